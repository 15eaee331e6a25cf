import type { Locale, TMailTemplateName } from '@colophon/contract';
import mjml2html from 'mjml';
import { emailChangedContent } from './templates/email-changed.template.ts';
import { eventReminderContent } from './templates/event-reminder.template.ts';
import { forgotPasswordContent } from './templates/forgot-password.template.ts';
import { escapeHtml, type MailContent, mjmlLayout, plainLayout } from './templates/mail-layout.ts';
import { messageReplyContent } from './templates/message-reply.template.ts';
import {
  type OrderMailTemplates,
  orderMailContents,
  orderMailSamples,
} from './templates/order-mails.template.ts';
import { siteSignInLinkContent } from './templates/site-sign-in-link.template.ts';
import { subscriptionConfirmationContent } from './templates/subscription-confirmation.template.ts';

/** The data each template takes: the source of the template names. */
export interface MailTemplateData extends OrderMailTemplates {
  forgotPassword: { firstName: string; resetUrl: string };
  messageReply: { firstName: string; subject: string; reply: string; message: string };
  emailChanged: { firstName: string; userName: string; newEmail: string };
  subscriptionConfirmation: { subscriptionName: string; confirmUrl: string; unsubscribeUrl: string };
  eventReminder: { firstName: string; eventTitle: string; eventDate: string; place: string };
  siteSignInLink: { firstName: string; signInUrl: string; minutes: string };
}
export type MailTemplateName = keyof MailTemplateData;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when the contract's `mailTemplates` and MailTemplateData name different templates. */
export const contractNamesTheSameTemplates: Same<MailTemplateName, TMailTemplateName> = true;

const contents: { [T in MailTemplateName]: Record<Locale, MailContent> } = {
  forgotPassword: forgotPasswordContent,
  messageReply: messageReplyContent,
  emailChanged: emailChangedContent,
  subscriptionConfirmation: subscriptionConfirmationContent,
  eventReminder: eventReminderContent,
  siteSignInLink: siteSignInLinkContent,
  ...orderMailContents,
};

/**
 * The values of each template that are secrets (a one-time link, a token): every template says
 * which, so that a new one cannot forget. A mail that carries one is logged with it redacted, its
 * delivered body kept sealed only until the SMTP server takes it, and it is never sent again.
 */
export const secretFields: { [T in MailTemplateName]: readonly (keyof MailTemplateData[T] & string)[] } = {
  forgotPassword: ['resetUrl'],
  messageReply: [],
  emailChanged: [],
  orderReceived: [],
  orderAwaitingPayment: [],
  orderPaid: [],
  orderShipped: [],
  orderReadyForPickup: [],
  orderDelivered: [],
  orderCompleted: [],
  orderCancelled: [],
  orderPaymentFailed: [],
  orderMessage: [],
  subscriptionConfirmation: ['confirmUrl', 'unsubscribeUrl'],
  eventReminder: [],
  siteSignInLink: ['signInUrl'],
};

export const carriesSecret = (template: unknown) =>
  typeof template === 'string' &&
  Object.hasOwn(secretFields, template) &&
  secretFields[template as MailTemplateName].length > 0;

/** What the mail log shows in place of a secret. */
export const REDACTED = '[redacted: single-use link]';

/** The template's data with its secrets replaced, as the mail log keeps it. */
export const redactedData = <T extends MailTemplateName>(template: T, data: MailTemplateData[T]) => {
  const copy: Record<string, unknown> = { ...data };
  for (const field of secretFields[template]) copy[field] = REDACTED;
  return copy as MailTemplateData[T];
};

/** What the preview shows: data that looks like a real mail's. */
export const sampleMailData: { [T in MailTemplateName]: MailTemplateData[T] } = {
  forgotPassword: { firstName: 'Camille', resetUrl: 'https://console.example/resetPassword?token=sample' },
  messageReply: {
    firstName: 'Camille',
    subject: 'Ma commande',
    reply: 'Bonjour,\nvotre commande part demain.',
    message: 'Où en est ma commande ?',
  },
  emailChanged: { firstName: 'Camille', userName: 'camille', newEmail: 'camille.martin@librairie.example' },
  subscriptionConfirmation: {
    subscriptionName: 'La lettre de la librairie',
    confirmUrl: 'https://librairie.example/subscription/confirm?token=sample',
    unsubscribeUrl: 'https://api.librairie.example/Public/Subscription/Unsubscribe?token=sample',
  },
  eventReminder: {
    firstName: 'Camille',
    eventTitle: 'Rencontre avec Annie Ernaux',
    eventDate: 'jeudi 3 décembre 2026 à 18:30',
    place: 'Librairie du Centre, 12 rue des Livres, 75005 Paris',
  },
  siteSignInLink: {
    firstName: 'Camille',
    signInUrl: 'https://librairie.example/account/sign-in?token=sample',
    minutes: '15',
  },
  ...orderMailSamples,
};

export interface MailRenderOptions {
  /** The client's `disableMjml` flag: plain HTML instead of the MJML layout. */
  disableMjml?: boolean;
  /** Shown at the top of every mail; the client's title. */
  shopName?: string;
}

interface CompiledTemplate {
  subject: string;
  html: string;
}

/** MJML takes milliseconds per compile: each (template, language, layout) is compiled once per process. */
const compiled = new Map<string, Promise<CompiledTemplate>>();

const compile = async (content: MailContent, locale: Locale, disableMjml: boolean) => {
  if (disableMjml) return { subject: content.subject, html: plainLayout(content, locale) };
  const result = await mjml2html(mjmlLayout(content, locale), { validationLevel: 'strict' });
  return { subject: content.subject, html: result.html };
};

const compiledTemplate = (template: MailTemplateName, locale: Locale, disableMjml: boolean) => {
  const key = `${template}:${locale}:${disableMjml ? 'plain' : 'mjml'}`;
  let found = compiled.get(key);
  if (!found) {
    found = compile(contents[template][locale], locale, disableMjml);
    // A failed compile is not kept: the next mail tries again.
    found.catch(() => compiled.delete(key));
    compiled.set(key, found);
  }
  return found;
};

const fill = (text: string, values: Record<string, string>, encode: (value: string) => string) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : encode(value);
  });

/** A header cannot span lines: a value with a line break would let it add headers of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** A value in the body: shown as text, its line breaks kept. */
const bodyText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** A mail ready to log: its subject and its HTML body, in the recipient's language. */
export const renderMailTemplate = async <T extends MailTemplateName>(
  template: T,
  locale: Locale,
  data: MailTemplateData[T],
  options: MailRenderOptions = {},
) => {
  const { subject, html } = await compiledTemplate(template, locale, options.disableMjml ?? false);
  const values: Record<string, string> = { shopName: options.shopName ?? 'Colophon', ...data };
  return { subject: fill(subject, values, oneLine), html: fill(html, values, bodyText) };
};

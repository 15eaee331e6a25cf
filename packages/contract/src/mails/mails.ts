import { z } from 'zod';
import { ZById, ZListQuery, ZPage } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { locales } from '../messages.ts';

/** One outgoing mail of the mail log (SPEC §3 Email). */
export const ZMail = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  cc: z.string().nullable(),
  bcc: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** Delivered: the SMTP server accepted it. */
  processed: z.boolean(),
  /** Every try to hand it to the SMTP server, resends included. */
  sentTries: z.number().int(),
  /** When it was last delivered. */
  sentDate: z.iso.datetime().nullable(),
  /** Why the latest try failed; null once a try succeeds. */
  lastError: z.string().nullable(),
  /** What the mail is about: its template and the entity it concerns. */
  extra: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type TMail = z.infer<typeof ZMail>;
export const ZMailSummary = ZMail.omit({ body: true });

/** One try to hand the mail to the SMTP server. */
export const ZMailDeliveryTry = z.object({
  startedAt: z.iso.datetime(),
  /** Null while the try runs, or when its worker stopped before it ended (its hold then runs out). */
  endedAt: z.iso.datetime().nullable(),
  /** Sent: the server accepted it; Failed: see `error`; null: no answer (running, or the worker stopped). */
  outcome: z.enum(['Sent', 'Failed']).nullable(),
  error: z.string().nullable(),
});
export type TMailDeliveryTry = z.infer<typeof ZMailDeliveryTry>;
/** A mail with every try to deliver it, oldest first (tries before the log kept them are only counted). */
export const ZMailDetail = ZMail.extend({ tries: z.array(ZMailDeliveryTry) });
export type TMailDetail = z.infer<typeof ZMailDetail>;
export type TMailSummary = z.infer<typeof ZMailSummary>;

/** The API's templates, by name (the API checks that it has the same ones). */
export const mailTemplates = [
  'forgotPassword',
  'messageReply',
  'emailChanged',
  'orderReceived',
  'orderAwaitingPayment',
  'orderPaid',
  'orderShipped',
  'orderReadyForPickup',
  'orderDelivered',
  'orderCompleted',
  'orderCancelled',
  'orderPaymentFailed',
  'orderMessage',
  'subscriptionConfirmation',
  'eventReminder',
  'siteSignInLink',
] as const;
export const ZMailTemplateName = z.enum(mailTemplates);
export type TMailTemplateName = z.infer<typeof ZMailTemplateName>;
export const ZMailPreview = z.object({ subject: z.string(), html: z.string() });
export type TMailPreview = z.infer<typeof ZMailPreview>;

export const mailSortFields = ['createdAt', 'sentDate', 'to', 'subject', 'sentTries'] as const;
export type TMailSortField = (typeof mailSortFields)[number];
const mailSorts = mailSortFields.flatMap((field) => [field, `-${field}`]) as [
  TMailSortField | `-${TMailSortField}`,
  ...(TMailSortField | `-${TMailSortField}`)[],
];

/** Newest first by default; search finds a part of the recipient or of the subject. */
export const ZMailListQuery = ZListQuery.extend({
  sort: z.enum(mailSorts).default('-createdAt'),
  processed: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TMailListQuery = z.infer<typeof ZMailListQuery>;

const mailLog = claim('Public', 'MailLog');

export const mailEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Mail/Mails',
    access: mailLog,
    summary: 'The mail log, newest first; search by recipient or subject, filter by processed',
    query: ZMailListQuery,
    response: ZPage(ZMailSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Mail/Mail',
    access: mailLog,
    summary: 'One mail of the log, with its body and every delivery try (time and outcome or error)',
    query: ZById,
    response: ZMailDetail,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Mail/SendMail',
    access: mailLog,
    summary: 'Send a logged mail again, as a new delivery',
    body: z.object({ id: z.number().int() }),
    response: ZMailDetail,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Mail/Preview',
    access: 'signed-in',
    summary: 'A mail template rendered with sample data, in one language',
    query: z.object({ template: ZMailTemplateName, locale: z.enum(locales).default('fr') }),
    response: ZMailPreview,
  }),
};

import type { Locale } from '@colophon/contract';
import type { MailContent } from './mail-layout.ts';

/** The notice sent to the old address when a user changes the email of its account. */
export const emailChangedContent: Record<Locale, MailContent> = {
  fr: {
    subject: 'Votre adresse e-mail a changé',
    preview: 'L’adresse de votre compte {{shopName}} a changé.',
    blocks: [
      { kind: 'text', text: 'Bonjour {{firstName}},' },
      {
        kind: 'text',
        text: 'L’adresse e-mail de votre compte {{userName}} est désormais {{newEmail}}. Les prochains messages iront à cette adresse.',
      },
      {
        kind: 'note',
        text: "Si vous n'êtes pas à l'origine de ce changement, prévenez tout de suite l'administrateur de la boutique.",
      },
    ],
  },
  en: {
    subject: 'Your email address has changed',
    preview: 'The address of your {{shopName}} account has changed.',
    blocks: [
      { kind: 'text', text: 'Hello {{firstName}},' },
      {
        kind: 'text',
        text: 'The email address of your account {{userName}} is now {{newEmail}}. The next messages will go to that address.',
      },
      {
        kind: 'note',
        text: 'If you did not make this change, tell the shop’s administrator at once.',
      },
    ],
  },
};

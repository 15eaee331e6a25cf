import type { Locale } from '@colophon/contract';
import type { MailContent } from './mail-layout.ts';

/** Staff's answer to a visitor's contact message, with the message it answers. */
export const messageReplyContent: Record<Locale, MailContent> = {
  fr: {
    subject: 'Re : {{subject}}',
    preview: 'La réponse de {{shopName}} à votre message.',
    blocks: [
      { kind: 'text', text: 'Bonjour {{firstName}},' },
      { kind: 'text', text: '{{reply}}' },
      { kind: 'note', text: 'Votre message : {{message}}' },
    ],
  },
  en: {
    subject: 'Re: {{subject}}',
    preview: 'The answer of {{shopName}} to your message.',
    blocks: [
      { kind: 'text', text: 'Hello {{firstName}},' },
      { kind: 'text', text: '{{reply}}' },
      { kind: 'note', text: 'Your message: {{message}}' },
    ],
  },
};

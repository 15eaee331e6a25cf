import type { Locale } from '@colophon/contract';
import type { MailContent } from './mail-layout.ts';

/** Sent once to each registrant, `EVENT_REMINDER_HOURS` before the event, in the language it registered in. */
export const eventReminderContent: Record<Locale, MailContent> = {
  fr: {
    subject: 'Rappel : {{eventTitle}}, {{eventDate}}',
    preview: '{{shopName}} vous attend : {{eventTitle}}, {{eventDate}}.',
    blocks: [
      { kind: 'text', text: 'Bonjour {{firstName}},' },
      {
        kind: 'text',
        text: 'Vous êtes inscrit(e) à « {{eventTitle}} ». Nous vous rappelons le rendez-vous : {{eventDate}}.',
      },
      { kind: 'text', text: 'Lieu : {{place}}' },
      {
        kind: 'note',
        text: "Vous ne pouvez plus venir ? Prévenez la librairie pour libérer votre place. Vous recevez ce rappel une seule fois, parce que vous vous êtes inscrit(e) à l'événement.",
      },
    ],
  },
  en: {
    subject: 'Reminder: {{eventTitle}}, {{eventDate}}',
    preview: '{{shopName}} is expecting you: {{eventTitle}}, {{eventDate}}.',
    blocks: [
      { kind: 'text', text: 'Hello {{firstName}},' },
      {
        kind: 'text',
        text: 'You registered for “{{eventTitle}}”. A reminder of when it takes place: {{eventDate}}.',
      },
      { kind: 'text', text: 'Place: {{place}}' },
      {
        kind: 'note',
        text: 'Cannot come any more? Let the bookshop know to free your seat. You get this reminder once, because you registered for the event.',
      },
    ],
  },
};

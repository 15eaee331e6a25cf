import type { Locale } from '@colophon/contract';
import type { MailContent } from './mail-layout.ts';

/** The double opt-in mail: a subscription starts only once its address confirms. */
export const subscriptionConfirmationContent: Record<Locale, MailContent> = {
  fr: {
    subject: 'Confirmez votre inscription : {{subscriptionName}}',
    preview: 'Un clic pour recevoir « {{subscriptionName}} » de {{shopName}}.',
    blocks: [
      { kind: 'text', text: 'Bonjour,' },
      {
        kind: 'text',
        text: 'Vous avez demandé à recevoir « {{subscriptionName}} ». Confirmez votre adresse avec le bouton ci-dessous.',
      },
      { kind: 'button', label: 'Confirmer mon inscription', href: '{{confirmUrl}}' },
      {
        kind: 'note',
        text: "Si vous n'avez rien demandé, ignorez ce message : vous ne recevrez rien. Pour ne plus rien recevoir : {{unsubscribeUrl}}",
      },
    ],
  },
  en: {
    subject: 'Confirm your subscription: {{subscriptionName}}',
    preview: 'One click to receive “{{subscriptionName}}” from {{shopName}}.',
    blocks: [
      { kind: 'text', text: 'Hello,' },
      {
        kind: 'text',
        text: 'You asked to receive “{{subscriptionName}}”. Confirm your address with the button below.',
      },
      { kind: 'button', label: 'Confirm my subscription', href: '{{confirmUrl}}' },
      {
        kind: 'note',
        text: 'If you did not ask, ignore this message: you will receive nothing. To receive nothing more: {{unsubscribeUrl}}',
      },
    ],
  },
};

import type { Locale } from '@colophon/contract';
import type { MailContent } from './mail-layout.ts';

/** The mail that carries a customer's single-use sign-in link to the shop's site (site-sign-in.service.ts). */
export const siteSignInLinkContent: Record<Locale, MailContent> = {
  fr: {
    subject: 'Votre lien de connexion à {{shopName}}',
    preview: 'Un clic pour vous connecter sur le site de {{shopName}}.',
    blocks: [
      { kind: 'text', text: 'Bonjour {{firstName}},' },
      {
        kind: 'text',
        text: 'Pour vous connecter sur le site de la librairie, utilisez le bouton ci-dessous. Le lien sert une fois, dans les {{minutes}} minutes.',
      },
      { kind: 'button', label: 'Me connecter', href: '{{signInUrl}}' },
      {
        kind: 'note',
        text: "Si vous n'avez rien demandé, ignorez ce message : personne ne peut se connecter sans ce lien.",
      },
    ],
  },
  en: {
    subject: 'Your sign-in link to {{shopName}}',
    preview: 'One click to sign in on the site of {{shopName}}.',
    blocks: [
      { kind: 'text', text: 'Hello {{firstName}},' },
      {
        kind: 'text',
        text: "To sign in on the shop's site, use the button below. The link works once, within {{minutes}} minutes.",
      },
      { kind: 'button', label: 'Sign me in', href: '{{signInUrl}}' },
      {
        kind: 'note',
        text: 'If you did not ask for this, ignore this message: no one can sign in without this link.',
      },
    ],
  },
};

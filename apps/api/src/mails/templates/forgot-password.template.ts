import type { Locale } from '@colophon/contract';
import type { MailContent } from './mail-layout.ts';

/** The mail that carries a password reset link (valid one hour, see auth.service.ts). */
export const forgotPasswordContent: Record<Locale, MailContent> = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe',
    preview: 'Choisissez un nouveau mot de passe pour {{shopName}}.',
    blocks: [
      { kind: 'text', text: 'Bonjour {{firstName}},' },
      {
        kind: 'text',
        text: 'Vous avez demandé à changer votre mot de passe. Choisissez-en un nouveau avec le bouton ci-dessous ; le lien est valable une heure.',
      },
      { kind: 'button', label: 'Choisir un nouveau mot de passe', href: '{{resetUrl}}' },
      {
        kind: 'note',
        text: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.",
      },
    ],
  },
  en: {
    subject: 'Reset your password',
    preview: 'Choose a new password for {{shopName}}.',
    blocks: [
      { kind: 'text', text: 'Hello {{firstName}},' },
      {
        kind: 'text',
        text: 'You asked to change your password. Choose a new one with the button below; the link is valid for one hour.',
      },
      { kind: 'button', label: 'Choose a new password', href: '{{resetUrl}}' },
      {
        kind: 'note',
        text: 'If you did not ask for this, ignore this message: your password stays the same.',
      },
    ],
  },
};

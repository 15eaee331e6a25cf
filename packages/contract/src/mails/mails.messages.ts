import { defineMessages } from '../messages-types.ts';

/** Messages of the mails feature; merged into the catalogue in messages.ts. */
export const mailsMessages = defineMessages({
  mailResent: { en: 'The mail will be sent again.', fr: 'Le mail va être renvoyé.' },
  mailProcessed: { en: 'Sent', fr: 'Envoyé' },
  mailNotProcessed: { en: 'Not sent yet', fr: 'Pas encore envoyé' },
  mailTemplateForgotPassword: { en: 'Forgotten password', fr: 'Mot de passe oublié' },
  mailTemplateMessageReply: { en: 'Answer to a message', fr: 'Réponse à un message' },
  mailTemplateEmailChanged: { en: 'Email address changed', fr: 'Adresse e-mail changée' },
  mailTemplateSiteSignInLink: { en: 'Sign-in link (site)', fr: 'Lien de connexion (site)' },
  mailCarriesSecret: {
    en: 'This mail carried a single-use link: it is not sent again. Ask for a new link instead.',
    fr: "Ce mail contenait un lien à usage unique : il n'est pas renvoyé. Demandez plutôt un nouveau lien.",
  },
});

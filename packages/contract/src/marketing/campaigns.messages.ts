/** Messages of mail campaigns; merged into the catalogue in messages.ts. */
export const campaignsMessages = {
  campaignInvalidEmails: {
    en: 'These addresses are not valid: {emails}.',
    fr: 'Ces adresses ne sont pas valides : {emails}.',
  },
  campaignEmailsRequired: {
    en: 'Give at least one address (separated by ;).',
    fr: 'Indiquez au moins une adresse (séparées par ;).',
  },
  campaignTooManyEmails: {
    en: 'An email list holds at most 5 000 addresses: use a subscription.',
    fr: 'Une liste d’adresses en compte au plus 5 000 : utilisez un abonnement.',
  },
  campaignTargetsRequired: { en: 'Choose at least one target.', fr: 'Choisissez au moins une cible.' },
  campaignTargetUnavailable: {
    en: 'This kind of target cannot be used yet.',
    fr: 'Ce type de cible n’est pas encore utilisable.',
  },
  campaignUnknownTargets: { en: 'Unknown target: {ids}.', fr: 'Cible inconnue : {ids}.' },
  campaignNotDraft: {
    en: 'Only a draft campaign can be changed: put it back to draft first.',
    fr: 'Seule une campagne en brouillon se modifie : remettez-la d’abord en brouillon.',
  },
  campaignStarted: {
    en: 'This campaign has started going out: it can no longer go back to draft or be deleted.',
    fr: 'Cette campagne a commencé à partir : elle ne peut plus revenir en brouillon ni être supprimée.',
  },
  campaignContentInvalid: {
    en: 'The MJML does not compile: {problems}',
    fr: 'Le MJML ne se compile pas : {problems}',
  },
  campaignNoOwnAddress: {
    en: 'Your account has no email address to send the test to.',
    fr: 'Votre compte n’a pas d’adresse e-mail où envoyer le test.',
  },
  campaignLinkInvalid: { en: 'This link is not valid any more.', fr: 'Ce lien n’est plus valable.' },
  campaignUnsubscribeFooter: {
    en: 'You receive this mail from {shop}. Unsubscribe: {url}',
    fr: 'Vous recevez ce message de {shop}. Se désabonner : {url}',
  },
};

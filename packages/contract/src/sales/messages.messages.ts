import { defineMessages } from '../messages-types.ts';

/** Messages of contact messages; merged into the catalogue in messages.ts. */
export const contactMessagesMessages = defineMessages({
  messageStatusPending: { en: 'Pending', fr: 'En attente' },
  messageStatusProgress: { en: 'In progress', fr: 'En cours' },
  messageStatusSolved: { en: 'Solved', fr: 'Résolu' },
  messageQuestionOrder: { en: 'An order', fr: 'Une commande' },
  messageQuestionDelivery: { en: 'A delivery', fr: 'Une livraison' },
  messageQuestionReturn: { en: 'A return or a refund', fr: 'Un retour ou un remboursement' },
  messageQuestionBookSearch: { en: 'Finding a book', fr: 'La recherche d’un livre' },
  messageQuestionAccount: { en: 'My account', fr: 'Mon compte' },
  messageQuestionOther: { en: 'Something else', fr: 'Autre chose' },
  messageReplied: { en: 'The answer will be mailed.', fr: 'La réponse va être envoyée par e-mail.' },
});

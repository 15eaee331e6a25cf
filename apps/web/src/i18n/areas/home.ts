import { addMessages, type Strings } from '@/i18n/instance.ts';

/** The home screens' strings (`home.*`), in French and English: they load with
 * the screens that import this module, not with the shell (apps/web/README.md, "First load"). */
export const fr = {
  home: {
    day: {
      title: 'La journée de la boutique',
      messagesPending: 'messages en attente',
      messagesProgress: 'messages en cours',
      reviewsPending: 'avis à modérer',
      mailsFailing: 'mails non remis',
      tasksFailed: 'tâches de fond en échec',
      ordersAwaitingPayment: 'commandes en attente de paiement',
      ordersToShip: 'commandes à expédier',
      ordersToHandOver: 'commandes à remettre en magasin',
      salesToday: 'Ventes du jour',
      salesMonth: 'Ventes du mois',
      ordersCount_one: '{{count}} commande',
      ordersCount_other: '{{count}} commandes',
      lastYear: 'Il y a un an : {{amount}}',
      change: '{{change}} sur un an',
      outOfStock: 'Épuisés et commandés ces {{days}} derniers jours',
      outOfStockNone: 'Aucun livre commandé n’est épuisé.',
      outOfStockOrdered_one: '{{count}} exemplaire commandé',
      outOfStockOrdered_other: '{{count}} exemplaires commandés',
      outOfStockMore_one: 'et {{count}} autre livre',
      outOfStockMore_other: 'et {{count}} autres livres',
    },
    welcome: 'Bonjour {{name}}',
    intro: 'Voici les espaces auxquels vous avez accès.',
    noAreas: "Vous n'avez encore accès à aucun espace. Demandez une permission à un administrateur.",
    paletteTip: 'Astuce : Ctrl+K (ou Cmd+K) pour aller directement à un écran.',
  },
};

export const en: Strings<typeof fr> = {
  home: {
    day: {
      title: 'The shop’s day',
      messagesPending: 'messages waiting',
      messagesProgress: 'messages in progress',
      reviewsPending: 'reviews to moderate',
      mailsFailing: 'mails not delivered',
      tasksFailed: 'failed background tasks',
      ordersAwaitingPayment: 'orders awaiting payment',
      ordersToShip: 'orders to ship',
      ordersToHandOver: 'orders to hand over in store',
      salesToday: 'Today’s sales',
      salesMonth: 'This month’s sales',
      ordersCount_one: '{{count}} order',
      ordersCount_other: '{{count}} orders',
      lastYear: 'A year ago: {{amount}}',
      change: '{{change}} on a year',
      outOfStock: 'Out of stock, ordered in the last {{days}} days',
      outOfStockNone: 'No ordered book is out of stock.',
      outOfStockOrdered_one: '{{count}} copy ordered',
      outOfStockOrdered_other: '{{count}} copies ordered',
      outOfStockMore_one: 'and {{count}} more book',
      outOfStockMore_other: 'and {{count}} more books',
    },
    welcome: 'Hello {{name}}',
    intro: 'Here are the areas you can open.',
    noAreas: 'You cannot open any area yet. Ask an administrator for a permission.',
    paletteTip: 'Tip: Ctrl+K (or Cmd+K) jumps straight to a screen.',
  },
};

addMessages({ fr, en });

import type { Locale } from '@colophon/contract';
import type { MailContent } from './mail-layout.ts';

/** What every order mail shows. */
export interface OrderMailData {
  firstName: string;
  orderNumber: string;
  /** The order's total, formatted in the customer's language. */
  total: string;
  /** The lines, one "2 × Title" after another. */
  items: string;
}

/** The mails an order sends to its customer, one per customer-facing transition (docs/state-machines.md). */
export interface OrderMailTemplates {
  orderReceived: OrderMailData;
  orderAwaitingPayment: OrderMailData & { paymentInstructions: string };
  orderPaid: OrderMailData;
  orderShipped: OrderMailData & { carrier: string; trackingNumber: string; shippedItems: string };
  orderReadyForPickup: OrderMailData & { storeName: string; storeAddress: string; openingHours: string };
  orderDelivered: OrderMailData;
  orderCompleted: OrderMailData;
  orderCancelled: OrderMailData & { cancelledItems: string; refund: string };
  orderPaymentFailed: OrderMailData;
  orderMessage: OrderMailData & { message: string };
}

const text = (value: string) => ({ kind: 'text' as const, text: value });
const note = (value: string) => ({ kind: 'note' as const, text: value });

const recap = {
  fr: [text('Votre commande : {{items}}.'), text('Total : {{total}}.')],
  en: [text('Your order: {{items}}.'), text('Total: {{total}}.')],
};
const signature = {
  fr: note('Une question ? Répondez à ce message en rappelant le numéro {{orderNumber}}.'),
  en: note('A question? Answer this mail with the number {{orderNumber}}.'),
};

const mail = (
  fr: { subject: string; preview: string; lines: string[] },
  en: { subject: string; preview: string; lines: string[] },
  withRecap = true,
): Record<Locale, MailContent> => ({
  fr: {
    subject: fr.subject,
    preview: fr.preview,
    blocks: [
      text('Bonjour {{firstName}},'),
      ...fr.lines.map(text),
      ...(withRecap ? recap.fr : []),
      signature.fr,
    ],
  },
  en: {
    subject: en.subject,
    preview: en.preview,
    blocks: [
      text('Hello {{firstName}},'),
      ...en.lines.map(text),
      ...(withRecap ? recap.en : []),
      signature.en,
    ],
  },
});

export const orderMailContents: { [T in keyof OrderMailTemplates]: Record<Locale, MailContent> } = {
  orderReceived: mail(
    {
      subject: 'Commande {{orderNumber}} reçue',
      preview: 'Merci pour votre commande chez {{shopName}}.',
      lines: ['Merci pour votre commande {{orderNumber}} : nous la préparons.'],
    },
    {
      subject: 'Order {{orderNumber}} received',
      preview: 'Thank you for your order at {{shopName}}.',
      lines: ['Thank you for your order {{orderNumber}}: we are preparing it.'],
    },
  ),
  orderAwaitingPayment: mail(
    {
      subject: 'Commande {{orderNumber}} : en attente de votre paiement',
      preview: 'Votre commande attend son paiement.',
      lines: [
        'Merci pour votre commande {{orderNumber}}. Nous la préparerons dès réception de votre paiement.',
        '{{paymentInstructions}}',
      ],
    },
    {
      subject: 'Order {{orderNumber}}: awaiting your payment',
      preview: 'Your order is waiting for its payment.',
      lines: [
        'Thank you for your order {{orderNumber}}. We will prepare it as soon as your payment arrives.',
        '{{paymentInstructions}}',
      ],
    },
  ),
  orderPaid: mail(
    {
      subject: 'Commande {{orderNumber}} : paiement reçu',
      preview: 'Nous avons bien reçu votre paiement.',
      lines: ['Nous avons bien reçu le paiement de votre commande {{orderNumber}} : nous la préparons.'],
    },
    {
      subject: 'Order {{orderNumber}}: payment received',
      preview: 'We received your payment.',
      lines: ['We received the payment of your order {{orderNumber}}: we are preparing it.'],
    },
  ),
  orderShipped: mail(
    {
      subject: 'Commande {{orderNumber}} expédiée',
      preview: 'Votre colis est en route.',
      lines: [
        'Votre colis est parti : {{shippedItems}}.',
        'Transporteur : {{carrier}}. Numéro de suivi : {{trackingNumber}}.',
      ],
    },
    {
      subject: 'Order {{orderNumber}} shipped',
      preview: 'Your parcel is on its way.',
      lines: [
        'Your parcel has left: {{shippedItems}}.',
        'Carrier: {{carrier}}. Tracking number: {{trackingNumber}}.',
      ],
    },
    false,
  ),
  orderReadyForPickup: mail(
    {
      subject: 'Commande {{orderNumber}} : vos livres vous attendent',
      preview: 'Votre commande est prête en magasin.',
      lines: [
        'Vos livres vous attendent à {{storeName}}, {{storeAddress}}.',
        'Horaires : {{openingHours}}. Munissez-vous du numéro {{orderNumber}}.',
      ],
    },
    {
      subject: 'Order {{orderNumber}}: your books are waiting for you',
      preview: 'Your order is ready at the store.',
      lines: [
        'Your books are waiting for you at {{storeName}}, {{storeAddress}}.',
        'Opening hours: {{openingHours}}. Bring the number {{orderNumber}}.',
      ],
    },
  ),
  orderDelivered: mail(
    {
      subject: 'Commande {{orderNumber}} livrée',
      preview: 'Votre colis a été livré.',
      lines: ['Votre colis a été livré. Bonne lecture !'],
    },
    {
      subject: 'Order {{orderNumber}} delivered',
      preview: 'Your parcel was delivered.',
      lines: ['Your parcel was delivered. Happy reading!'],
    },
    false,
  ),
  orderCompleted: mail(
    {
      subject: 'Commande {{orderNumber}} retirée',
      preview: 'Merci de votre visite.',
      lines: ['Vous avez retiré votre commande {{orderNumber}}. Merci de votre visite et bonne lecture !'],
    },
    {
      subject: 'Order {{orderNumber}} collected',
      preview: 'Thank you for your visit.',
      lines: ['You collected your order {{orderNumber}}. Thank you for your visit, and happy reading!'],
    },
  ),
  orderCancelled: mail(
    {
      subject: 'Commande {{orderNumber}} : annulation',
      preview: 'Une partie ou la totalité de votre commande est annulée.',
      lines: [
        'Nous sommes désolés : ces livres de votre commande sont annulés : {{cancelledItems}}.',
        '{{refund}}',
      ],
    },
    {
      subject: 'Order {{orderNumber}}: cancellation',
      preview: 'Part or all of your order is cancelled.',
      lines: ['We are sorry: these books of your order are cancelled: {{cancelledItems}}.', '{{refund}}'],
    },
  ),
  orderPaymentFailed: mail(
    {
      subject: 'Commande {{orderNumber}} : le paiement a échoué',
      preview: 'Le paiement de votre commande n’a pas abouti.',
      lines: [
        'Le paiement de votre commande {{orderNumber}} n’a pas abouti, et ses livres sont remis en vente. Contactez-nous pour payer autrement : nous vous les enverrons s’ils sont encore là.',
      ],
    },
    {
      subject: 'Order {{orderNumber}}: the payment failed',
      preview: 'The payment of your order did not go through.',
      lines: [
        'The payment of your order {{orderNumber}} did not go through, and its books are back on sale. Contact us to pay another way: we will send them if they are still here.',
      ],
    },
  ),
  orderMessage: mail(
    {
      subject: 'Votre commande {{orderNumber}} : un message de {{shopName}}',
      preview: 'Un message au sujet de votre commande.',
      lines: ['{{message}}'],
    },
    {
      subject: 'Your order {{orderNumber}}: a message from {{shopName}}',
      preview: 'A message about your order.',
      lines: ['{{message}}'],
    },
    false,
  ),
};

const sample: OrderMailData = {
  firstName: 'Camille',
  orderNumber: 'CO-2026-000042',
  total: '31,40 €',
  items: '1 × L’Étranger, 2 × Vendredi ou les limbes du Pacifique',
};

export const orderMailSamples: OrderMailTemplates = {
  orderReceived: sample,
  orderAwaitingPayment: { ...sample, paymentInstructions: 'Envoyez votre chèque à l’ordre de la librairie.' },
  orderPaid: sample,
  orderShipped: {
    ...sample,
    carrier: 'Colissimo',
    trackingNumber: '6A12345678901',
    shippedItems: sample.items,
  },
  orderReadyForPickup: {
    ...sample,
    storeName: 'Librairie du Centre',
    storeAddress: '12 rue des Carmes, 31000 Toulouse',
    openingHours: 'mardi–samedi 10 h–19 h',
  },
  orderDelivered: sample,
  orderCompleted: sample,
  orderCancelled: {
    ...sample,
    cancelledItems: '1 × L’Étranger',
    refund: 'Nous vous remboursons 8,40 € sur votre moyen de paiement.',
  },
  orderPaymentFailed: sample,
  orderMessage: { ...sample, message: 'Votre livre arrive jeudi, nous vous prévenons dès qu’il est là.' },
};

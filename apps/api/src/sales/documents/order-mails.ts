import type { Locale } from '@colophon/contract';
import type { Executor } from '../../db/database.ts';
import type { MailService } from '../../mails/mail-service.ts';
import type { MailTemplateData, MailTemplateName } from '../../mails/mail-templates.ts';
import type { OrderMailData } from '../../mails/templates/order-mails.template.ts';
import type { DocumentItemRow, DocumentRow } from './documents.tables.ts';

/** An amount of money in the customer's language (12,50 € / €12.50): the API's one money formatter. */
export const formatMoney = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );

/** Lines as a mail lists them: "2 × Title, 1 × Other title". */
export const linesText = (lines: readonly Pick<DocumentItemRow, 'quantity' | 'title'>[]) =>
  lines.map((line) => `${line.quantity} × ${line.title}`).join(', ');

/** The order mails' own data: what the template adds to what every order mail shows. */
export type OrderMailName = {
  [T in MailTemplateName]: MailTemplateData[T] extends OrderMailData ? T : never;
}[MailTemplateName];
export type OrderMailExtra<T extends OrderMailName> = Omit<MailTemplateData[T], keyof OrderMailData>;

/**
 * Mails the customer of an order, in the caller's transaction: the order's number, its total and its
 * lines not cancelled as they are now, with what the template adds. Answers the mail log's id.
 */
export const queueOrderMail = <T extends OrderMailName>(
  mails: MailService,
  executor: Executor,
  order: { row: DocumentRow; items: readonly DocumentItemRow[] },
  template: T,
  data: OrderMailExtra<T>,
  extra: Record<string, unknown> = {},
) => {
  const { row } = order;
  return mails.queue(executor, {
    to: row.customerEmail,
    template,
    locale: row.locale,
    data: {
      firstName: row.billingAddress.firstName,
      orderNumber: row.number,
      total: formatMoney(row.totalCents, row.locale),
      items: linesText(order.items.filter((item) => item.status !== 'Cancelled')),
      ...data,
    } as MailTemplateData[T],
    extra: { documentId: row.id, documentNumber: row.number, ...extra },
  });
};

import {
  type documentEndpoints,
  documentItemStatuses,
  documentStatuses,
  documentTypes,
  type Locale,
  type ParsedBody,
  paymentMethods,
  paymentStatuses,
  shippingMethods,
  type TDocumentAction,
  type TDocumentListQuery,
  type TDocumentStatus,
  type TPaymentStatus,
  translate,
} from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import type { Executor, Tx } from '../../db/database.ts';
import { AppError, conflict, invalidField, notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { MailTemplateData, MailTemplateName } from '../../mails/mail-templates.ts';
import type { Services } from '../../services.ts';
import { shopDay, shopYear } from '../../shop/shop-days.ts';
import { addToCustomerTotals, findCustomer } from '../customers/customers.repository.ts';
import { findStore } from '../stores/stores.repository.ts';
import { issueCreditNote } from './credit-notes.ts';
import { OPEN_ITEM_STATUSES, paymentTransitions, UNSETTLED_PAYMENTS } from './document-machine.ts';
import { documentTotals } from './document-totals.ts';
import {
  activitiesOf,
  addSales,
  childOfType,
  findDocument,
  insertDocument,
  insertMessage,
  insertPackage,
  itemsOf,
  listDocuments,
  lockAtVersion,
  messagesOf,
  nextNumber,
  ownerName,
  packagesOf,
  paymentsOf,
  relatedDocuments,
  returnStock,
  setItemsStatus,
  updateDocument,
  updateMessageMail,
  updatePackage,
  updatePayment,
} from './documents.repository.ts';
import type { DocumentItemRow, DocumentPaymentRow, DocumentRow } from './documents.tables.ts';
import {
  actionsOf,
  type DocumentState,
  documentSnapshot,
  toDocument,
  toDocumentSummary,
  toHistory,
  toMessage,
  toRelated,
} from './documents.views.ts';
import { invoiceMentions, sellerOf } from './invoice-mentions.ts';

type Body<K extends keyof typeof documentEndpoints> = ParsedBody<(typeof documentEndpoints)[K]>;

/** Grams of packing added to the books' weights; a book of unknown weight counts as 300 g. */
const PACKING_GRAMS = 150;
const UNKNOWN_BOOK_GRAMS = 300;

const ENTITY = 'Document';

export const formatMoney = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
const itemsText = (items: DocumentItemRow[]) =>
  items.map((item) => `${item.quantity} × ${item.title}`).join(', ');

/** Reads a document with everything its view and the state machine need. */
export const loadDocument = async (executor: Executor, row: DocumentRow): Promise<DocumentState> => {
  const [items, payments, packages, store, owner, customer] = await Promise.all([
    itemsOf(executor, row.id),
    paymentsOf(executor, row.id),
    packagesOf(executor, row.id),
    row.storeId === null ? null : findStore(executor, row.storeId),
    ownerName(executor, row.ownerId),
    findCustomer(executor, row.customerId),
  ]);
  return {
    row,
    items,
    payments,
    packages,
    store,
    ownerUserName: owner,
    customerRole: customer?.customerRole ?? 'Individual',
  };
};

export const readDocument = async (executor: Executor, id: number) => {
  const row = await findDocument(executor, id);
  if (!row) throw notFound();
  return loadDocument(executor, row);
};

/** Puts the lines' totals back on the document (lines cancelled count for nothing). */
const refreshTotals = async (tx: Tx, row: DocumentRow, shippingCents = row.shippingCents) => {
  const items = await itemsOf(tx, row.id);
  const totals = documentTotals(
    items.map((item) => ({ ...item, cancelled: item.status === 'Cancelled' })),
    shippingCents,
  );
  await updateDocument(tx, row.id, {
    itemsCount: totals.itemsCount,
    itemsTotalCents: totals.itemsTotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
  });
  return totals;
};

/**
 * The invoice of an order, made once, when its books have left (shipped, or handed over): its
 * number comes from the counter in this transaction, so invoice numbers have no gap.
 */
export const issueInvoice = async (tx: Tx, orderId: number, now = new Date()) => {
  if (await childOfType(tx, orderId, 'Invoice')) return;
  const order = await findDocument(tx, orderId);
  if (!order) return;
  const live = (await itemsOf(tx, orderId)).filter((item) => item.status !== 'Cancelled');
  const totals = documentTotals(live, order.shippingCents);
  const { id: _id, version: _version, ...copy } = order;
  await insertDocument(
    tx,
    {
      ...copy,
      type: 'Invoice',
      number: await nextNumber(tx, 'Invoice', shopYear(now)),
      status: 'Complete',
      parentId: order.id,
      idempotencyKey: null,
      requestHash: null,
      itemsCount: totals.itemsCount,
      itemsTotalCents: totals.itemsTotalCents,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      createdAt: now,
      updatedAt: now,
    },
    live.map(({ id: _item, documentId: _document, position: _position, ...item }) => ({
      ...item,
      status: 'Complete',
    })),
  );
};

/** After lines changed: the order's status follows its lines (docs/state-machines.md, "settling"). */
const settle = async (tx: Tx, row: DocumentRow) => {
  const items = await itemsOf(tx, row.id);
  const live = items.filter((item) => item.status !== 'Cancelled');
  let status: TDocumentStatus = row.status;
  if (live.length === 0) status = row.status === 'PaymentCanceled' ? 'PaymentCanceled' : 'Cancelled';
  else if (!live.some((item) => OPEN_ITEM_STATUSES.includes(item.status)))
    status = live.every((item) => item.status === 'Complete') ? 'Complete' : 'Shipped';
  if (status !== row.status) await updateDocument(tx, row.id, { status });
  if (status === 'Shipped' || status === 'Complete') await issueInvoice(tx, row.id);
  return status;
};

export const createDocumentsService = (services: Services) => {
  const { db, client, mails } = services;
  const flags = client.features;

  const mail = async <T extends MailTemplateName>(
    tx: Tx,
    state: DocumentState,
    template: T,
    data: Omit<MailTemplateData[T], 'firstName' | 'orderNumber' | 'total' | 'items'>,
  ) => {
    const { row } = state;
    const live = (await itemsOf(tx, row.id)).filter((item) => item.status !== 'Cancelled');
    const fresh = (await findDocument(tx, row.id)) ?? row;
    await mails.queue(tx, {
      to: row.customerEmail,
      template,
      locale: row.locale,
      data: {
        firstName: row.billingAddress.firstName,
        orderNumber: row.number,
        total: formatMoney(fresh.totalCents, row.locale),
        items: itemsText(live),
        ...data,
      } as MailTemplateData[T],
      extra: { documentId: row.id, documentNumber: row.number },
    });
  };

  /**
   * One action on a document: taken at the version the caller read (409 when it moved on), allowed
   * by the state machine (409 otherwise), applied, logged with both states, answered as it is now.
   */
  const act = (
    action: TDocumentAction,
    input: { id: number; version: number },
    by: SignedInUser | null,
    apply: (tx: Tx, state: DocumentState) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const before = await readDocument(tx, input.id);
      if (!(await lockAtVersion(tx, input.id, input.version))) throw conflict();
      if (!actionsOf(before, flags).includes(action)) throw new AppError('conflict', 'transitionNotAllowed');
      await apply(tx, before);
      const after = await readDocument(tx, input.id);
      await recordActivity(tx, by, {
        entity: ENTITY,
        entityId: input.id,
        action,
        before: documentSnapshot(before),
        after: documentSnapshot(after),
      });
      return toDocument(after, flags);
    });

  const selectedItems = (state: DocumentState, ids: number[], allowed: readonly string[]) => {
    const byId = new Map(state.items.map((item) => [item.id, item]));
    const unknown = ids.filter((id) => !byId.has(id));
    if (unknown.length > 0)
      throw new AppError('invalid', 'unknownItems', {
        params: { ids: unknown.join(', ') },
        fields: [{ propertyName: 'itemIds', message: 'unknownItems' }],
      });
    const selected = [...new Set(ids)].map((id) => byId.get(id) as DocumentItemRow);
    const refused = selected.filter((item) => !allowed.includes(item.status));
    if (refused.length > 0)
      throw new AppError('conflict', 'itemsNotAllowed', {
        params: { ids: refused.map((item) => item.id).join(', ') },
        fields: [{ propertyName: 'itemIds', message: 'itemsNotAllowed' }],
      });
    return selected;
  };

  /** The payment is received: the order goes to preparation. */
  const receivePayment = async (
    tx: Tx,
    state: DocumentState,
    payment: DocumentPaymentRow,
    reference: string | null,
  ) => {
    const { row } = state;
    const current = (await findDocument(tx, row.id)) ?? row;
    await updatePayment(tx, payment.id, {
      status: 'Paid',
      amountCents: current.totalCents,
      reference: reference ?? payment.reference,
    });
    const waiting = ['Created', 'Pending', 'AwaitingPayment', 'PaymentFailed'].includes(row.status);
    await updateDocument(tx, row.id, { paymentStatus: 'Paid', ...(waiting ? { status: 'Processing' } : {}) });
    if (waiting) {
      const pending = state.items.filter((item) => item.status === 'Pending' || item.status === 'Created');
      if (pending.length > 0)
        await setItemsStatus(
          tx,
          pending.map((item) => item.id),
          'Processing',
        );
    }
    await mail(tx, state, 'orderPaid', {});
  };

  /** Lines cancelled: stock back, sales taken off, totals recomputed, refund recorded. */
  const cancelLines = async (tx: Tx, state: DocumentState, selected: DocumentItemRow[]) => {
    const { row } = state;
    await setItemsStatus(
      tx,
      selected.map((item) => item.id),
      'Cancelled',
    );
    for (const item of selected)
      if (item.productId !== null) {
        await returnStock(tx, item.productId, item.quantity);
        await addSales(tx, item.productId, shopDay(row.createdAt), -item.quantity);
      }
    const remaining = (await itemsOf(tx, row.id)).filter((item) => item.status !== 'Cancelled');
    const totals = await refreshTotals(tx, row, remaining.length === 0 ? 0 : row.shippingCents);
    const reduction = row.totalCents - totals.totalCents;
    let refundCents = 0;
    let paymentStatus: TPaymentStatus = row.paymentStatus;
    const payment = state.payments.at(-1);
    if (payment) {
      if (payment.status === 'Paid' || payment.status === 'PartiallyRefunded') {
        refundCents = Math.max(0, payment.amountCents - payment.refundedCents - totals.totalCents);
        if (refundCents > 0) {
          const refunded = payment.refundedCents + refundCents;
          paymentStatus = refunded >= payment.amountCents ? 'Refunded' : 'PartiallyRefunded';
          await updatePayment(tx, payment.id, { refundedCents: refunded, status: paymentStatus });
        }
      } else if (UNSETTLED_PAYMENTS.includes(payment.status)) {
        paymentStatus =
          totals.totalCents > 0 ? payment.status : payment.status === 'Authorized' ? 'Voided' : 'Cancelled';
        await updatePayment(tx, payment.id, { amountCents: totals.totalCents, status: paymentStatus });
      }
    }
    await updateDocument(tx, row.id, { paymentStatus, refundedCents: row.refundedCents + refundCents });
    await addToCustomerTotals(tx, row.customerId, { orders: 0, spentCents: -reduction });
    await settle(tx, (await findDocument(tx, row.id)) ?? row);
    await mail(tx, state, 'orderCancelled', {
      cancelledItems: itemsText(selected),
      refund:
        refundCents > 0
          ? translateRefund(row.locale, formatMoney(refundCents, row.locale))
          : translateNoRefund(row.locale),
    });
  };

  const requireFlag = (enabled: boolean) => {
    if (!enabled) throw new AppError('forbidden', 'featureDisabled');
  };

  return {
    list: async (query: TDocumentListQuery) => {
      const { rows, totalCount } = await listDocuments(db, query);
      return {
        items: rows.map(({ document, ownerUserName }) => toDocumentSummary(document, ownerUserName)),
        totalCount,
      };
    },

    get: async (id: number) => toDocument(await readDocument(db, id), flags),

    full: async (id: number) => {
      const state = await readDocument(db, id);
      const [related, messages, activities] = await Promise.all([
        relatedDocuments(db, state.row),
        messagesOf(db, id),
        activitiesOf(db, id),
      ]);
      const creditedInvoice =
        state.row.type === 'CreditNote'
          ? (related.find((document) => document.type === 'Invoice') ?? null)
          : null;
      return {
        ...toDocument(state, flags),
        relatedDocuments: related.map(toRelated),
        messages: messages.map(toMessage),
        history: toHistory(state.row, activities),
        seller: sellerOf(client),
        legalMentions: invoiceMentions(state, client, creditedInvoice),
        creditedInvoice: creditedInvoice && toRelated(creditedInvoice),
      };
    },

    related: async (id: number) => {
      const row = await findDocument(db, id);
      if (!row) throw notFound();
      return (await relatedDocuments(db, row)).map(toRelated);
    },

    options: (locale: Locale) => ({
      statuses: documentStatuses.map((id) => ({ id, label: translate(`documentStatus${id}`, locale) })),
      itemStatuses: documentItemStatuses.map((id) => ({
        id,
        label: translate(`documentItemStatus${id}`, locale),
      })),
      paymentStatuses: paymentStatuses.map((id) => ({ id, label: translate(`paymentStatus${id}`, locale) })),
      types: documentTypes.map((id) => ({ id, label: translate(`documentType${id}`, locale) })),
      paymentMethods: paymentMethods.map((id) => ({ id, label: translate(`paymentMethod${id}`, locale) })),
      shippingMethods: shippingMethods.map((id) => ({ id, label: translate(`shippingMethod${id}`, locale) })),
    }),

    validatePayment: (input: Body<'validatePayment'>, by: SignedInUser | null) =>
      act('ValidatePayment', input, by, async (tx, state) => {
        const payment = state.payments.find((candidate) => UNSETTLED_PAYMENTS.includes(candidate.status));
        if (!payment) throw new AppError('conflict', 'transitionNotAllowed');
        await receivePayment(tx, state, payment, input.reference);
      }),

    shippItems: (input: Body<'shippItems'>, by: SignedInUser | null) =>
      act('ShippItems', input, by, async (tx, state) => {
        const selected = selectedItems(state, input.itemIds, ['Processing']);
        const { row } = state;
        const now = new Date();
        const weight =
          PACKING_GRAMS +
          selected.reduce((sum, item) => sum + (item.weight ?? UNKNOWN_BOOK_GRAMS) * item.quantity, 0);
        const lines = selected.map(({ id: _item, documentId: _document, position: _position, ...item }) => ({
          ...item,
          status: 'Shipped' as const,
        }));
        const totals = documentTotals(lines, 0);
        const { id: _id, version: _version, ...copy } = row;
        const delivery = await insertDocument(
          tx,
          {
            ...copy,
            type: 'Delivery',
            number: await nextNumber(tx, 'Delivery', shopYear(now)),
            status: 'Shipped',
            parentId: row.id,
            idempotencyKey: null,
            requestHash: null,
            shippingCents: 0,
            itemsCount: totals.itemsCount,
            itemsTotalCents: totals.itemsTotalCents,
            discountCents: totals.discountCents,
            totalCents: totals.totalCents,
            createdAt: now,
            updatedAt: now,
          },
          lines,
        );
        await insertPackage(tx, {
          documentId: row.id,
          deliveryDocumentId: delivery.id,
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
          itemIds: selected.map((item) => item.id),
          weight,
          shippedAt: now,
        });
        await setItemsStatus(
          tx,
          selected.map((item) => item.id),
          'Shipped',
        );
        await settle(tx, row);
        await mail(tx, state, 'orderShipped', {
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
          shippedItems: itemsText(selected),
        });
      }),

    cancelItems: (input: Body<'cancelItems'>, by: SignedInUser | null) =>
      act('CancelItems', input, by, async (tx, state) => {
        const selected = selectedItems(state, input.itemIds, OPEN_ITEM_STATUSES);
        await cancelLines(tx, state, selected);
      }),

    notifyPicking: (input: Body<'notifyPicking'>, by: SignedInUser | null) =>
      act('NotifyPicking', input, by, async (tx, state) => {
        await updateDocument(tx, state.row.id, { readyForPickupAt: new Date() });
        const store = state.store;
        await mail(tx, state, 'orderReadyForPickup', {
          storeName: store?.name ?? client.title,
          storeAddress: store
            ? `${store.address.address1}, ${store.address.postalCode} ${store.address.city}`
            : '',
          openingHours: store?.openingHours ?? '',
        });
      }),

    validatePicking: (input: Body<'validatePicking'>, by: SignedInUser | null) =>
      act('ValidatePicking', input, by, async (tx, state) => {
        const { row } = state;
        const payment = state.payments.find((candidate) => UNSETTLED_PAYMENTS.includes(candidate.status));
        if (payment && payment.method === 'ManualAtPickup') {
          await updatePayment(tx, payment.id, { status: 'Paid', amountCents: row.totalCents });
          await updateDocument(tx, row.id, { paymentStatus: 'Paid' });
        }
        await setItemsStatus(
          tx,
          state.items.filter((item) => item.status === 'Processing').map((item) => item.id),
          'Complete',
        );
        await settle(tx, row);
        await mail(tx, state, 'orderCompleted', {});
      }),

    deliveryPackage: (input: Body<'deliveryPackage'>, by: SignedInUser | null) =>
      act('DeliveryPackage', input, by, async (tx, state) => {
        const parcel = state.packages.find((candidate) => candidate.id === input.packageId);
        if (!parcel) throw invalidField('packageId', 'unknownPackage');
        if (parcel.status !== 'Shipped') throw new AppError('conflict', 'transitionNotAllowed');
        await updatePackage(tx, parcel.id, { status: 'Delivered', deliveredAt: new Date() });
        const shipped = state.items.filter(
          (item) => parcel.itemIds.includes(item.id) && item.status === 'Shipped',
        );
        if (shipped.length > 0)
          await setItemsStatus(
            tx,
            shipped.map((item) => item.id),
            'Complete',
          );
        await settle(tx, (await findDocument(tx, state.row.id)) ?? state.row);
        await mail(tx, state, 'orderDelivered', {});
      }),

    paymentStatus: (input: Body<'paymentStatus'>, by: SignedInUser | null) =>
      act('DocumentPaymentStatus', input, by, async (tx, state) => {
        const payment = state.payments.find((candidate) => candidate.id === input.paymentId);
        if (!payment) throw invalidField('paymentId', 'unknownPayment');
        if (!paymentTransitions[payment.status].includes(input.status))
          throw new AppError('conflict', 'transitionNotAllowed');
        const { row } = state;
        switch (input.status) {
          case 'Paid':
            return receivePayment(tx, state, payment, input.reference);
          case 'Refused':
            await updatePayment(tx, payment.id, {
              status: 'Refused',
              reference: input.reference ?? payment.reference,
            });
            await updateDocument(tx, row.id, {
              paymentStatus: 'Refused',
              ...(row.status === 'AwaitingPayment' ? { status: 'PaymentFailed' } : {}),
            });
            return mail(tx, state, 'orderPaymentFailed', {});
          case 'Cancelled':
          case 'Voided': {
            const waiting = row.status === 'AwaitingPayment' || row.status === 'PaymentFailed';
            if (waiting) {
              await updateDocument(tx, row.id, { status: 'PaymentCanceled' });
              const open = state.items.filter((item) => OPEN_ITEM_STATUSES.includes(item.status));
              await cancelLines(tx, { ...state, row: { ...row, status: 'PaymentCanceled' } }, open);
            }
            await updatePayment(tx, payment.id, { status: input.status });
            await updateDocument(tx, row.id, { paymentStatus: input.status });
            return;
          }
          case 'Refunded': {
            const more = payment.amountCents - payment.refundedCents;
            await updatePayment(tx, payment.id, { status: 'Refunded', refundedCents: payment.amountCents });
            await updateDocument(tx, row.id, {
              paymentStatus: 'Refunded',
              refundedCents: row.refundedCents + more,
            });
            await addToCustomerTotals(tx, row.customerId, { orders: 0, spentCents: -more });
            // Money given back once the invoice is made: its credit note (an invoice is never changed).
            await issueCreditNote(tx, row.id, by);
            return;
          }
          default:
            await updatePayment(tx, payment.id, { status: input.status });
            await updateDocument(tx, row.id, { paymentStatus: input.status });
        }
      }),

    comment: (input: Body<'comment'>, by: SignedInUser | null) => {
      requireFlag(flags.editDocumentComment);
      return act('DocumentComment', input, by, async (tx, state) => {
        await updateDocument(tx, state.row.id, { comment: input.comment || null });
      });
    },

    shippingAddress: (input: Body<'shippingAddress'>, by: SignedInUser | null) =>
      act('ShippingAddress', input, by, async (tx, state) => {
        await updateDocument(tx, state.row.id, { shippingAddress: input.shippingAddress });
      }),

    messages: async (id: number) => {
      requireFlag(flags.documentMessage);
      if (!(await findDocument(db, id))) throw notFound();
      return (await messagesOf(db, id)).map(toMessage);
    },

    reply: (input: Body<'reply'>, by: SignedInUser | null) => {
      requireFlag(flags.documentMessage);
      return db.transaction(async (tx) => {
        const state = await readDocument(tx, input.documentId);
        const message = await insertMessage(tx, {
          documentId: input.documentId,
          from: 'Staff',
          userId: by?.id ?? null,
          userName: by?.userName ?? null,
          body: input.body,
        });
        const live = state.items.filter((item) => item.status !== 'Cancelled');
        const mailId = await mails.queue(tx, {
          to: state.row.customerEmail,
          template: 'orderMessage',
          locale: state.row.locale,
          data: {
            firstName: state.row.billingAddress.firstName,
            orderNumber: state.row.number,
            total: formatMoney(state.row.totalCents, state.row.locale),
            items: itemsText(live),
            message: input.body,
          },
          extra: {
            documentId: state.row.id,
            documentNumber: state.row.number,
            documentMessageId: message.id,
          },
        });
        await updateMessageMail(tx, message.id, mailId);
        await recordActivity(tx, by, {
          entity: ENTITY,
          entityId: input.documentId,
          action: 'DocumentMessage',
          after: { messageId: message.id, mailId },
        });
        return toMessage({ ...message, mailId });
      });
    },
  };
};

const translateRefund = (locale: Locale, amount: string) =>
  locale === 'fr'
    ? `Nous vous remboursons ${amount} sur votre moyen de paiement.`
    : `We refund you ${amount} on your means of payment.`;
const translateNoRefund = (locale: Locale) =>
  locale === 'fr' ? 'Vous ne serez pas débité(e) de ces livres.' : 'You will not be charged for these books.';

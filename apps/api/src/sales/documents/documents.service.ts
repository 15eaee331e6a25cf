import {
  documentItemStatuses,
  documentStatuses,
  documentTypes,
  type Locale,
  paymentMethods,
  paymentStatuses,
  shippingMethods,
  type TDocumentListQuery,
  translate,
} from '@colophon/contract';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { findCustomer } from '../customers/customers.repository.ts';
import { findStore } from '../stores/stores.repository.ts';
import {
  activitiesOf,
  findDocument,
  itemsOf,
  listDocuments,
  messagesOf,
  ownerName,
  packagesOf,
  paymentsOf,
  relatedDocuments,
} from './documents.repository.ts';
import type { DocumentRow } from './documents.tables.ts';
import {
  type DocumentState,
  toDocument,
  toDocumentSummary,
  toHistory,
  toMessage,
  toRelated,
} from './documents.views.ts';
import { invoiceMentions } from './invoice-mentions.ts';
import { sellerOf } from './invoice-seller.ts';

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
    // A guest order was priced as an individual's: its screen and its invoice say so too.
    customerRole: row.guest ? 'Individual' : (customer?.customerRole ?? 'Individual'),
  };
};

export const readDocument = async (executor: Executor, id: number) => {
  const row = await findDocument(executor, id);
  if (!row) throw notFound();
  return loadDocument(executor, row);
};

/** The reads of documents: the list, one document, everything about it, the options' labels. */
export const createDocumentsService = (services: Services) => {
  const { db, client } = services;
  const flags = client.features;

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
  };
};

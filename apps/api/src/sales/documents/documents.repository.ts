import type {
  TDocumentItemStatus,
  TDocumentListQuery,
  TDocumentStatus,
  TDocumentType,
  TPaymentStatus,
} from '@colophon/contract';
import { and, asc, countDistinct, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { activityLog } from '../../activity/activity.tables.ts';
import type { Executor } from '../../db/database.ts';
import { countMatches } from '../../db/match-count.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { shopDayEnd, shopDayStart } from '../../shop/shop-days.ts';
import { users } from '../../users/users.tables.ts';
import {
  type DocumentRow,
  documentCounters,
  documentItems,
  documentMessages,
  documentPackages,
  documentPayments,
  documents,
} from './documents.tables.ts';

export type DocumentInsert = typeof documents.$inferInsert;
export type ItemInsert = Omit<typeof documentItems.$inferInsert, 'documentId' | 'position'>;

const PREFIXES: Record<TDocumentType, string> = {
  Order: 'CO',
  Quotation: 'DE',
  Delivery: 'BL',
  Invoice: 'FA',
  CreditNote: 'AV',
};

/**
 * The next `count` numbers of a type in a year (FA-2026-000042…), in order. The counter row stays
 * locked until the caller's transaction ends, and goes back if it rolls back: numbers come without gaps.
 */
export const nextNumbers = async (executor: Executor, type: TDocumentType, year: number, count: number) => {
  const [row] = await executor
    .insert(documentCounters)
    .values({ type, year, last: count })
    .onConflictDoUpdate({
      target: [documentCounters.type, documentCounters.year],
      set: { last: sql`${documentCounters.last} + ${count}` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error('no document number was given');
  return Array.from(
    { length: count },
    (_, index) => `${PREFIXES[type]}-${year}-${String(row.last - count + 1 + index).padStart(6, '0')}`,
  );
};

/** The next number of a type in a year (see `nextNumbers`). */
export const nextNumber = async (executor: Executor, type: TDocumentType, year: number) =>
  (await nextNumbers(executor, type, year, 1))[0] as string;

export const insertDocument = async (executor: Executor, values: DocumentInsert, items: ItemInsert[]) => {
  const [row] = await executor.insert(documents).values(values).returning();
  if (!row) throw new Error('the document was not inserted');
  if (items.length > 0)
    await executor
      .insert(documentItems)
      .values(items.map((item, position) => ({ ...item, documentId: row.id, position })));
  return row;
};

export const findDocument = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(documents).where(eq(documents.id, id));
  return row ?? null;
};

export const findDocumentByKey = async (executor: Executor, idempotencyKey: string) => {
  const [row] = await executor.select().from(documents).where(eq(documents.idempotencyKey, idempotencyKey));
  return row ?? null;
};

/**
 * Takes the document at the version the caller read, giving it its next version: the row stays
 * locked to this transaction until it ends. Null when it moved on (or is gone).
 */
export const lockAtVersion = async (executor: Executor, id: number, version: number) => {
  const [row] = await executor
    .update(documents)
    .set({ version: version + 1, updatedAt: new Date() })
    .where(and(eq(documents.id, id), eq(documents.version, version)))
    .returning();
  return row ?? null;
};

export const updateDocument = (executor: Executor, id: number, values: Partial<DocumentInsert>) =>
  executor.update(documents).set(values).where(eq(documents.id, id));

export const itemsOf = (executor: Executor, documentId: number) =>
  executor
    .select()
    .from(documentItems)
    .where(eq(documentItems.documentId, documentId))
    .orderBy(asc(documentItems.position));

export const setItemsStatus = (executor: Executor, ids: number[], status: TDocumentItemStatus) =>
  executor.update(documentItems).set({ status }).where(inArray(documentItems.id, ids));

export const paymentsOf = (executor: Executor, documentId: number) =>
  executor
    .select()
    .from(documentPayments)
    .where(eq(documentPayments.documentId, documentId))
    .orderBy(asc(documentPayments.id));

export const insertPayment = (executor: Executor, values: typeof documentPayments.$inferInsert) =>
  executor.insert(documentPayments).values(values);

export const updatePayment = (
  executor: Executor,
  id: number,
  values: Partial<typeof documentPayments.$inferInsert>,
) =>
  executor
    .update(documentPayments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(documentPayments.id, id));

export const packagesOf = (executor: Executor, documentId: number) =>
  executor
    .select()
    .from(documentPackages)
    .where(eq(documentPackages.documentId, documentId))
    .orderBy(asc(documentPackages.id));

export const insertPackage = async (executor: Executor, values: typeof documentPackages.$inferInsert) => {
  const [row] = await executor.insert(documentPackages).values(values).returning();
  if (!row) throw new Error('the package was not inserted');
  return row;
};

export const updatePackage = (
  executor: Executor,
  id: number,
  values: Partial<typeof documentPackages.$inferInsert>,
) => executor.update(documentPackages).set(values).where(eq(documentPackages.id, id));

export const messagesOf = (executor: Executor, documentId: number) =>
  executor
    .select()
    .from(documentMessages)
    .where(eq(documentMessages.documentId, documentId))
    .orderBy(asc(documentMessages.createdAt), asc(documentMessages.id));

export const insertMessage = async (executor: Executor, values: typeof documentMessages.$inferInsert) => {
  const [row] = await executor.insert(documentMessages).values(values).returning();
  if (!row) throw new Error('the message was not inserted');
  return row;
};

/** The order a document comes from, and every document made from that order. */
export const relatedDocuments = (executor: Executor, document: DocumentRow) => {
  const root = document.parentId ?? document.id;
  return executor
    .select()
    .from(documents)
    .where(
      and(or(eq(documents.id, root), eq(documents.parentId, root)), sql`${documents.id} <> ${document.id}`),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
};

export const childOfType = async (executor: Executor, parentId: number, type: TDocumentType) => {
  const [row] = await executor
    .select()
    .from(documents)
    .where(and(eq(documents.parentId, parentId), eq(documents.type, type)))
    .limit(1);
  return row ?? null;
};

export const ownerName = async (executor: Executor, ownerId: number | null) => {
  if (ownerId === null) return null;
  const [row] = await executor.select({ userName: users.userName }).from(users).where(eq(users.id, ownerId));
  return row?.userName ?? null;
};

const sortable = {
  number: documents.number,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  total: documents.totalCents,
  status: documents.status,
  customerName: sql`lower(${documents.customerName})`,
};

const EAN_LIKE = /^\d{13}$/;
const NUMBER_LIKE = /^[A-Z]{2}-\d{4}-\d{1,6}$/i;

const searchCondition = (search: string): SQL | undefined => {
  const term = search.trim();
  if (!term) return undefined;
  const compact = term.replace(/[\s-]/g, '');
  if (EAN_LIKE.test(compact))
    // The documents of that book's lines, read once through the lines' EAN index and then taken by id:
    // as a join, PostgreSQL walks the documents newest first asking each whether it holds the book,
    // thousands of them for a book in one order of a hundred (447 ms against 30 ms on a million).
    return sql`${documents.id} = any(array(select ${documentItems.documentId} from ${documentItems} where ${documentItems.ean} = ${compact}))`;
  if (NUMBER_LIKE.test(term)) {
    const [prefix, year, serial] = term.toUpperCase().split('-');
    return eq(documents.number, `${prefix}-${year}-${String(serial).padStart(6, '0')}`);
  }
  const names = sql`lower(${documents.customerName} || ' ' || ${documents.customerEmail}) like lower(${containing(term)})`;
  // A part of a number has digits; a name alone keeps to the names' trigram index.
  if (!/\d/.test(term)) return names;
  return or(names, sql`${documents.number} like ${`%${term.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`}`);
};

export const documentListWhere = (query: TDocumentListQuery) =>
  and(
    eq(documents.type, query.documentType),
    query.status?.length ? inArray(documents.status, query.status) : undefined,
    query.paymentStatus?.length ? inArray(documents.paymentStatus, query.paymentStatus) : undefined,
    query.shippingMethod?.length ? inArray(documents.shippingMethod, query.shippingMethod) : undefined,
    query.storeId ? eq(documents.storeId, query.storeId) : undefined,
    query.customerId ? eq(documents.customerId, query.customerId) : undefined,
    query.from ? gte(documents.createdAt, shopDayStart(query.from)) : undefined,
    query.to ? lt(documents.createdAt, shopDayEnd(query.to)) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  );

/** The EAN a search names (13 digits, spaces and dashes aside), if it names one. */
const searchedEan = (search: string | undefined) => {
  const compact = (search ?? '').trim().replace(/[\s-]/g, '');
  return EAN_LIKE.test(compact) ? compact : undefined;
};

/**
 * The documents holding a book, by date: their page comes from the lines' index (EAN, document
 * type, document date, document id), walked in the list's order and joined to their documents, so a
 * best-seller's first page reads 25 documents, not the thousands that hold it (650 ms → 20 ms on a
 * million orders). A document with the book on two lines counts once (its first such line).
 */
const listDocumentsOfBook = (executor: Executor, query: TDocumentListQuery, ean: string) => {
  const direction = query.sort.startsWith('-') ? sql`desc` : sql`asc`;
  const ofBook = and(eq(documentItems.ean, ean), eq(documentItems.documentType, query.documentType));
  return listPage(executor, query, {
    select: () =>
      executor
        .select({ document: documents, ownerUserName: users.userName })
        .from(documentItems)
        .innerJoin(documents, eq(documents.id, documentItems.documentId))
        .leftJoin(users, eq(users.id, documents.ownerId))
        .$dynamic(),
    where: and(
      ofBook,
      sql`not exists (select 1 from ${documentItems} as same_book where same_book.document_id = ${documentItems.documentId}
          and same_book.ean = ${documentItems.ean} and same_book.position < ${documentItems.position})`,
    ),
    orderBy: [
      sql`${documentItems.documentCreatedAt} ${direction}`,
      sql`${documentItems.documentId} ${direction}`,
    ],
    // The distinct documents of the book's lines, from the index alone: exact, as before.
    totalCount: async () => {
      const [row] = await executor
        .select({ count: countDistinct(documentItems.documentId) })
        .from(documentItems)
        .where(ofBook);
      return row?.count ?? 0;
    },
  });
};

/** Whether the list sets a filter besides its type, search, sort and page. */
const hasFilters = (query: TDocumentListQuery) => {
  const {
    documentType: _type,
    search: _search,
    sort: _sort,
    page: _page,
    pageSize: _size,
    ...filters
  } = query;
  return Object.values(filters).some(
    (value) => value !== undefined && !(Array.isArray(value) && !value.length),
  );
};

export const listDocuments = (executor: Executor, query: TDocumentListQuery) => {
  const ean = searchedEan(query.search);
  // A book searched alone, by date (the list's default): its page from the lines' index. With other
  // filters or sorts, the documents holding it are taken by id and filtered like every other search.
  if (ean && (query.sort === 'createdAt' || query.sort === '-createdAt') && !hasFilters(query))
    return listDocumentsOfBook(executor, query, ean);
  return listPage(executor, query, {
    select: () =>
      executor
        .select({ document: documents, ownerUserName: users.userName })
        .from(documents)
        .leftJoin(users, eq(users.id, documents.ownerId))
        .$dynamic(),
    where: documentListWhere(query),
    orderBy: sortOrder(query.sort, sortable, documents.id),
    totalCount: (where) => countMatches(executor, documents, where),
  });
};

export const updateMessageMail = (executor: Executor, id: number, mailId: number) =>
  executor.update(documentMessages).set({ mailId }).where(eq(documentMessages.id, id));

/** What the activity log holds of a document, oldest first: its history. */
export const activitiesOf = (executor: Executor, documentId: number) =>
  executor
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entity, 'Document'), eq(activityLog.entityId, String(documentId))))
    .orderBy(asc(activityLog.at), asc(activityLog.id));

/** What the holds job gives up: orders in these statuses, their payment in these. */
export interface Waiting {
  statuses: readonly TDocumentStatus[];
  payments: readonly TPaymentStatus[];
}

const pastHold = (now: Date, waiting: Waiting) =>
  and(
    eq(documents.type, 'Order'),
    lte(documents.heldUntil, now),
    inArray(documents.status, [...waiting.statuses]),
    inArray(documents.paymentStatus, [...waiting.payments]),
  );

/** The orders still waiting for their money whose hold has run out by `now` (the holds job's list). */
export const ordersPastHold = async (executor: Executor, now: Date, waiting: Waiting, limit: number) =>
  (
    await executor
      .select({ id: documents.id })
      .from(documents)
      .where(pastHold(now, waiting))
      .orderBy(asc(documents.heldUntil))
      .limit(limit)
  ).map((row) => row.id);

/**
 * Takes an order for the holds job, if it still waits for an unconfirmed payment past its hold: the
 * row is locked to the job's transaction and its version moves on (so a staff action on the version
 * it read gets 409). A second job, or a payment confirmed meanwhile, finds nothing to take (PostgreSQL
 * checks the condition again on the row another transaction changed): each hold is released once.
 */
export const lockPastHold = async (executor: Executor, id: number, now: Date, waiting: Waiting) => {
  const [row] = await executor
    .update(documents)
    .set({ version: sql`${documents.version} + 1`, updatedAt: now })
    .where(and(eq(documents.id, id), pastHold(now, waiting)))
    .returning();
  return row ?? null;
};

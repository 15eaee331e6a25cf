import type { TOfferListQuery } from '@colophon/contract';
import { and, asc, eq, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { discounts } from '../discounts/discounts.tables.ts';
import { offers } from './offers.tables.ts';

export type OfferValues = Omit<typeof offers.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const sortable = {
  name: sql`lower(${offers.name})`,
  startTime: offers.startTime,
  endTime: offers.endTime,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
};

const inForce = (now: Date) =>
  and(
    eq(offers.isPublished, true),
    or(isNull(offers.startTime), lte(offers.startTime, now)),
    or(isNull(offers.endTime), sql`${offers.endTime} > ${now.toISOString()}`),
  );

export const listOffers = (executor: Executor, query: TOfferListQuery, now: Date) =>
  listPage(executor, query, {
    select: () =>
      executor
        .select({ offer: offers, discountName: discounts.name })
        .from(offers)
        .leftJoin(discounts, eq(discounts.id, offers.discountId))
        .$dynamic(),
    where: and(
      query.search ? ilike(offers.name, containing(query.search)) : undefined,
      query.current === undefined ? undefined : query.current ? inForce(now) : sql`not (${inForce(now)})`,
    ),
    orderBy: sortOrder(query.sort ?? 'name', sortable, offers.id),
  });

export const findOffer = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(offers).where(eq(offers.id, id));
  return row ?? null;
};

export const discountName = async (executor: Executor, id: number | null) => {
  if (id === null) return null;
  const [row] = await executor.select({ name: discounts.name }).from(discounts).where(eq(discounts.id, id));
  return row?.name ?? null;
};

export const offerProducts = (executor: Executor, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : executor
        .select({
          id: products.id,
          ean: products.ean,
          title: products.title,
          priceWithTax: products.priceWithTax,
        })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id));

export const insertOffer = async (executor: Executor, values: OfferValues) => {
  const [row] = await executor.insert(offers).values(values).returning();
  if (!row) throw new Error('the offer was not inserted');
  return row;
};

export const updateOffer = (executor: Executor, id: number, version: number, values: OfferValues) =>
  updateAtVersion(executor, offers, id, version, values);

export const deleteOffer = (executor: Executor, id: number) =>
  executor.delete(offers).where(eq(offers.id, id));

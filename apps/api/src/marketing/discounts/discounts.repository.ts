import {
  BOOK_TAX_RATE,
  newBookCutoffs,
  type TDiscountListQuery,
  type TProductAttribute,
} from '@colophon/contract';
import { and, asc, eq, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { documents } from '../../sales/documents/documents.tables.ts';
import { shopDay } from '../../shop/shop-days.ts';
import { type DiscountRow, discounts, discountUsages } from './discounts.tables.ts';

export type DiscountValues = Omit<
  typeof discounts.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

/** Uses that count: those of orders not cancelled nor refused. */
const countedUse = sql`${documents.status} not in ('Cancelled', 'PaymentFailed', 'PaymentCanceled')`;

/** Written out: drizzle leaves a column unqualified inside a sub-select, where `id` is ambiguous. */
const usedTimesOf = (id: SQL) =>
  sql<number>`(select count(*)::int from discount_usages u join documents d on d.id = u.document_id where u.discount_id = ${id} and d.status not in ('Cancelled', 'PaymentFailed', 'PaymentCanceled'))`;

const usedTimes = usedTimesOf(sql`"discounts"."id"`);

const sortable = {
  name: sql`lower(${discounts.name})`,
  discountType: discounts.discountType,
  publicationStartTime: discounts.publicationStartTime,
  publicationEndTime: discounts.publicationEndTime,
  usedTimes,
  createdAt: discounts.createdAt,
  updatedAt: discounts.updatedAt,
};

/** Published and within its window at `now`. */
const inForce = (now: Date) =>
  and(
    eq(discounts.isPublished, true),
    or(isNull(discounts.publicationStartTime), lte(discounts.publicationStartTime, now)),
    or(isNull(discounts.publicationEndTime), sql`${discounts.publicationEndTime} > ${now.toISOString()}`),
  );

export const listDiscounts = async (executor: Executor, query: TDiscountListQuery, now: Date) => {
  const pattern = query.search ? containing(query.search) : null;
  const where = and(
    pattern ? or(ilike(discounts.name, pattern), ilike(discounts.couponCode, pattern)) : undefined,
    query.discountType ? eq(discounts.discountType, query.discountType) : undefined,
    query.requiresCouponCode === undefined
      ? undefined
      : eq(discounts.requiresCouponCode, query.requiresCouponCode),
    query.current === undefined ? undefined : query.current ? inForce(now) : sql`not (${inForce(now)})`,
  );
  return listPage(executor, query, {
    select: () => executor.select({ discount: discounts, usedTimes }).from(discounts).$dynamic(),
    where,
    orderBy: sortOrder(query.sort ?? 'name', sortable, discounts.id),
  });
};

export const findDiscount = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(discounts).where(eq(discounts.id, id));
  return row ?? null;
};

export const countUses = async (executor: Executor, id: number) => {
  const [row] = await executor.select({ usedTimes: usedTimesOf(sql`${id}`) }).from(sql`(select 1) as one`);
  return row?.usedTimes ?? 0;
};

export const insertDiscount = async (executor: Executor, values: DiscountValues) => {
  const [row] = await executor.insert(discounts).values(values).returning();
  if (!row) throw new Error('the discount was not inserted');
  return row;
};

export const updateDiscount = (executor: Executor, id: number, version: number, values: DiscountValues) =>
  updateAtVersion(executor, discounts, id, version, values);

export const deleteDiscount = (executor: Executor, id: number) =>
  executor.delete(discounts).where(eq(discounts.id, id));

/** What the law and the screen need of products: price, dates, and what discounts are assigned by. */
const productFacts = {
  id: products.id,
  ean: products.ean,
  title: products.title,
  priceWithTax: products.priceWithTax,
  /** The feed's price (the publisher's) when the feed prices the product. */
  feedPriceWithTax: sql<number | null>`(${products.feed}->>'priceWithTax')::integer`,
  taxRate: products.taxRate,
  weight: products.weight,
  stock: products.stock,
  isVisible: products.isVisible,
  releaseDate: products.releaseDate,
  feedReleaseDate: sql<string | null>`${products.feed}->>'releaseDate'`,
  lastSupplyDate: products.lastSupplyDate,
  productForm: products.productForm,
  secondHand: products.secondHand,
  categories: products.categories,
  classifications: products.classifications,
  variationType: products.variationType,
  variationValue: products.variationValue,
};
export type ProductFacts = Awaited<ReturnType<typeof productsByIds>>[number];

export const productsByIds = (executor: Executor, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : executor.select(productFacts).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));

export const productsByEans = (executor: Executor, eans: string[]) =>
  executor.select(productFacts).from(products).where(inArray(products.ean, eans));

/** At the book VAT rate: its ONIX form says an ebook (E…), or a book (B…, S…, not given), as `productNature` reads it. */
const atBookRate = sql`abs(${products.taxRate} - ${BOOK_TAX_RATE}) < 0.000001`;
const ebookForm = sql`${products.productForm} like 'E%'`;
const bookForm = sql`(${products.productForm} is null or ${products.productForm} = '00' or ${products.productForm} ~ '^[BS]')`;

/**
 * A few books the law protects that a discount reaches through categories, attributes, or, with
 * neither, the whole catalogue: new books (in the sense of the Loi Lang at `now`, not second-hand),
 * or ebooks.
 */
export const protectedBooksReached = (
  executor: Executor,
  reach: { categories: string[]; subCategories: boolean; attributes: TProductAttribute[] },
  protection: { now: Date; nature: 'newBook' | 'ebook' },
  limit = 5,
) => {
  // `isNewBook` in SQL, on the same days: new unless proven published and last supplied long enough ago.
  const { publishedBefore, suppliedBefore } = newBookCutoffs(shopDay(protection.now));
  const publication = sql`coalesce((${products.feed}->>'releaseDate')::date, ${products.releaseDate})`;
  const isNew = sql`(${publication} is null or ${publication} >= ${publishedBefore}::date or ${products.lastSupplyDate} is null or ${products.lastSupplyDate} >= ${suppliedBefore}::date)`;
  const nature =
    protection.nature === 'ebook'
      ? and(atBookRate, ebookForm)
      : and(atBookRate, bookForm, eq(products.secondHand, false), isNew);
  const byRule: SQL[] = [];
  if (reach.categories.length > 0) {
    const codes = sql`array[${sql.join(
      reach.categories.map((code) => sql`${code}`),
      sql`, `,
    )}]::text[]`;
    const match = reach.subCategories
      ? sql`exists (select 1 from unnest(${codes}) as wanted where subject->>'code' like wanted || '%')`
      : sql`subject->>'code' = any(${codes})`;
    byRule.push(
      sql`exists (select 1 from jsonb_array_elements(${products.categories} || ${products.classifications}) as subject where ${match})`,
    );
  }
  for (const attribute of reach.attributes)
    byRule.push(
      sql`(${products.variationType} = ${attribute.type} and lower(${products.variationValue}) = lower(${attribute.value}))`,
    );
  return executor
    .select(productFacts)
    .from(products)
    .where(and(nature, eq(products.isVisible, true), byRule.length > 0 ? or(...byRule) : undefined))
    .limit(limit);
};

export type DiscountWithUses = { row: DiscountRow; usedTimes: number; usedTimesByCustomer: number };

/**
 * The discounts that may apply now with their uses (in all, and by this customer): the automatic
 * ones and those of the codes typed. `lock` takes their rows for the order's transaction, in id
 * order, so that two orders racing for the last allowed use are counted one after the other.
 */
export const discountsInForce = async (
  executor: Executor,
  input: { now: Date; couponCodes: string[]; customerId: number | null; lock: boolean },
): Promise<DiscountWithUses[]> => {
  const codes = input.couponCodes.map((code) => code.trim().toLowerCase());
  const wanted = or(
    eq(discounts.requiresCouponCode, false),
    codes.length > 0 ? inArray(sql`lower(${discounts.couponCode})`, codes) : undefined,
  );
  // Discounts of the codes typed are read even out of force, so that the answer says why they fail.
  const where = and(wanted, or(inForce(input.now), eq(discounts.requiresCouponCode, true)));
  const base = executor.select().from(discounts).where(where).orderBy(asc(discounts.id));
  const rows = input.lock ? await base.for('update') : await base;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const uses = await executor
    .select({
      discountId: discountUsages.discountId,
      total: sql<number>`count(*)::int`,
      byCustomer:
        input.customerId === null
          ? sql<number>`0`
          : sql<number>`(count(*) filter (where ${discountUsages.customerId} = ${input.customerId}))::int`,
    })
    .from(discountUsages)
    .innerJoin(documents, eq(documents.id, discountUsages.documentId))
    .where(and(inArray(discountUsages.discountId, ids), countedUse))
    .groupBy(discountUsages.discountId);
  const byId = new Map(uses.map((use) => [use.discountId, use]));
  return rows.map((row) => ({
    row,
    usedTimes: byId.get(row.id)?.total ?? 0,
    usedTimesByCustomer: byId.get(row.id)?.byCustomer ?? 0,
  }));
};

export const insertDiscountUsages = async (
  executor: Executor,
  uses: (typeof discountUsages.$inferInsert)[],
) => {
  if (uses.length > 0) await executor.insert(discountUsages).values(uses);
};

/** Which discounts an order used, as the order shows them. */
export const usagesOfDocument = (executor: Executor, documentId: number) =>
  executor.select().from(discountUsages).where(eq(discountUsages.documentId, documentId));

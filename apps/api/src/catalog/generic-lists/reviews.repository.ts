import type { TGenericListQuery, TReviewStatus } from '@colophon/contract';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { products } from '../products/products.tables.ts';
import { type ReviewRow, reviews } from './generic-lists.tables.ts';

export type ReviewValues = Pick<
  ReviewRow,
  'productId' | 'rating' | 'text' | 'authorName' | 'reviewedOn' | 'status'
>;
export type ReviewWithProduct = ReviewRow & { product: { id: number; ean: string; title: string } };

const withProduct = {
  review: reviews,
  product: { id: products.id, ean: products.ean, title: products.title },
};
const flatten = ({ review, product }: { review: ReviewRow; product: ReviewWithProduct['product'] }) => ({
  ...review,
  product,
});

const sortable = {
  date: reviews.reviewedOn,
  rating: reviews.rating,
  status: reviews.status,
  authorName: sql`lower(${reviews.authorName})`,
  createdAt: reviews.createdAt,
};

export const listReviews = async (executor: Executor, query: TGenericListQuery) => {
  const pattern = query.search ? containing(query.search) : null;
  const where = and(
    pattern
      ? or(ilike(reviews.text, pattern), ilike(reviews.authorName, pattern), ilike(products.title, pattern))
      : undefined,
    query.status ? eq(reviews.status, query.status) : undefined,
    query.rating ? eq(reviews.rating, query.rating) : undefined,
    query.productId ? eq(reviews.productId, query.productId) : undefined,
  );
  const { rows, totalCount } = await listPage(executor, query, {
    select: () =>
      executor
        .select(withProduct)
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .$dynamic(),
    where,
    orderBy: sortOrder((query.sort ?? '-date') as keyof typeof sortable, sortable, reviews.id),
  });
  return { rows: rows.map(flatten), totalCount };
};

export const findReviews = async (executor: Executor, ids: number[]): Promise<ReviewWithProduct[]> => {
  if (ids.length === 0) return [];
  const rows = await executor
    .select(withProduct)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(inArray(reviews.id, ids))
    .orderBy(reviews.id);
  return rows.map(flatten);
};

export const findReview = async (executor: Executor, id: number) =>
  (await findReviews(executor, [id]))[0] ?? null;

/** The id of the product of this id or EAN, if there is one. */
export const productIdOf = async (
  executor: Executor,
  ref: { productId: number | null; ean: string | null },
) => {
  const [found] = await executor
    .select({ id: products.id })
    .from(products)
    .where(ref.productId !== null ? eq(products.id, ref.productId) : eq(products.ean, ref.ean ?? ''));
  return found?.id ?? null;
};

export const insertReview = async (executor: Executor, values: ReviewValues) => {
  const [row] = await executor.insert(reviews).values(values).returning({ id: reviews.id });
  if (!row) throw new Error('the review was not inserted');
  return row.id;
};

export const updateReview = (executor: Executor, id: number, version: number, values: ReviewValues) =>
  updateAtVersion(executor, reviews, id, version, values);

/** Sets the status of the reviews that do not have it yet; each one changed moves to its next version. */
export const setReviewStatus = async (executor: Executor, ids: number[], status: TReviewStatus) =>
  executor
    .update(reviews)
    .set({ status, version: sql`${reviews.version} + 1`, updatedAt: new Date() })
    .where(and(inArray(reviews.id, ids), sql`${reviews.status} <> ${status}`))
    .returning({ id: reviews.id });

export const deleteReview = (executor: Executor, id: number) =>
  executor.delete(reviews).where(eq(reviews.id, id));

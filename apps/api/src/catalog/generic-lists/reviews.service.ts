import type { ParsedBody, reviewEndpoints, TGenericListQuery, TReviewStatus } from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import type { Executor } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { reviewSnapshot, toReview } from './generic-lists.views.ts';
import {
  deleteReview,
  findReview,
  findReviews,
  insertReview,
  listReviews,
  productIdOf,
  setReviewStatus,
  updateReview,
} from './reviews.repository.ts';

type ReviewCreate = ParsedBody<typeof reviewEndpoints.create>;
type ReviewUpdate = ParsedBody<typeof reviewEndpoints.update>;

const readReview = async (executor: Executor, id: number) => {
  const row = await findReview(executor, id);
  if (!row) throw notFound();
  return row;
};

/** The review's values, its product found by id or EAN (an unknown one is answered on the field given). */
const valuesOf = async (executor: Executor, input: ReviewCreate) => {
  const productId = await productIdOf(executor, input);
  if (productId === null) {
    const propertyName = input.productId !== null ? 'productId' : 'ean';
    throw new AppError('invalid', 'unknownProduct', {
      fields: [{ propertyName, message: 'unknownProduct' }],
    });
  }
  return {
    productId,
    rating: input.rating,
    text: input.text,
    authorName: input.authorName,
    reviewedOn: input.date,
    status: input.status,
  };
};

export const createReviewsService = ({ db }: Services) => ({
  list: async (query: TGenericListQuery) => {
    const { rows, totalCount } = await listReviews(db, query);
    return { items: rows.map(toReview), totalCount };
  },

  get: async (id: number) => toReview(await readReview(db, id)),

  create: (input: ReviewCreate, by: SignedInUser | null) =>
    db.transaction(async (tx) => {
      const id = await insertReview(tx, await valuesOf(tx, input));
      const row = await readReview(tx, id);
      await recordActivity(tx, by, {
        entity: 'Review',
        entityId: id,
        action: 'create',
        after: reviewSnapshot(row),
      });
      return toReview(row);
    }),

  update: (input: ReviewUpdate, by: SignedInUser | null) =>
    db.transaction(async (tx) => {
      const before = await readReview(tx, input.id);
      if (!(await updateReview(tx, input.id, input.version, await valuesOf(tx, input)))) throw conflict();
      const after = await readReview(tx, input.id);
      await recordActivity(tx, by, {
        entity: 'Review',
        entityId: input.id,
        action: 'update',
        before: reviewSnapshot(before),
        after: reviewSnapshot(after),
      });
      return toReview(after);
    }),

  /**
   * Approves or rejects reviews at once: all of them or none (an unknown id refuses the whole
   * change). Reviews that already have the status are left as they are.
   */
  changeStatus: (ids: number[], status: TReviewStatus, by: SignedInUser | null) =>
    db.transaction(async (tx) => {
      const unique = [...new Set(ids)];
      const before = await findReviews(tx, unique);
      const missing = unique.filter((id) => !before.some((review) => review.id === id));
      if (missing.length > 0)
        throw new AppError('invalid', 'unknownReviews', {
          params: { ids: missing.join(', ') },
          fields: [{ propertyName: 'ids', message: 'unknownReviews' }],
        });
      const changed = new Set((await setReviewStatus(tx, unique, status)).map((row) => row.id));
      for (const review of before.filter((row) => changed.has(row.id))) {
        await recordActivity(tx, by, {
          entity: 'Review',
          entityId: review.id,
          action: status === 'Approved' ? 'approve' : status === 'Rejected' ? 'reject' : 'update',
          before: { status: review.status },
          after: { status },
        });
      }
      return (await findReviews(tx, unique)).map(toReview);
    }),

  remove: (id: number, by: SignedInUser | null) =>
    db.transaction(async (tx) => {
      const before = await readReview(tx, id);
      await deleteReview(tx, id);
      await recordActivity(tx, by, {
        entity: 'Review',
        entityId: id,
        action: 'delete',
        before: reviewSnapshot(before),
      });
      return null;
    }),
});

import type { ParsedBody, reviewEndpoints, TGenericListQuery, TReviewStatus } from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import { audited } from '../../activity/audited.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
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

const reviews = audited({ entity: 'Review', find: findReview, snapshot: reviewSnapshot });

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

  get: async (id: number) => toReview(await reviews.read(db, id)),

  create: (input: ReviewCreate, by: SignedInUser | null) =>
    db.transaction(async (tx) =>
      toReview(await reviews.create(tx, by, async () => insertReview(tx, await valuesOf(tx, input)))),
    ),

  update: (input: ReviewUpdate, by: SignedInUser | null) =>
    db.transaction(async (tx) =>
      toReview(
        await reviews.update(tx, by, input.id, async () =>
          updateReview(tx, input.id, input.version, await valuesOf(tx, input)),
        ),
      ),
    ),

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

  remove: (ids: readonly number[], by: SignedInUser | null) =>
    db.transaction((tx) => reviews.removeAll(tx, by, ids, (_, id) => deleteReview(tx, id))),
});

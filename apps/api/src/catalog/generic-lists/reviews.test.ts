import {
  genericListEndpoints,
  productEndpoints,
  reviewEndpoints,
  type TReviewCreate,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

let api: TestApp;
let book: { id: number; ean: string };
beforeAll(async () => {
  api = await startTestApp();
  book = (await api.call(productEndpoints.create, { body: aBook({ ean: '9782070360024' }), ...asAdmin() }))
    .output;
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const aReview = (changes: Partial<TReviewCreate> = {}): TReviewCreate => ({
  productId: book.id,
  rating: 4,
  text: 'Un classique qui se relit avec plaisir.',
  authorName: 'Claire L.',
  date: '2026-10-02',
  ...changes,
});
const createReview = async (changes: Partial<TReviewCreate> = {}) =>
  (await api.call(reviewEndpoints.create, { body: aReview(changes), ...asAdmin() })).output;

describe('reviews', () => {
  it('when a review is given by the EAN of its product, then it is pending and names the product', async () => {
    const review = await createReview({ productId: null, ean: '978-2-07-036002-4' });
    expect(review).toMatchObject({
      kind: 'Review',
      status: 'Pending',
      rating: 4,
      date: '2026-10-02',
      product: { id: book.id, ean: '9782070360024', title: 'Les Misérables' },
    });
  });

  it('when the rating is out of 1 to 5 and no product is given, then 400 names both fields', async () => {
    const refused = await api.call(reviewEndpoints.create, {
      body: aReview({ rating: 6, productId: null }),
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'rating', errorMessage: 'A rating from 1 to 5.' },
      { propertyName: 'productId', errorMessage: 'Give the product, by its id or its EAN.' },
    ]);
  });

  it('when the product does not exist, then 400 on the field that named it', async () => {
    const refused = await api.call(reviewEndpoints.create, {
      body: aReview({ productId: 999_999 }),
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'productId', errorMessage: 'There is no such product.' },
    ]);
  });

  it('when several reviews are approved at once, then each is approved and moves to its next version', async () => {
    const first = await createReview({ authorName: 'Approuvé Un' });
    const second = await createReview({ authorName: 'Approuvé Deux' });
    const approved = (
      await api.call(genericListEndpoints.changeReviewStatus, {
        body: { ids: [first.id, second.id], status: 'Approved' },
        ...asAdmin(),
      })
    ).output;
    expect(approved.map((review) => [review.id, review.status, review.version])).toEqual([
      [first.id, 'Approved', 2],
      [second.id, 'Approved', 2],
    ]);
  });

  it('when one of the reviews to reject does not exist, then 400 and none is rejected', async () => {
    const review = await createReview();
    const refused = await api.call(genericListEndpoints.changeReviewStatus, {
      body: { ids: [review.id, 999_999], status: 'Rejected' },
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['Some of these reviews do not exist any more: 999999.']);
    expect(
      (await api.call(reviewEndpoints.get, { query: { id: review.id }, ...asAdmin() })).output.status,
    ).toBe('Pending');
  });

  it('when reviews are listed by status and rating, then only those come, newest first', async () => {
    const older = await createReview({ rating: 1, date: '2026-01-10', authorName: 'Déçu' });
    const newer = await createReview({ rating: 1, date: '2026-03-10', authorName: 'Très déçu' });
    await api.call(genericListEndpoints.changeReviewStatus, {
      body: { ids: [older.id], status: 'Rejected' },
      ...asAdmin(),
    });
    const pending = (
      await api.call(genericListEndpoints.list, {
        query: { kind: 'Review', status: 'Pending', rating: 1 },
        ...asAdmin(),
      })
    ).output;
    expect(pending.items.map((item) => item.id)).toEqual([newer.id]);
    const all = (
      await api.call(genericListEndpoints.list, {
        query: { kind: 'Review', rating: 1, search: 'déçu' },
        ...asAdmin(),
      })
    ).output;
    expect(all.items.map((item) => item.id)).toEqual([newer.id, older.id]);
  });

  it('when a review is edited from a stale version, then 409', async () => {
    const review = await createReview();
    const edit = { ...aReview(), id: review.id, version: review.version };
    await api.call(reviewEndpoints.update, {
      body: { ...edit, text: 'Relu, toujours aussi bon.' },
      ...asAdmin(),
    });
    expect(
      (await api.call(reviewEndpoints.update, { body: { ...edit, rating: 2 }, ...asAdmin() })).status,
    ).toBe(409);
  });
});

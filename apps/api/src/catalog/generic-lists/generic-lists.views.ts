import type { TAuthor, TCollection, TReview } from '@colophon/contract';
import type { Counted } from './generic-lists.repository.ts';
import type { AuthorRow, CollectionRow } from './generic-lists.tables.ts';
import type { ReviewWithProduct } from './reviews.repository.ts';

/** How authors, collections and reviews are answered, and how the activity log compares them. */

export const toAuthor = (row: Counted<AuthorRow>): TAuthor => ({
  kind: 'Author',
  id: row.id,
  version: row.version,
  name: row.name,
  biography: row.biography,
  photoUrl: row.photoUrl,
  productsCount: row.productsCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCollection = (row: Counted<CollectionRow>): TCollection => ({
  kind: 'Collection',
  id: row.id,
  version: row.version,
  name: row.name,
  publisher: row.publisher,
  description: row.description,
  productsCount: row.productsCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toReview = (row: ReviewWithProduct): TReview => ({
  kind: 'Review',
  id: row.id,
  version: row.version,
  product: row.product,
  rating: row.rating,
  text: row.text,
  authorName: row.authorName,
  date: row.reviewedOn,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const authorSnapshot = (row: AuthorRow) => ({
  name: row.name,
  biography: row.biography,
  photoUrl: row.photoUrl,
});

export const collectionSnapshot = (row: CollectionRow) => ({
  name: row.name,
  publisher: row.publisher,
  description: row.description,
});

export const reviewSnapshot = (row: ReviewWithProduct) => ({
  productId: row.productId,
  rating: row.rating,
  text: row.text,
  authorName: row.authorName,
  date: row.reviewedOn,
  status: row.status,
});

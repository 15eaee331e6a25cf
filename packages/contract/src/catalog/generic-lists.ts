import { z } from 'zod';
import { ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZQueryId, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZEan } from './ean.ts';

/**
 * Authors, reviews and collections: the catalogue's "generic lists", edited by staff. Authors and
 * collections are linked to products by name (the name a product's contributors or collections
 * carry); reviews are linked to one product.
 */

export const genericListKinds = ['Author', 'Review', 'Collection'] as const;
export const ZGenericListKind = z.enum(genericListKinds);
export type TGenericListKind = z.infer<typeof ZGenericListKind>;

export const reviewStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export const ZReviewStatus = z.enum(reviewStatuses);
export type TReviewStatus = z.infer<typeof ZReviewStatus>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);
const ZName = z.string().trim().min(1, 'required').max(300);

/** An author of the catalogue; `productsCount` counts the products that name them as a contributor. */
export const ZAuthor = z.object({
  kind: z.literal('Author'),
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  biography: z.string().nullable(),
  photoUrl: z.string().nullable(),
  productsCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TAuthor = z.infer<typeof ZAuthor>;

const authorFields = {
  name: ZName,
  /** HTML. */
  biography: optionalText(20_000),
  photoUrl: z
    .url({ protocol: /^https?$/, error: 'httpUrl' })
    .max(2000)
    .nullable()
    .default(null),
};
export const ZAuthorCreate = z.object(authorFields);
export const ZAuthorUpdate = z.object({ id: z.number().int(), ...authorFields }).extend(ZVersioned.shape);
export type TAuthorCreate = z.input<typeof ZAuthorCreate>;
export type TAuthorUpdate = z.input<typeof ZAuthorUpdate>;

/** A collection of a publisher ("Folio classique" at Gallimard); linked to products by name. */
export const ZCollection = z.object({
  kind: z.literal('Collection'),
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  publisher: z.string().nullable(),
  description: z.string().nullable(),
  productsCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TCollection = z.infer<typeof ZCollection>;

const collectionFields = {
  name: ZName,
  publisher: optionalText(300),
  /** HTML. */
  description: optionalText(20_000),
};
export const ZCollectionCreate = z.object(collectionFields);
export const ZCollectionUpdate = z
  .object({ id: z.number().int(), ...collectionFields })
  .extend(ZVersioned.shape);
export type TCollectionCreate = z.input<typeof ZCollectionCreate>;
export type TCollectionUpdate = z.input<typeof ZCollectionUpdate>;

/** The product a review is about, as the list shows it. */
export const ZReviewedProduct = z.object({ id: z.number().int(), ean: z.string(), title: z.string() });

/** A reader's review of a product; only approved reviews show on the public site. */
export const ZReview = z.object({
  kind: z.literal('Review'),
  id: z.number().int(),
  version: z.number().int(),
  product: ZReviewedProduct,
  rating: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  /** The day the reader wrote it. */
  date: z.iso.date(),
  status: ZReviewStatus,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TReview = z.infer<typeof ZReview>;

const reviewFields = {
  /** The product, by its id or by its EAN (one of the two). */
  productId: z.number().int().positive().nullable().default(null),
  ean: ZEan.nullable().default(null),
  rating: z.number({ error: 'ratingRange' }).int('ratingRange').min(1, 'ratingRange').max(5, 'ratingRange'),
  text: z.string().trim().min(1, 'required').max(10_000),
  authorName: z.string().trim().min(1, 'required').max(200),
  date: z.iso.date(),
  status: ZReviewStatus.default('Pending'),
};
const oneProduct = (review: { productId: number | null; ean: string | null }, context: z.RefinementCtx) => {
  if (review.productId === null && review.ean === null)
    context.addIssue({ code: 'custom', path: ['productId'], message: 'reviewProductRequired' });
};
export const ZReviewCreate = z.object(reviewFields).superRefine(oneProduct);
export const ZReviewUpdate = z
  .object({ id: z.number().int(), ...reviewFields })
  .extend(ZVersioned.shape)
  .superRefine(oneProduct);
export type TReviewCreate = z.input<typeof ZReviewCreate>;
export type TReviewUpdate = z.input<typeof ZReviewUpdate>;

/** Approve or reject one review or many at once. */
export const ZReviewStatusChange = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'required').max(200),
  status: ZReviewStatus,
});
export type TReviewStatusChange = z.input<typeof ZReviewStatusChange>;

export const genericListSortFields = {
  Author: ['name', 'productsCount', 'createdAt', 'updatedAt'],
  Review: ['date', 'rating', 'status', 'authorName', 'createdAt'],
  Collection: ['name', 'publisher', 'productsCount', 'createdAt', 'updatedAt'],
} as const satisfies Record<TGenericListKind, readonly string[]>;

const ZQueryNumber = ZQueryId.optional();

/**
 * One kind of list, paged. Search looks in names (authors, collections and their publisher) or in
 * the text, reader and product title (reviews). `sort` takes a field of that kind.
 */
export const ZGenericListQuery = ZListQuery.extend({
  kind: ZGenericListKind,
  /** Reviews: their status. */
  status: ZReviewStatus.optional(),
  /** Reviews: their rating. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** Reviews: the product's id. */
  productId: ZQueryNumber,
  /** Collections: the publisher's name, exactly. */
  publisher: z.string().max(300).optional(),
}).superRefine((query, context) => {
  // An empty `sort` names no field: refused like an unknown one.
  if (query.sort === undefined) return;
  const fields: readonly string[] = genericListSortFields[query.kind];
  if (!fields.includes(query.sort.replace(/^-/, '')))
    context.addIssue({ code: 'custom', path: ['sort'], message: 'unknownSort' });
});
export type TGenericListQuery = z.output<typeof ZGenericListQuery>;

export const ZGenericListItem = z.discriminatedUnion('kind', [ZAuthor, ZReview, ZCollection]);
export type TGenericListItem = z.infer<typeof ZGenericListItem>;

const authors = claim('Catalog', 'AuthorList');
const reviews = claim('Catalog', 'ReviewList');
const collections = claim('Catalog', 'CollectionList');

const crud = <C extends z.ZodType, U extends z.ZodType, R extends z.ZodType>(
  name: 'Author' | 'Review' | 'Collection',
  access: typeof authors,
  schemas: { create: C; update: U; entity: R },
) => {
  const path = `/BackOffice/GenericList/${name}`;
  const thing = name.toLowerCase();
  return {
    get: defineEndpoint({
      method: 'GET',
      path,
      access,
      summary: `One ${thing}`,
      query: ZById,
      response: schemas.entity,
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      access,
      summary: `Create ${name === 'Author' ? 'an' : 'a'} ${thing}`,
      body: schemas.create,
      response: schemas.entity,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path,
      access,
      summary: `Update ${name === 'Author' ? 'an' : 'a'} ${thing}; a stale version is refused (409)`,
      body: schemas.update,
      response: schemas.entity,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path,
      access,
      summary: `Delete ${thing}s (one id or several: all or none)`,
      query: ZByIds,
      response: ZNothing,
    }),
  };
};

export const genericListEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/GenericList/GenericLists',
    // The claim depends on the kind asked (Catalog.AuthorList, ReviewList or CollectionList): checked by the API.
    access: 'signed-in',
    summary:
      'Authors, reviews or collections (`kind`), paged; search, sort, filters. Needs the claim of that kind of list',
    query: ZGenericListQuery,
    response: ZPage(ZGenericListItem),
    answers: [403],
  }),
  changeReviewStatus: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/GenericList/GenericLists',
    access: reviews,
    summary: 'Approve or reject reviews, one or many at once',
    body: ZReviewStatusChange,
    response: z.array(ZReview),
  }),
};

export const authorEndpoints = crud('Author', authors, {
  create: ZAuthorCreate,
  update: ZAuthorUpdate,
  entity: ZAuthor,
});
export const reviewEndpoints = crud('Review', reviews, {
  create: ZReviewCreate,
  update: ZReviewUpdate,
  entity: ZReview,
});
export const collectionEndpoints = crud('Collection', collections, {
  create: ZCollectionCreate,
  update: ZCollectionUpdate,
  entity: ZCollection,
});

/** The claim that lists of each kind need. */
export const genericListClaims = { Author: authors, Review: reviews, Collection: collections } as const;

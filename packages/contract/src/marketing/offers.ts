import { z } from 'zod';
import { ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * An offer: a commercial operation the bookshop's site shows for a period — a literary prize's
 * selection, "summer reads" — with its books in order, a text (HTML, sanitised on write), a picture
 * and, optionally, the discount that goes with it (docs/rules/marketing.md, "Offers").
 */

export const ZOfferProduct = z.object({
  id: z.number().int(),
  ean: z.string(),
  title: z.string(),
  priceWithTax: z.number().nullable(),
});

export const ZOffer = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  /** HTML, sanitised. */
  text: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  isPublished: z.boolean(),
  startTime: z.iso.datetime().nullable(),
  endTime: z.iso.datetime().nullable(),
  /** Product ids, in the order the site shows them. */
  productIds: z.array(z.number().int()),
  products: z.array(ZOfferProduct),
  discountId: z.number().int().nullable(),
  /** The discount's name, for the list. */
  discountName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TOffer = z.infer<typeof ZOffer>;

export const MAX_OFFER_PRODUCTS = 200;

const offerFields = {
  name: z.string().trim().min(1, 'required').max(200),
  text: z.string().trim().max(50_000).nullable().default(null),
  pictureUrl: z
    .url({ protocol: /^https?$/, error: 'httpUrl' })
    .max(2000)
    .nullable()
    .default(null),
  isPublished: z.boolean().default(true),
  startTime: z.iso.datetime({ offset: true }).nullable().default(null),
  endTime: z.iso.datetime({ offset: true }).nullable().default(null),
  productIds: z.array(z.number().int().positive()).max(MAX_OFFER_PRODUCTS).default([]),
  discountId: z.number().int().positive().nullable().default(null),
};

const checkOffer = (
  input: { startTime: string | null; endTime: string | null; productIds: number[] },
  context: z.RefinementCtx,
) => {
  if (
    input.startTime !== null &&
    input.endTime !== null &&
    new Date(input.endTime) <= new Date(input.startTime)
  )
    context.addIssue({ code: 'custom', path: ['endTime'], message: 'dateRange' });
  if (new Set(input.productIds).size !== input.productIds.length)
    context.addIssue({ code: 'custom', path: ['productIds'], message: 'duplicateProduct' });
};

export const ZOfferCreate = z.object(offerFields).superRefine(checkOffer);
export const ZOfferUpdate = z
  .object({ id: z.number().int(), ...offerFields })
  .extend(ZVersioned.shape)
  .superRefine(checkOffer);
export type TOfferCreate = z.input<typeof ZOfferCreate>;
export type TOfferUpdate = z.input<typeof ZOfferUpdate>;

export const offerSortFields = ['name', 'startTime', 'endTime', 'createdAt', 'updatedAt'] as const;
type TOfferSort = (typeof offerSortFields)[number] | `-${(typeof offerSortFields)[number]}`;
const ZOfferSort = z.enum(
  offerSortFields.flatMap((field) => [field, `-${field}`]) as [TOfferSort, ...TOfferSort[]],
);
const ZBooleanQuery = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean().optional(),
);

/** Search looks in the name; `current`: published and within its period now. */
export const ZOfferListQuery = ZListQuery.extend({ sort: ZOfferSort.optional(), current: ZBooleanQuery });
export type TOfferListQuery = z.output<typeof ZOfferListQuery>;

const manageOffers = claim('Public', 'DiscountManage');

export const offerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Offer/Offers',
    access: manageOffers,
    summary: 'Offers, paged; search the name, filter the current ones, sort',
    query: ZOfferListQuery,
    response: ZPage(ZOffer),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Offer/Offer',
    access: manageOffers,
    summary: 'One offer, with its products',
    query: ZById,
    response: ZOffer,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Offer/Offer',
    access: manageOffers,
    summary: 'Create an offer (its text is sanitised)',
    body: ZOfferCreate,
    response: ZOffer,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/Offer/Offer',
    access: manageOffers,
    summary: 'Update an offer; a stale version is refused (409)',
    body: ZOfferUpdate,
    response: ZOffer,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/Offer/Offer',
    access: manageOffers,
    summary: 'Delete offers (one id or several: all or none)',
    query: ZByIds,
    response: ZNothing,
  }),
};

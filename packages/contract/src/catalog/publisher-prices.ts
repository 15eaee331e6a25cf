import { z } from 'zod';
import { ZQueryId } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Where a publisher's price came from: the feed at an import, a price of the feed that took effect on
 * its day, or staff for a product the feed does not price (the shop's own).
 */
export const publisherPriceSources = ['feed', 'schedule', 'staff'] as const;
export const ZPublisherPriceSource = z.enum(publisherPriceSources);

/** One publisher's price of a product and the day it took effect (décret n° 81-1068 art. 1). */
export const ZPublisherPrice = z.object({
  priceWithTax: z.number().nullable(),
  taxRate: z.number(),
  effectiveOn: z.iso.date(),
  source: ZPublisherPriceSource,
  recordedAt: z.iso.datetime(),
  recordedBy: z.string().nullable(),
});
export type TPublisherPrice = z.infer<typeof ZPublisherPrice>;

/** A price of the feed kept for its period (days included; open when null): the one in force and those to come. */
export const ZScheduledPrice = z.object({
  priceWithTax: z.number(),
  taxRate: z.number(),
  from: z.iso.date().nullable(),
  until: z.iso.date().nullable(),
});
export type TScheduledPrice = z.infer<typeof ZScheduledPrice>;

export const publisherPriceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/PublisherPrices',
    access: claim('Catalog', 'ProductList'),
    summary:
      "A product's publisher's prices, the latest first, each with the day it took effect and its source",
    query: z.object({ productId: ZQueryId }),
    response: z.array(ZPublisherPrice),
  }),
};

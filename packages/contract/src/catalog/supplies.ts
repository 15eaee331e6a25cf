import { z } from 'zod';
import { MAX_ID, ZQueryId, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZProduct } from './products.ts';

/**
 * A book's supply history: the stock it started with (`initial`, once, dated when the copies came,
 * which may be long ago for a shop taking over its stock), each reception (`reception`, dated at most
 * RECEPTION_BACKDATE_DAYS back: a delivery note entered late) and each correction of the count
 * (`correction`, dated the day it is made). The Loi Lang's exemption reads the last supply.
 */
export const supplyKinds = ['initial', 'reception', 'correction'] as const;
export const ZSupplyKind = z.enum(supplyKinds);
export type TSupplyKind = z.infer<typeof ZSupplyKind>;

/** How many days back a reception may be dated. */
export const RECEPTION_BACKDATE_DAYS = 31;

/**
 * Whether an entry is a supply for the law: copies that came in. A correction up counts (copies
 * found whose coming in cannot be dated otherwise), a correction down does not.
 */
export const isSupply = (entry: { kind: TSupplyKind; quantity: number }) =>
  entry.kind !== 'correction' || entry.quantity > 0;

export const ZProductSupply = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  kind: ZSupplyKind,
  /** Copies added; negative for a correction down. */
  quantity: z.number().int(),
  stockAfter: z.number().int(),
  /** The shop's day the copies came, or were counted. */
  suppliedOn: z.iso.date(),
  /** Whether the law reads it as a supply (`isSupply`). */
  isSupply: z.boolean(),
  note: z.string().nullable(),
  recordedAt: z.iso.datetime(),
  recordedBy: z.string().nullable(),
});
export type TProductSupply = z.infer<typeof ZProductSupply>;

/** One entry of the history, at the product's version: the stock moves by `quantity`. */
export const ZSupplyInput = z
  .object({
    productId: z.number().int().positive().max(MAX_ID),
    ...ZVersioned.shape,
    kind: ZSupplyKind,
    quantity: z
      .number()
      .int()
      .min(-10_000_000)
      .max(10_000_000)
      .refine((quantity) => quantity !== 0, 'supplyQuantityZero'),
    /** The day the copies came; today when left out. A correction is always dated today. */
    suppliedOn: z.iso.date().nullable().default(null),
    note: z.string().trim().max(500).nullable().default(null),
  })
  .superRefine((input, context) => {
    if (input.kind !== 'correction' && input.quantity < 0)
      context.addIssue({ code: 'custom', path: ['quantity'], message: 'supplyQuantityPositive' });
    if (input.kind === 'correction' && input.suppliedOn !== null)
      context.addIssue({ code: 'custom', path: ['suppliedOn'], message: 'correctionDatedToday' });
  });
export type TSupplyInput = z.input<typeof ZSupplyInput>;

const manageProducts = claim('Catalog', 'ProductList');

export const supplyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/ProductSupplies',
    access: manageProducts,
    summary: "A product's supply history, newest first: initial stock, receptions, corrections",
    query: z.object({ productId: ZQueryId }),
    response: z.array(ZProductSupply),
  }),
  record: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Catalog/ProductSupply',
    access: manageProducts,
    summary:
      "Record an initial stock, a reception or a correction of a product's stock, at its version; answers the product",
    body: ZSupplyInput,
    response: ZProduct,
  }),
};

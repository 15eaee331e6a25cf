import { type TOffer, toEuros } from '@colophon/contract';
import type { offerProducts } from './offers.repository.ts';
import type { OfferRow } from './offers.tables.ts';

type OfferProduct = Awaited<ReturnType<typeof offerProducts>>[number];

export const toOffer = (row: OfferRow, products: OfferProduct[], discountName: string | null): TOffer => ({
  id: row.id,
  version: row.version,
  name: row.name,
  text: row.text,
  pictureUrl: row.pictureUrl,
  isPublished: row.isPublished,
  startTime: row.startTime?.toISOString() ?? null,
  endTime: row.endTime?.toISOString() ?? null,
  productIds: row.productIds,
  products: row.productIds.flatMap((id) => {
    const product = products.find((entry) => entry.id === id);
    return product
      ? [
          {
            id: product.id,
            ean: product.ean,
            title: product.title,
            priceWithTax: product.priceWithTax === null ? null : toEuros(product.priceWithTax),
          },
        ]
      : [];
  }),
  discountId: row.discountId,
  discountName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const offerSnapshot = (row: OfferRow) => ({
  name: row.name,
  text: row.text,
  pictureUrl: row.pictureUrl,
  isPublished: row.isPublished,
  startTime: row.startTime?.toISOString() ?? null,
  endTime: row.endTime?.toISOString() ?? null,
  productIds: row.productIds,
  discountId: row.discountId,
});

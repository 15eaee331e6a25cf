import type { offerEndpoints, ParsedBody, TOfferListQuery } from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import type { Executor } from '../../db/database.ts';
import { sanitizedHtmlOrNull } from '../../html/sanitize.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import {
  deleteOffer,
  discountName,
  findOffer,
  insertOffer,
  listOffers,
  offerProducts,
  updateOffer,
} from './offers.repository.ts';
import type { OfferRow } from './offers.tables.ts';
import { offerSnapshot, toOffer } from './offers.views.ts';

type OfferCreate = ParsedBody<typeof offerEndpoints.create>;
type OfferUpdate = ParsedBody<typeof offerEndpoints.update>;

const offers = audited({ entity: 'Offer', find: findOffer, snapshot: offerSnapshot });

export const createOffersService = ({ db, client }: Services) => {
  const view = async (executor: Executor, row: OfferRow) =>
    toOffer(row, await offerProducts(executor, row.productIds), await discountName(executor, row.discountId));

  /** The values saved: products and discount must exist; the text is sanitised (cleaned with `cleanHtml`). */
  const valuesOf = async (executor: Executor, input: OfferCreate) => {
    const found = await offerProducts(executor, input.productIds);
    const missing = input.productIds.filter((id) => !found.some((product) => product.id === id));
    if (missing.length > 0)
      throw new AppError('invalid', 'unknownProductIds', {
        params: { ids: missing.join(', ') },
        fields: [{ propertyName: 'productIds', message: 'unknownProductIds' }],
      });
    if (input.discountId !== null && (await discountName(executor, input.discountId)) === null)
      throw invalidField('discountId', 'unknownDiscount');
    return {
      name: input.name,
      text: sanitizedHtmlOrNull(input.text, { clean: client.features.cleanHtml }),
      pictureUrl: input.pictureUrl,
      isPublished: input.isPublished,
      startTime: input.startTime === null ? null : new Date(input.startTime),
      endTime: input.endTime === null ? null : new Date(input.endTime),
      productIds: input.productIds,
      discountId: input.discountId,
    };
  };

  return {
    list: async (query: TOfferListQuery) => {
      const { rows, totalCount } = await listOffers(db, query, new Date());
      const products = await offerProducts(db, [...new Set(rows.flatMap((row) => row.offer.productIds))]);
      return { items: rows.map((row) => toOffer(row.offer, products, row.discountName)), totalCount };
    },

    get: async (id: number) => view(db, await offers.read(db, id)),

    create: (input: OfferCreate, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const values = await valuesOf(tx, input);
        return view(tx, await offers.create(tx, by, async () => (await insertOffer(tx, values)).id));
      }),

    update: (input: OfferUpdate, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const values = await valuesOf(tx, input);
        return view(
          tx,
          await offers.update(tx, by, input.id, () => updateOffer(tx, input.id, input.version, values)),
        );
      }),

    remove: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction((tx) => offers.removeAll(tx, by, ids, (_, id) => deleteOffer(tx, id))),
  };
};

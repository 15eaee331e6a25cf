import {
  availabilityCodes,
  availabilityLabelOf,
  bookPriceLawApplies,
  isEbookForm,
  type Locale,
  type MessageKey,
  onixAvailabilities,
  priceFieldNames,
  type TAvailability,
  type TFeedFields,
  type TProductExportQuery,
  type TProductListQuery,
  type TProductsVisibility,
  type TVariationType,
  type TVariationTypeOption,
  translate,
  variationTypes,
  type ZProductCreate,
  type ZProductUpdate,
} from '@colophon/contract';
import type { z } from 'zod';
import { audited } from '../../activity/audited.ts';
import type { Tx } from '../../db/database.ts';
import { inTransaction, type UniqueFields } from '../../db/unique-violation.ts';
import { sanitizedHtmlOrNull } from '../../html/sanitize.ts';
import { AppError, invalidField, notFound } from '../../http/app-error.ts';
import type { RequestContext, SignedInUser } from '../../http/request-context.ts';
import { formatMoney } from '../../sales/documents/order-mails.ts';
import type { Services } from '../../services.ts';
import { shopDay } from '../../shop/shop-days.ts';
import { createFileStorage, removeObjects, type Storage } from '../../storage/storage.ts';
import { coverThumbnailKey } from '../media/covers.ts';
import { storedKeysOfProduct } from '../media/media.repository.ts';
import { mediaLinksOf, withSignedCovers } from '../media/media-links.ts';
import {
  deleteProduct,
  findProduct,
  findProductByEan,
  findProductsByEans,
  insertProduct,
  listProducts,
  type ProductValues,
  productBatches,
  updateProduct,
} from './products.repository.ts';
import type { FeedRow, ProductRow } from './products.tables.ts';
import { feedRowIn, feedRowOf, productOut, productSummaryOut } from './products.views.ts';
import { csvHeader, csvLines } from './products-csv.ts';
import { priceFixedByLaw, recordPublisherPrices } from './publisher-prices.ts';
import { sameValue } from './same-value.ts';
import { afterSupply, keepSupply, type SupplyEntry } from './stock.service.ts';

type ProductCreate = z.output<typeof ZProductCreate>;
type ProductUpdate = z.output<typeof ZProductUpdate>;
type FeedName = keyof FeedRow;

const ENTITY = 'Product';

const variationLabels: Record<TVariationType, MessageKey> = {
  format: 'variationFormat',
  binding: 'variationBinding',
  language: 'variationLanguage',
  edition: 'variationEdition',
  volume: 'variationVolume',
  colour: 'variationColour',
  size: 'variationSize',
};

const feedInputOf = (input: ProductCreate | ProductUpdate) =>
  feedRowIn({ ...(input as TFeedFields), priceNoTax: input.priceNoTax ?? null });

const shopValuesOf = (input: ProductCreate | ProductUpdate) => ({
  subEan: input.subEan,
  stock: input.stock,
  variationType: input.variationType,
  variationValue: input.variationValue,
  isSigned: input.isSigned,
  secondHand: input.secondHand,
  isVisible: input.isVisible,
});

/**
 * The overrides after an edit of a feed product: a field that differs from the value in force
 * becomes an override; the prices move as one; `reset` fields go back to the feed.
 */
export const overridesAfterEdit = (row: ProductRow, next: FeedRow, reset: FeedName[]) => {
  const current = feedRowOf(row);
  const overrides: Partial<FeedRow> = { ...row.overrides };
  const set = (name: FeedName) => Object.assign(overrides, { [name]: next[name] });
  for (const name of Object.keys(next) as FeedName[]) if (!sameValue(next[name], current[name])) set(name);
  if (priceFieldNames.some((name) => name in overrides)) priceFieldNames.forEach(set);
  const resets = new Set(reset);
  if (priceFieldNames.some((name) => resets.has(name))) for (const name of priceFieldNames) resets.add(name);
  for (const name of resets) delete overrides[name];
  return overrides;
};

/** The values an edit saves: a custom product takes them all; a feed product keeps its EAN and records overrides. */
const editedValues = (row: ProductRow, input: ProductUpdate): Partial<ProductValues> => {
  const next = feedInputOf(input);
  if (row.isCustom) {
    if (input.resetOverrides.length > 0) throw invalidField('resetOverrides', 'notInFeed');
    return { ean: input.ean, ...next, ...shopValuesOf(input) };
  }
  if (input.ean !== row.ean) throw invalidField('ean', 'feedEanFixed');
  const overrides = overridesAfterEdit(row, next, input.resetOverrides);
  return { ...(row.feed ?? next), ...overrides, overrides, ...shopValuesOf(input) };
};

const productSnapshot = (row: ProductRow) => ({
  ...feedRowOf(row),
  overrides: row.overrides,
  ...shopValuesOfRow(row),
});
const uniqueEan: UniqueFields = { products_ean_key: { propertyName: 'ean', message: 'eanTaken' } };
const products = audited({ entity: ENTITY, find: findProduct, snapshot: productSnapshot });
/** A deleted product is logged by its EAN and title only. */
const deletedProducts = audited({
  entity: ENTITY,
  find: findProduct,
  snapshot: ({ ean, title }: ProductRow) => ({ ean, title }),
});

export const createProductService = (
  { db, client, config, log }: Services,
  storage: Storage = createFileStorage(config.STORAGE_DIR),
) => {
  const links = mediaLinksOf({ db, config });
  const mayEdit = (row: ProductRow) => {
    if (client.features.onlyCustomProducts && !row.isCustom)
      throw new AppError('forbidden', 'onlyCustomProducts');
  };
  /** Summaries typed by staff are sanitised (and cleaned, per the client) before saving; one left as it was stays. */
  const typedSummary = <T extends { summary?: string | null }>(input: T, current?: string | null): T =>
    input.summary === undefined || input.summary === current
      ? input
      : { ...input, summary: sanitizedHtmlOrNull(input.summary, { clean: client.features.cleanHtml }) };

  const lawApplies = bookPriceLawApplies(client);
  /**
   * A new book or an ebook the feed prices is sold at its publisher's price (loi n° 81-766 art. 1, loi
   * n° 2011-590 art. 2): a price typed away from it is refused at the field, which names the price.
   */
  const refuseAwayFromPublisher = (after: ProductRow, locale: Locale) => {
    const today = shopDay(new Date());
    if (!priceFixedByLaw(after, today, lawApplies) || after.feed === null) return;
    const publisher = after.feed.priceWithTax;
    if (publisher === null || after.priceWithTax === publisher) return;
    const message = isEbookForm(after.productForm) ? 'publisherPriceEbook' : 'publisherPriceNewBook';
    throw new AppError('invalid', message, {
      params: { price: formatMoney(publisher, locale) },
      fields: [{ propertyName: 'priceWithTax', message }],
    });
  };
  /** A change of the price of a product the feed does not price is a new publisher's price, kept with its day. */
  const keepStaffPrice = async (
    tx: Tx,
    before: ProductRow | null,
    after: ProductRow,
    by: SignedInUser | null,
  ) => {
    if (after.feed?.priceWithTax !== null && after.feed?.priceWithTax !== undefined) return;
    if (after.priceWithTax === null) return;
    if (before && before.priceWithTax === after.priceWithTax && before.taxRate === after.taxRate) return;
    await recordPublisherPrices(
      tx,
      [
        {
          productId: after.id,
          priceWithTax: after.priceWithTax,
          taxRate: after.taxRate,
          effectiveOn: shopDay(new Date()),
          source: 'staff',
        },
      ],
      by,
    );
  };

  return {
    /**
     * The products of the list's filters as CSV, header first, read in pages by id so that memory
     * stays flat however many there are.
     */
    exportCsv: async function* (query: TProductExportQuery, locale: Locale) {
      yield csvHeader(locale);
      for await (const rows of productBatches(db, query))
        yield csvLines(rows, locale, client.availabilityLabels);
    },

    list: async (query: TProductListQuery) => {
      const { rows, totalCount } = await listProducts(db, query);
      return { items: await withSignedCovers(links, rows.map(productSummaryOut)), totalCount };
    },

    get: async (id: number) => productOut(await products.read(db, id), lawApplies),

    byEan: async (ean: string) => {
      const row = await findProductByEan(db, ean);
      if (!row) throw notFound();
      return productOut(row, lawApplies);
    },

    byEans: async (eans: string[]) =>
      (await findProductsByEans(db, eans)).map((row) => productOut(row, lawApplies)),

    create: async (typed: ProductCreate, context: RequestContext) => {
      const input = typedSummary(typed);
      // The copies it starts with are its initial stock, come in today (the supply history says so).
      const initial: SupplyEntry | null =
        input.stock > 0
          ? { kind: 'initial', quantity: input.stock, suppliedOn: shopDay(new Date()), note: null }
          : null;
      const values: ProductValues = {
        ean: input.ean,
        isCustom: true,
        ...feedInputOf(input),
        ...shopValuesOf(input),
        ...(initial ? afterSupply({ stock: 0, lastSupplyDate: null }, initial) : {}),
      };
      // A new product is logged with the values staff entered.
      const created = audited({ entity: ENTITY, find: findProduct, snapshot: () => values });
      const row = await inTransaction(db, uniqueEan, (tx) =>
        created.create(tx, context.user, async () => {
          const inserted = await insertProduct(tx, values);
          if (initial) await keepSupply(tx, inserted.id, initial, inserted.stock, context.user);
          // The shop's own product: the price staff set is its publisher's price.
          await keepStaffPrice(tx, null, inserted, context.user);
          return inserted.id;
        }),
      );
      return productOut(row, lawApplies);
    },

    update: async (input: ProductUpdate, context: RequestContext) => {
      const updated = await inTransaction(db, uniqueEan, (tx) =>
        products.update(tx, context.user, input.id, async (before) => {
          mayEdit(before);
          const values = editedValues(before, typedSummary(input, before.summary));
          // A stock typed over the one saved is a correction of the count, kept in the supply history.
          const correction: SupplyEntry | null =
            input.stock === before.stock
              ? null
              : {
                  kind: 'correction',
                  quantity: input.stock - before.stock,
                  suppliedOn: shopDay(new Date()),
                  note: null,
                };
          const next = { ...values, ...(correction ? afterSupply(before, correction) : {}) };
          refuseAwayFromPublisher({ ...before, ...next }, context.locale);
          const written = await updateProduct(tx, before.id, input.version, next);
          if (written && correction) await keepSupply(tx, before.id, correction, written.stock, context.user);
          if (written) await keepStaffPrice(tx, before, written, context.user);
          return written;
        }),
      );
      return productOut(updated, lawApplies);
    },

    /**
     * Shows or hides products in one transaction: every product is read (404 when one is gone, 403
     * when it may not be edited) and those not already as asked are updated and logged; all or none.
     * The list's bulk action acts on what is saved now, so no version is asked.
     */
    setVisibility: async ({ ids, isVisible }: TProductsVisibility, context: RequestContext) => {
      const changed = await db.transaction(async (tx) => {
        let count = 0;
        for (const id of new Set(ids)) {
          const before = await products.read(tx, id);
          mayEdit(before);
          if (before.isVisible === isVisible) continue;
          await products.update(tx, context.user, id, (row) =>
            updateProduct(tx, id, row.version, { isVisible }),
          );
          count += 1;
        }
        return count;
      });
      return { changed };
    },

    /** Deletes the product, then, once that is committed, its pictures, files and cover in the storage. */
    remove: async (ids: readonly number[], context: RequestContext) => {
      const storedKeys = await db.transaction(async (tx) => {
        const keys: string[] = [];
        await deletedProducts.removeAll(tx, context.user, ids, async (before, id) => {
          mayEdit(before);
          keys.push(...(await storedKeysOfProduct(tx, id)), coverThumbnailKey(id));
          await deleteProduct(tx, id);
        });
        return keys;
      });
      await removeObjects(storage, [...new Set(storedKeys)], log);
      return null;
    },

    availabilities: (locale: Locale): TAvailability[] =>
      availabilityCodes.map((code) => {
        const availability = onixAvailabilities[code];
        return {
          code,
          group: availability.group,
          label: availabilityLabelOf(code, client.availabilityLabels, locale),
          description: availability[locale],
        };
      }),

    variationTypes: (locale: Locale): TVariationTypeOption[] =>
      variationTypes.map((id) => ({ id, label: translate(variationLabels[id], locale) })),
  };
};

const shopValuesOfRow = (row: ProductRow) => ({
  ean: row.ean,
  subEan: row.subEan,
  stock: row.stock,
  lastSupplyDate: row.lastSupplyDate,
  variationType: row.variationType,
  variationValue: row.variationValue,
  isSigned: row.isSigned,
  secondHand: row.secondHand,
  isVisible: row.isVisible,
});

export type ProductService = ReturnType<typeof createProductService>;

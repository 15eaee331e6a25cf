import {
  availabilityCodes,
  type Locale,
  type MessageKey,
  onixAvailabilities,
  priceFieldNames,
  type TAvailability,
  type TFeedFields,
  type TProductListQuery,
  type TVariationType,
  type TVariationTypeOption,
  translate,
  variationTypes,
  type ZProductCreate,
  type ZProductUpdate,
} from '@colophon/contract';
import type { z } from 'zod';
import { recordActivity } from '../../activity/activity-log.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError, conflict, invalidField, notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import {
  deleteProduct,
  findProduct,
  findProductByEan,
  findProductsByEans,
  insertProduct,
  listProducts,
  type ProductValues,
  updateProduct,
} from './products.repository.ts';
import type { FeedRow, ProductRow } from './products.tables.ts';
import { feedRowIn, feedRowOf, productOut, productSummaryOut } from './products.views.ts';

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

/** Compares two values as JSON with sorted keys (jsonb does not keep the order of keys). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
export const sameValue = (a: unknown, b: unknown) => canonical(a ?? null) === canonical(b ?? null);

const feedInputOf = (input: ProductCreate | ProductUpdate) =>
  feedRowIn({ ...(input as TFeedFields), priceNoTax: input.priceNoTax ?? null });

const shopValuesOf = (input: ProductCreate | ProductUpdate) => ({
  subEan: input.subEan,
  stock: input.stock,
  variationType: input.variationType,
  variationValue: input.variationValue,
  isSigned: input.isSigned,
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

export const createProductService = ({ db, client }: Services) => {
  const mustExist = async (id: number) => {
    const row = await findProduct(db, id);
    if (!row) throw notFound();
    return row;
  };
  const mayEdit = (row: ProductRow) => {
    if (client.features.onlyCustomProducts && !row.isCustom)
      throw new AppError('forbidden', 'onlyCustomProducts');
  };
  const eanTakenOr = (error: unknown) =>
    violatedUniqueIndex(error) === 'products_ean_key' ? invalidField('ean', 'eanTaken') : error;

  return {
    list: async (query: TProductListQuery) => {
      const { rows, totalCount } = await listProducts(db, query);
      return { items: rows.map(productSummaryOut), totalCount };
    },

    get: async (id: number) => productOut(await mustExist(id)),

    byEan: async (ean: string) => {
      const row = await findProductByEan(db, ean);
      if (!row) throw notFound();
      return productOut(row);
    },

    byEans: async (eans: string[]) => (await findProductsByEans(db, eans)).map(productOut),

    create: async (input: ProductCreate, context: RequestContext) => {
      const values: ProductValues = {
        ean: input.ean,
        isCustom: true,
        ...feedInputOf(input),
        ...shopValuesOf(input),
      };
      const row = await db
        .transaction(async (tx) => {
          const created = await insertProduct(tx, values);
          await recordActivity(tx, context.user, {
            entity: ENTITY,
            entityId: created.id,
            action: 'create',
            after: values,
          });
          return created;
        })
        .catch((error: unknown) => {
          throw eanTakenOr(error);
        });
      return productOut(row);
    },

    update: async (input: ProductUpdate, context: RequestContext) => {
      const row = await mustExist(input.id);
      mayEdit(row);
      const next = feedInputOf(input);
      let values: Partial<ProductValues>;
      if (row.isCustom) {
        if (input.resetOverrides.length > 0) throw invalidField('resetOverrides', 'notInFeed');
        values = { ean: input.ean, ...next, ...shopValuesOf(input) };
      } else {
        if (input.ean !== row.ean) throw invalidField('ean', 'feedEanFixed');
        const overrides = overridesAfterEdit(row, next, input.resetOverrides);
        values = { ...(row.feed ?? next), ...overrides, overrides, ...shopValuesOf(input) };
      }
      const updated = await db
        .transaction(async (tx) => {
          const saved = await updateProduct(tx, row.id, input.version, values);
          if (!saved) throw conflict();
          await recordActivity(tx, context.user, {
            entity: ENTITY,
            entityId: row.id,
            action: 'update',
            before: { ...feedRowOf(row), overrides: row.overrides, ...shopValuesOfRow(row) },
            after: { ...feedRowOf(saved), overrides: saved.overrides, ...shopValuesOfRow(saved) },
          });
          return saved;
        })
        .catch((error: unknown) => {
          throw eanTakenOr(error);
        });
      return productOut(updated);
    },

    remove: async (id: number, context: RequestContext) => {
      const row = await mustExist(id);
      mayEdit(row);
      await db.transaction(async (tx) => {
        await deleteProduct(tx, id);
        await recordActivity(tx, context.user, {
          entity: ENTITY,
          entityId: id,
          action: 'delete',
          before: { ean: row.ean, title: row.title },
        });
      });
      return null;
    },

    availabilities: (locale: Locale): TAvailability[] =>
      availabilityCodes.map((code) => {
        const availability = onixAvailabilities[code];
        return {
          code,
          group: availability.group,
          label: client.availabilityLabels[availability.group]?.[locale] ?? availability[locale],
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
  variationType: row.variationType,
  variationValue: row.variationValue,
  isSigned: row.isSigned,
  isVisible: row.isVisible,
});

export type ProductService = ReturnType<typeof createProductService>;

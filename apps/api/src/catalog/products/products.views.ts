import {
  feedFieldNames,
  type TFeedFields,
  type TProduct,
  type TProductSummary,
  type TPublicProduct,
  toCents,
  toEuros,
} from '@colophon/contract';
import { shopDay } from '../../shop/shop-days.ts';
import { bookLawFacts } from './book-law-facts.ts';
import type { FeedRow, ProductRow } from './products.tables.ts';
import { priceFixedByLaw, publisherPriceCents } from './publisher-prices.ts';

type FeedValues = Omit<TFeedFields, 'priceNoTax'> & { priceNoTax: number | null };
type FeedName = keyof FeedRow;

const euros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : toEuros(cents);
const cents = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : toCents(amount);

/** Feed fields as the API shows them (euros) from the database's (cents); absent fields stay absent. */
export const feedValuesOut = (row: Partial<FeedRow>): Partial<FeedValues> => {
  const out: Record<string, unknown> = { ...row };
  if ('priceWithTax' in row) out.priceWithTax = euros(row.priceWithTax);
  if ('priceNoTax' in row) out.priceNoTax = euros(row.priceNoTax);
  return out as Partial<FeedValues>;
};

/** Feed fields of an input (euros) as the database holds them (cents). */
export const feedRowIn = (input: FeedValues): FeedRow => {
  const row = Object.fromEntries(feedFieldNames.map((name) => [name, input[name]])) as unknown as FeedRow;
  return { ...row, priceWithTax: cents(input.priceWithTax), priceNoTax: cents(input.priceNoTax) };
};

/** The feed fields of a row, as the row holds them in force. */
export const feedRowOf = (row: ProductRow): FeedRow =>
  Object.fromEntries(feedFieldNames.map((name) => [name, row[name]])) as unknown as FeedRow;

export const overriddenFields = (row: Pick<ProductRow, 'overrides'>) =>
  Object.keys(row.overrides) as FeedName[];

/** A product as the back office reads it; `lawApplies` when the shop is bound by the book laws. */
export const productOut = (row: ProductRow, lawApplies = true): TProduct => {
  const today = shopDay(new Date());
  return {
    id: row.id,
    version: row.version,
    ean: row.ean,
    ...(feedValuesOut(feedRowOf(row)) as FeedValues),
    subEan: row.subEan,
    stock: row.stock,
    variationType: row.variationType as TProduct['variationType'],
    variationValue: row.variationValue,
    isSigned: row.isSigned,
    secondHand: row.secondHand,
    isVisible: row.isVisible,
    isCustom: row.isCustom,
    lastSupplyDate: row.lastSupplyDate,
    isNewBook: bookLawFacts({ ...row, feedReleaseDate: row.feed?.releaseDate ?? null }, today).isNewBook,
    publisherPrice: euros(publisherPriceCents(row)),
    priceFixedByLaw: priceFixedByLaw(row, today, lawApplies),
    scheduledPrices: row.priceSchedule.map((price) => ({
      ...price,
      priceWithTax: toEuros(price.priceWithTax),
    })),
    feed: row.feed ? (feedValuesOut(row.feed) as FeedValues) : null,
    overrides: feedValuesOut(row.overrides),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/** A row of the list, but for its signed cover address (`withSignedCovers`). */
export const productSummaryOut = (row: ProductRow): Omit<TProductSummary, 'coverThumbnailUrl'> => ({
  id: row.id,
  version: row.version,
  ean: row.ean,
  title: row.title,
  subtitle: row.subtitle,
  authors: row.authors,
  publishers: row.publishers,
  collections: row.collections,
  priceWithTax: euros(row.priceWithTax),
  stock: row.stock,
  availability: row.availability as TProduct['availability'],
  releaseDate: row.releaseDate,
  coverUrl: row.coverUrl,
  isVisible: row.isVisible,
  isCustom: row.isCustom,
  secondHand: row.secondHand,
  overriddenFields: overriddenFields(row),
});

export const publicProductOut = (row: ProductRow): TPublicProduct => {
  const {
    version: _version,
    suppliers: _suppliers,
    priceNoTax: _priceNoTax,
    isVisible: _isVisible,
    isCustom: _isCustom,
    feed: _feed,
    overrides: _overrides,
    stock,
    lastSupplyDate: _lastSupplyDate,
    isNewBook: _isNewBook,
    priceFixedByLaw: _priceFixedByLaw,
    scheduledPrices: _scheduledPrices,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...visible
  } = productOut(row);
  return { ...visible, inStock: stock > 0 };
};

import {
  BOOK_TAX_RATE,
  priceFieldNames,
  type TContributor,
  type TFeedFields,
  type TProduct,
  type TProductCreate,
  type TSubject,
  type TVariationType,
} from '@colophon/contract';

type FeedName = keyof TFeedFields;
type Amount = number | string;

/** The product form's values: texts as typed (empty for none), the tax rate in percent (5.5). */
export interface ProductValues extends Record<string, unknown> {
  ean: string;
  subEan: string;
  title: string;
  subtitle: string;
  authors: TContributor[];
  publishers: string[];
  suppliers: string[];
  collections: string[];
  editions: string[];
  series: string[];
  categories: TSubject[];
  classifications: TSubject[];
  publics: string[];
  releaseDate: string;
  priceWithTax: Amount;
  priceNoTax: Amount;
  taxRate: Amount;
  availability: string | null;
  publishingStatus: string;
  summary: string;
  pages: Amount;
  weight: Amount;
  height: Amount;
  width: Amount;
  thickness: Amount;
  language: string;
  productForm: string;
  coverUrl: string;
  stock: Amount;
  variationType: TVariationType | null;
  variationValue: string;
  isSigned: boolean;
  secondHand: boolean;
  isVisible: boolean;
}

const amount = (value: number | null | undefined): Amount => value ?? '';
const percent = (rate: number) => Math.round(rate * 100_000) / 1_000;

/** The feed fields of a product (or of its feed values) as the form holds them. */
export const feedValuesOf = (source: Partial<TFeedFields> | null | undefined) => ({
  title: source?.title ?? '',
  subtitle: source?.subtitle ?? '',
  authors: source?.authors ?? [],
  publishers: source?.publishers ?? [],
  suppliers: source?.suppliers ?? [],
  collections: source?.collections ?? [],
  editions: source?.editions ?? [],
  series: source?.series ?? [],
  categories: source?.categories ?? [],
  classifications: source?.classifications ?? [],
  publics: source?.publics ?? [],
  releaseDate: source?.releaseDate ?? '',
  priceWithTax: amount(source?.priceWithTax),
  priceNoTax: amount(source?.priceNoTax),
  taxRate: percent(source?.taxRate ?? BOOK_TAX_RATE),
  availability: source?.availability ?? null,
  publishingStatus: source?.publishingStatus ?? '',
  summary: source?.summary ?? '',
  pages: amount(source?.pages),
  weight: amount(source?.weight),
  height: amount(source?.height),
  width: amount(source?.width),
  thickness: amount(source?.thickness),
  language: source?.language ?? '',
  productForm: source?.productForm ?? '',
  coverUrl: source?.coverUrl ?? '',
});

export const valuesOf = (product: TProduct | undefined): ProductValues => ({
  ean: product?.ean ?? '',
  subEan: product?.subEan ?? '',
  ...feedValuesOf(product),
  stock: product?.stock ?? 0,
  variationType: product?.variationType ?? null,
  variationValue: product?.variationValue ?? '',
  isSigned: product?.isSigned ?? false,
  secondHand: product?.secondHand ?? false,
  isVisible: product?.isVisible ?? true,
});

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (value: Amount) => (value === '' || value === null ? null : Number(value));

/** The form's values as the API takes them: empty texts and amounts are null, the rate between 0 and 1. */
export const toFields = (values: ProductValues) => {
  const rate = numberOrNull(values.taxRate);
  return {
    ean: values.ean,
    subEan: textOrNull(values.subEan),
    title: values.title,
    subtitle: textOrNull(values.subtitle),
    authors: values.authors,
    publishers: values.publishers,
    suppliers: values.suppliers,
    collections: values.collections,
    editions: values.editions,
    series: values.series,
    categories: values.categories,
    classifications: values.classifications,
    publics: values.publics,
    releaseDate: textOrNull(values.releaseDate),
    priceWithTax: numberOrNull(values.priceWithTax),
    priceNoTax: numberOrNull(values.priceNoTax),
    taxRate: rate === null ? BOOK_TAX_RATE : Math.round(rate * 1_000) / 100_000,
    availability: (values.availability || null) as TProductCreate['availability'],
    publishingStatus: textOrNull(values.publishingStatus),
    summary: textOrNull(values.summary),
    pages: numberOrNull(values.pages),
    weight: numberOrNull(values.weight),
    height: numberOrNull(values.height),
    width: numberOrNull(values.width),
    thickness: numberOrNull(values.thickness),
    language: textOrNull(values.language),
    productForm: textOrNull(values.productForm),
    coverUrl: textOrNull(values.coverUrl),
    stock: numberOrNull(values.stock) ?? 0,
    variationType: values.variationType,
    variationValue: textOrNull(values.variationValue),
    isSigned: values.isSigned,
    secondHand: values.secondHand,
    isVisible: values.isVisible,
  } satisfies TProductCreate;
};

/** Compares two values as JSON with sorted keys, as the API does. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Whether a field of a feed product now differs from what the feed says. */
export const differsFromFeed = (product: TProduct | undefined, values: ProductValues, field: FeedName) => {
  if (!product?.feed) return false;
  const fields = toFields(values) as Record<string, unknown>;
  return !sameValue(fields[field], product.feed[field]);
};

/**
 * The overrides to drop on save: each overridden field whose value is back to the feed's (the
 * "reset to feed" action puts it back). The three prices go together, as the API keeps them.
 */
export const resetOverridesOf = (product: TProduct, values: ProductValues): FeedName[] => {
  if (!product.feed) return [];
  const fields = toFields(values) as Record<string, unknown>;
  const feed = product.feed;
  const overridden = Object.keys(product.overrides) as FeedName[];
  const reset = overridden.filter((name) => sameValue(fields[name], feed[name]));
  const pricesBack = priceFieldNames.every((name) => sameValue(fields[name], feed[name]));
  return pricesBack
    ? [...new Set([...reset, ...priceFieldNames.filter((name) => name in product.overrides)])]
    : reset.filter((name) => !(priceFieldNames as readonly string[]).includes(name));
};

/** Which tab each field is edited in: the tab shows a mark when one of its fields is in error. */
export const fieldTabs = {
  identity: [
    'ean',
    'subEan',
    'title',
    'subtitle',
    'productForm',
    'language',
    'isVisible',
    'isSigned',
    'secondHand',
  ],
  publishing: [
    'authors',
    'publishers',
    'suppliers',
    'editions',
    'collections',
    'series',
    'categories',
    'classifications',
    'publics',
    'releaseDate',
    'publishingStatus',
  ],
  prices: ['priceWithTax', 'priceNoTax', 'taxRate', 'availability', 'stock'],
  description: ['summary'],
  measures: ['pages', 'weight', 'height', 'width', 'thickness'],
  media: ['coverUrl'],
  variations: ['variationType', 'variationValue'],
} as const;

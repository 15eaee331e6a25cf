import { z } from 'zod';
import {
  MAX_ID,
  MAX_PAGE_SIZE,
  ZById,
  ZByIds,
  ZListQuery,
  ZNothing,
  ZPage,
  ZQueryId,
  ZVersioned,
} from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { isEbookForm } from '../marketing/book-price-law.ts';
import { ZAvailability, ZAvailabilityCode } from './availability.ts';
import { isIsbn13, ZEan, ZEanList } from './ean.ts';
import { BOOK_TAX_RATE, priceNoTaxCents, pricesAgree, toCents, toEuros, ZMoney, ZVatRate } from './money.ts';
import { ZScheduledPrice } from './publisher-prices.ts';

/** A contributor as ONIX gives it: a name and a role of code list 17 (A01 author, B06 translator…). */
export const ZContributor = z.object({
  name: z.string().trim().min(1, 'required').max(300),
  role: z
    .string()
    .regex(/^[A-Z]\d{2}$/)
    .default('A01'),
});
export type TContributor = z.infer<typeof ZContributor>;

/** A subject: a CLIL code (French trade) or a Thema code, with its heading. */
export const ZSubject = z.object({
  code: z.string().trim().min(1, 'required').max(20),
  label: z.string().trim().max(300).default(''),
});
export type TSubject = z.infer<typeof ZSubject>;

export const variationTypes = [
  'format',
  'binding',
  'language',
  'edition',
  'volume',
  'colour',
  'size',
] as const;
export const ZVariationType = z.enum(variationTypes);
export type TVariationType = z.infer<typeof ZVariationType>;

const names = z.array(z.string().trim().min(1).max(300)).max(50).default([]);
const text = (max: number) => z.string().trim().max(max).nullable().default(null);
const measure = z.number().int().min(0).max(1_000_000).nullable().default(null);

/**
 * The fields that the data feed gives: each keeps its feed value, and staff may override it. The
 * product shows the value in force; `feed` and `overrides` tell where it comes from.
 */
export const ZFeedFields = z.object({
  title: z.string().trim().min(1, 'required').max(500),
  subtitle: text(500),
  authors: z.array(ZContributor).max(50).default([]),
  publishers: names,
  suppliers: names,
  collections: names,
  /** Imprints ("éditions"): the brand a publisher prints under. */
  editions: names,
  series: names,
  /** CLIL subjects (ONIX scheme 29). */
  categories: z.array(ZSubject).max(30).default([]),
  /** Thema subjects (ONIX scheme 93). */
  classifications: z.array(ZSubject).max(30).default([]),
  /** Audiences (ONIX code list 28). */
  publics: names,
  releaseDate: z.iso.date().nullable().default(null),
  priceWithTax: ZMoney.nullable().default(null),
  priceNoTax: ZMoney.nullable().optional(),
  taxRate: ZVatRate.default(BOOK_TAX_RATE),
  availability: ZAvailabilityCode.nullable().default(null),
  /** ONIX code list 64 (04 active, 07 out of print…). */
  publishingStatus: z
    .string()
    .regex(/^\d{2}$/)
    .nullable()
    .default(null),
  /** HTML. */
  summary: text(50_000),
  pages: measure,
  /** Grams. */
  weight: measure,
  /** Millimetres. */
  height: measure,
  width: measure,
  thickness: measure,
  /** ISO 639-2/B (fre, eng). */
  language: z
    .string()
    .regex(/^[a-z]{3}$/)
    .nullable()
    .default(null),
  /** ONIX code list 150 (BB hardback, BC paperback, ED digital…); a B… form is a printed book. */
  productForm: z
    .string()
    .regex(/^[A-Z][A-Z0-9]$/)
    .nullable()
    .default(null),
  /** http(s) only: the address is shown in an <img> and fetched by the server. */
  coverUrl: z
    .url({ protocol: /^https?$/, error: 'httpUrl' })
    .max(2000)
    .nullable()
    .default(null),
});
export type TFeedFields = z.output<typeof ZFeedFields>;
export const feedFieldNames = Object.keys(ZFeedFields.shape) as (keyof TFeedFields)[];
export const ZFeedFieldName = z.enum(feedFieldNames as [keyof TFeedFields, ...(keyof TFeedFields)[]]);
/** The three move together: overriding or resetting one of them does the same to the others. */
export const priceFieldNames = ['priceWithTax', 'priceNoTax', 'taxRate'] as const;

/** What only staff set, on every product. */
const shopFields = {
  subEan: ZEan.nullable().default(null),
  stock: z.number().int().min(0).max(10_000_000).default(0),
  variationType: ZVariationType.nullable().default(null),
  variationValue: text(200),
  isSigned: z.boolean().default(false),
  /** A second-hand copy (« occasion », décret n° 2023-497): priced freely, said everywhere it is shown. */
  secondHand: z.boolean().default(false),
  isVisible: z.boolean().default(true),
};

/** Printed books (ONIX forms B…) carry an ISBN; ebook formats of distributors sometimes carry another GTIN. */
export const isBookForm = (productForm: string | null | undefined) => /^B/.test(productForm ?? '');

type PriceAndForm = {
  ean?: string;
  productForm?: string | null;
  secondHand?: boolean;
  priceWithTax?: number | null;
  priceNoTax?: number | null | undefined;
  taxRate?: number;
};

/** The rules across fields, for the console's forms as for the API: a book's EAN, prices that agree. */
const checkProduct = <T extends PriceAndForm>(product: T, context: z.RefinementCtx) => {
  if (product.ean && isBookForm(product.productForm) && !isIsbn13(product.ean)) {
    context.addIssue({ code: 'custom', path: ['ean'], message: 'eanNotIsbn' });
  }
  if (product.secondHand && isEbookForm(product.productForm))
    context.addIssue({ code: 'custom', path: ['secondHand'], message: 'secondHandEbook' });
  const withTax = product.priceWithTax ?? null;
  const noTax = product.priceNoTax ?? null;
  if (withTax === null && noTax !== null) {
    context.addIssue({ code: 'custom', path: ['priceWithTax'], message: 'priceWithoutPriceWithTax' });
  } else if (withTax !== null && noTax !== null) {
    if (!pricesAgree(toCents(withTax), toCents(noTax), product.taxRate ?? BOOK_TAX_RATE))
      context.addIssue({ code: 'custom', path: ['priceNoTax'], message: 'pricesDisagree' });
  }
};

/** A missing price without tax is the price with tax over 1 + rate, to the cent. */
const completePrice = <T extends PriceAndForm>(product: T) => {
  const withTax = product.priceWithTax ?? null;
  const rate = product.taxRate ?? BOOK_TAX_RATE;
  const priceNoTax =
    product.priceNoTax ?? (withTax === null ? null : toEuros(priceNoTaxCents(toCents(withTax), rate)));
  return { ...product, priceNoTax };
};

const productFields = { ean: ZEan, ...ZFeedFields.shape, ...shopFields };

/** A custom product, created by staff rather than by the data feed. */
export const ZProductCreate = z.object(productFields).superRefine(checkProduct).transform(completePrice);
export type TProductCreate = z.input<typeof ZProductCreate>;

/**
 * An update gives every field as the console shows it. On a product of the feed, a field that
 * differs from the value in force becomes an override, and `resetOverrides` goes back to the feed.
 */
export const ZProductUpdate = z
  .object({
    id: z.number().int(),
    ...productFields,
    ...ZVersioned.shape,
    resetOverrides: z.array(ZFeedFieldName).max(feedFieldNames.length).default([]),
  })
  .superRefine(checkProduct)
  .transform(completePrice);
export type TProductUpdate = z.input<typeof ZProductUpdate>;

const ZFeedValues = ZFeedFields.extend({ priceNoTax: ZMoney.nullable() });

/** A product as the back office reads it. */
export const ZProduct = z.object({
  id: z.number().int(),
  version: z.number().int(),
  ean: z.string(),
  ...ZFeedValues.shape,
  subEan: z.string().nullable(),
  stock: z.number().int(),
  variationType: ZVariationType.nullable(),
  variationValue: z.string().nullable(),
  isSigned: z.boolean(),
  secondHand: z.boolean(),
  isVisible: z.boolean(),
  /** Created by staff; not from the data feed. */
  isCustom: z.boolean(),
  /** The last day copies came in, from the supply history (null: never recorded). */
  lastSupplyDate: z.iso.date().nullable(),
  /**
   * A book new in the sense of the Loi Lang today (`isNewBook`): not proven published more than two
   * years ago and last supplied more than six months ago. False for ebooks, second-hand books, other goods.
   */
  isNewBook: z.boolean(),
  /** The publisher's price with tax in force: the feed's, else the price staff set (the shop's own products). */
  publisherPrice: z.number().nullable(),
  /**
   * The law sells this product at its publisher's price (an ebook, or a new book the feed prices, in a
   * shop bound by the law): `priceWithTax` may not depart from `publisherPrice`.
   */
  priceFixedByLaw: z.boolean(),
  /** The feed's prices kept for their period: the one in force when it ends, and those to come. */
  scheduledPrices: z.array(ZScheduledPrice),
  /** The values of the last feed import; null for a custom product. */
  feed: ZFeedValues.nullable(),
  /** The fields staff have overridden, with their value. */
  overrides: ZFeedValues.partial(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** A product as the list shows it. */
export const ZProductSummary = ZProduct.pick({
  id: true,
  version: true,
  ean: true,
  title: true,
  subtitle: true,
  authors: true,
  publishers: true,
  collections: true,
  priceWithTax: true,
  stock: true,
  availability: true,
  releaseDate: true,
  coverUrl: true,
  isVisible: true,
  isCustom: true,
  secondHand: true,
}).extend({
  overriddenFields: z.array(ZFeedFieldName),
  /** The signed address of the cover's thumbnail, relative to the API: it loads whatever the product's visibility. */
  coverThumbnailUrl: z.string(),
});
export type TProductSummary = z.infer<typeof ZProductSummary>;

/** A product as the public site reads it. */
export const ZPublicProduct = ZProduct.omit({
  version: true,
  suppliers: true,
  priceNoTax: true,
  isVisible: true,
  isCustom: true,
  feed: true,
  overrides: true,
  stock: true,
  lastSupplyDate: true,
  isNewBook: true,
  priceFixedByLaw: true,
  scheduledPrices: true,
  createdAt: true,
  updatedAt: true,
}).extend({ inStock: z.boolean() });
export type TPublicProduct = z.infer<typeof ZPublicProduct>;

export const productSortFields = [
  'title',
  'ean',
  'releaseDate',
  'priceWithTax',
  'stock',
  'availability',
  'createdAt',
  'updatedAt',
] as const;
type TProductSort = (typeof productSortFields)[number] | `-${(typeof productSortFields)[number]}`;
export const ZProductSort = z.enum(
  productSortFields.flatMap((field) => [field, `-${field}`]) as [TProductSort, ...TProductSort[]],
);

export const priceRanges = ['0-10', '10-20', '20-30', '30-50', '50-'] as const;
export const releaseDateRanges = [
  'forthcoming',
  'lastMonth',
  'lastThreeMonths',
  'lastYear',
  'older',
] as const;

const ZBooleanQuery = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean().optional(),
);
const ZCodeList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(ZAvailabilityCode).max(30).optional(),
);

/** The filters of the catalogue, named after the product's fields; the facets use the same names. */
export const catalogFilters = {
  availability: ZCodeList,
  category: z.string().max(20).optional(),
  publisher: z.string().max(300).optional(),
  collection: z.string().max(300).optional(),
  author: z.string().max(300).optional(),
  priceRange: z.enum(priceRanges).optional(),
  releaseDateRange: z.enum(releaseDateRanges).optional(),
  inStock: ZBooleanQuery,
};

/**
 * The catalogue's totals (`totalCount` of the product list and of the public search) are exact up to
 * this many matches and the database's estimate above: counting a million matches costs more than
 * the search.
 */
export const EXACT_COUNT_LIMIT = 1000;

export const ZProductListQuery = ZListQuery.extend({
  sort: ZProductSort.optional(),
  ...catalogFilters,
  isVisible: ZBooleanQuery,
  isCustom: ZBooleanQuery,
});
export type TProductListQuery = z.output<typeof ZProductListQuery>;
/** The export takes the list's filters, without paging. */
export const ZProductExportQuery = ZProductListQuery.omit({ page: true, pageSize: true });
export type TProductExportQuery = z.output<typeof ZProductExportQuery>;

export const ZVariationTypeOption = z.object({ id: ZVariationType, label: z.string() });
export type TVariationTypeOption = z.infer<typeof ZVariationTypeOption>;

/** Shows or hides a set of products on the public site, in one change (the list's bulk action). */
export const ZProductsVisibility = z.object({
  ids: z.array(z.number().int().positive().max(MAX_ID)).min(1, 'required').max(MAX_PAGE_SIZE),
  isVisible: z.boolean(),
});
export type TProductsVisibility = z.infer<typeof ZProductsVisibility>;
/** How many products the change moved (the others already showed or hid as asked). */
export const ZProductsChanged = z.object({ changed: z.number().int() });

const manageProducts = claim('Catalog', 'ProductList');

export const productEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/Products',
    access: manageProducts,
    summary: 'Products, paged; search by words or EAN, sort, filter by the catalogue filters',
    query: ZProductListQuery,
    response: ZPage(ZProductSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/Product',
    access: manageProducts,
    summary: 'One product with its feed values and overrides',
    query: ZById,
    response: ZProduct,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Catalog/Product',
    access: manageProducts,
    summary: 'Create a custom product',
    body: ZProductCreate,
    response: ZProduct,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/Catalog/Product',
    access: manageProducts,
    summary: 'Update a product; on a feed product, changed fields become overrides',
    body: ZProductUpdate,
    response: ZProduct,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/Catalog/Product',
    access: manageProducts,
    summary: 'Delete products (one id or several: all or none)',
    query: ZByIds,
    response: ZNothing,
  }),
  setVisibility: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/Catalog/ProductsVisibility',
    access: manageProducts,
    summary: 'Show or hide the products of the given ids on the public site, all or none',
    body: ZProductsVisibility,
    response: ZProductsChanged,
  }),
  byEan: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/ProductByEan',
    access: manageProducts,
    summary: 'One product by its EAN',
    query: z.object({ ean: ZEan }),
    response: ZProduct,
  }),
  byEans: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/ProductByEans',
    access: manageProducts,
    summary: 'The products of the given EANs (comma-separated), in that order; unknown ones are left out',
    query: z.object({ eans: ZEanList }),
    response: z.array(ZProduct),
  }),
  availabilities: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/Availabilities',
    access: manageProducts,
    summary: "The availability codes (ONIX list 65) with the client's labels",
    response: z.array(ZAvailability),
  }),
  variationTypes: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/VariationTypes',
    reference: true,
    access: manageProducts,
    summary: 'The kinds of variation between products of one work',
    response: z.array(ZVariationTypeOption),
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/ExportCsv',
    access: manageProducts,
    summary:
      'The products of the list filters as CSV for Excel (semicolons, UTF-8 with BOM); the body is the file',
    query: ZProductExportQuery,
    response: z.string(),
  }),
};

/** The public reads of visible products. */
export const publicProductEndpoints = {
  byEan: defineEndpoint({
    method: 'GET',
    path: '/Common/Catalog/Ean',
    access: 'public',
    summary: 'A visible product by its EAN',
    query: z.object({ ean: ZEan }),
    response: ZPublicProduct,
  }),
  byEans: defineEndpoint({
    method: 'GET',
    path: '/Common/Catalog/Eans',
    access: 'public',
    summary: 'The visible products of the given EANs, in that order',
    query: z.object({ eans: ZEanList }),
    response: z.array(ZPublicProduct),
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/Common/Catalog/Id',
    access: 'public',
    summary: 'A visible product by its id',
    query: ZById,
    response: ZPublicProduct,
  }),
  byIds: defineEndpoint({
    method: 'GET',
    path: '/Common/Catalog/Ids',
    access: 'public',
    summary: 'The visible products of the given ids (comma-separated), in that order',
    query: z.object({
      ids: z.preprocess(
        (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
        z.array(ZQueryId).min(1, 'required').max(200),
      ),
    }),
    response: z.array(ZPublicProduct),
  }),
};

import { availabilityGroups, onixAvailabilities, type TContributor, type TSubject } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const emptyTexts = sql`'{}'::text[]`;

/** A price of the feed kept for its period: cents with tax, its VAT rate, the days it runs (inclusive, open when null). */
export interface ScheduledPrice {
  priceWithTax: number;
  taxRate: number;
  from: string | null;
  until: string | null;
}

/** The feed fields as the database holds them: money in cents. */
export type FeedRow = {
  title: string;
  subtitle: string | null;
  authors: TContributor[];
  publishers: string[];
  suppliers: string[];
  collections: string[];
  editions: string[];
  series: string[];
  categories: TSubject[];
  classifications: TSubject[];
  publics: string[];
  releaseDate: string | null;
  priceWithTax: number | null;
  priceNoTax: number | null;
  taxRate: number;
  availability: string | null;
  publishingStatus: string | null;
  summary: string | null;
  pages: number | null;
  weight: number | null;
  height: number | null;
  width: number | null;
  thickness: number | null;
  language: string | null;
  productForm: string | null;
  coverUrl: string | null;
};

/**
 * A product of the catalogue. Its columns hold the values in force (the feed's, or the staff's
 * override of it): search, lists and exports read them. `feed` keeps what the last import said,
 * `overrides` what staff changed; pictures, files and restrictions will hang off `id`.
 */
/** Available first, then to order, forthcoming, out of print, and unknown last. */
export const availabilityRank = sql.raw(
  `(case ${availabilityGroups
    .map((group, rank) => {
      const codes = Object.entries(onixAvailabilities)
        .filter(([, availability]) => availability.group === group)
        .map(([code]) => `'${code}'`);
      return `when "products"."availability" in (${codes.join(',')}) then ${rank}`;
    })
    .join(' ')} else ${availabilityGroups.length} end)`,
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    ean: text('ean').notNull(),
    subEan: text('sub_ean'),
    isCustom: boolean('is_custom').notNull().default(false),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    authors: jsonb('authors').$type<TContributor[]>().notNull().default([]),
    publishers: text('publishers').array().notNull().default(emptyTexts),
    suppliers: text('suppliers').array().notNull().default(emptyTexts),
    collections: text('collections').array().notNull().default(emptyTexts),
    editions: text('editions').array().notNull().default(emptyTexts),
    series: text('series').array().notNull().default(emptyTexts),
    categories: jsonb('categories').$type<TSubject[]>().notNull().default([]),
    classifications: jsonb('classifications').$type<TSubject[]>().notNull().default([]),
    publics: text('publics').array().notNull().default(emptyTexts),
    releaseDate: date('release_date', { mode: 'string' }),
    priceWithTax: integer('price_with_tax'),
    priceNoTax: integer('price_no_tax'),
    taxRate: doublePrecision('tax_rate').notNull().default(0.055),
    availability: text('availability'),
    publishingStatus: text('publishing_status'),
    summary: text('summary'),
    pages: integer('pages'),
    weight: integer('weight'),
    height: integer('height'),
    width: integer('width'),
    thickness: integer('thickness'),
    language: text('language'),
    productForm: text('product_form'),
    coverUrl: text('cover_url'),
    stock: integer('stock').notNull().default(0),
    /** The last day copies came in, from the supply history (`product_supplies`): the Loi Lang's art. 5 reads it. */
    lastSupplyDate: date('last_supply_date', { mode: 'string' }),
    /** The feed's prices whose period has not ended (the one in force and those to come): docs/rules/prices-and-book-laws.md. */
    priceSchedule: jsonb('price_schedule').$type<ScheduledPrice[]>().notNull().default([]),
    /** The next day a period of `priceSchedule` starts or ends: the `publisher-prices` job reads it. */
    nextPriceChangeOn: date('next_price_change_on', { mode: 'string' }),
    variationType: text('variation_type'),
    variationValue: text('variation_value'),
    isSigned: boolean('is_signed').notNull().default(false),
    /** A second-hand copy (« occasion »): outside the Loi Lang and the Darcos floor (docs/rules/prices-and-book-laws.md). */
    secondHand: boolean('second_hand').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    feed: jsonb('feed').$type<FeedRow>(),
    overrides: jsonb('overrides').$type<Partial<FeedRow>>().notNull().default({}),
    /** French full text, accents folded: kept by the database on every write. */
    search: tsvector('search').generatedAlwaysAs(
      sql`catalog_search_document("title", "subtitle", "authors", "publishers", "collections", "series", "summary")`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_ean_key').on(table.ean),
    index('products_search_idx').using('gin', table.search),
    index('products_title_trgm_idx').using('gin', sql`catalog_fold("title") gin_trgm_ops`),
    index('products_authors_trgm_idx').using(
      'gin',
      sql`catalog_fold(catalog_author_names("authors")) gin_trgm_ops`,
    ),
    index('products_authors_idx').using('gin', sql`"authors" jsonb_path_ops`),
    index('products_categories_idx').using('gin', sql`"categories" jsonb_path_ops`),
    index('products_publishers_idx').using('gin', table.publishers),
    index('products_collections_idx').using('gin', table.collections),
    index('products_title_idx').on(table.title, table.id),
    index('products_release_date_idx').on(table.releaseDate, table.id),
    index('products_price_idx').on(table.priceWithTax, table.id),
    index('products_updated_idx').on(table.updatedAt, table.id),
    // The public list's order (availability rank, latest releases first), with `availability` so
    // that a deep page is skipped in the index alone. A change of the availability groups changes
    // the expression, and drizzle-kit then writes the migration that rebuilds the index.
    index('products_public_order_idx')
      .on(availabilityRank, table.releaseDate.desc().nullsLast(), table.id, table.availability)
      .where(sql`"is_visible"`),
    index('products_next_price_change_idx')
      .on(table.nextPriceChangeOn)
      .where(sql`"next_price_change_on" is not null`),
    index('products_release_date_desc_idx').on(table.releaseDate.desc().nullsLast(), sql`"id" desc`),
  ],
);

export type ProductRow = typeof products.$inferSelect;

import { priceNoTaxCents, withCheckDigit } from '@colophon/contract';
import { getTableColumns, sql } from 'drizzle-orm';
import { refreshProductStatistics } from '../catalog/products/products.repository.ts';
import type { FeedRow } from '../catalog/products/products.tables.ts';
import { products } from '../catalog/products/products.tables.ts';
import { productSupplies } from '../catalog/products/supplies.tables.ts';
import type { Db } from '../db/database.ts';
import {
  adjectives,
  clilSubjects,
  feminineNouns,
  largeFormatPrices,
  masculineNouns,
  places,
  pocketPrices,
  publishers,
  summaryEndings,
  summaryOpenings,
  suppliers,
} from './demo-books.ts';
import { firstNames, lastNames } from './french-names.ts';
import { createRandom, type Random } from './random.ts';

type DemoProduct = typeof products.$inferInsert;

const elided = (noun: string) => /^[aeiouéèêîœh]/i.test(noun);
const withArticle = (noun: string, feminine: boolean) =>
  elided(noun) ? `L'${noun}` : `${feminine ? 'La' : 'Le'} ${noun}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (noun: string) => (/[sx]$/.test(noun) ? noun : `${noun}s`);

const titleOf = (random: Random) => {
  const feminine = random.chance(0.5);
  const noun = feminine ? random.pick(feminineNouns) : random.pick(masculineNouns);
  const adjective = random.pick(adjectives)[feminine ? 1 : 0];
  switch (random.int(0, 4)) {
    case 0:
      return `${withArticle(noun, feminine)} ${adjective}`;
    case 1:
      return `${withArticle(noun, feminine)} de ${random.pick(places)}`;
    case 2: {
      const other = random.chance(0.5);
      const second = other ? random.pick(feminineNouns) : random.pick(masculineNouns);
      return `${withArticle(noun, feminine)} et ${withArticle(second, other).replace(/^L'|^La|^Le/, (article) => article.toLowerCase())}`;
    }
    case 3:
      return `Les ${plural(noun)} de ${random.pick(places)}`;
    default:
      return `${feminine ? 'Une' : 'Un'} ${noun} à ${random.pick(places)}`;
  }
};

/** ISBN-13 of the French group (978-2), all distinct: the index runs through a permutation of 10^8. */
const isbnOf = (index: number) =>
  withCheckDigit(`9782${String((index * 7919 + 10_007) % 100_000_000).padStart(8, '0')}`);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One demo product, the same for the same index and seed. Most come from the feed (with a few
 * staff overrides); a few are the shop's own custom products.
 */
const demoProduct = (random: Random, index: number, today: Date): DemoProduct => {
  const publisher = random.pick(publishers);
  const pocket = random.chance(0.6);
  const priceWithTax = pocket ? random.pick(pocketPrices) : random.pick(largeFormatPrices);
  const pages = random.int(pocket ? 120 : 180, pocket ? 560 : 820);
  const roll = random.next();
  const availability =
    roll < 0.62
      ? '21'
      : roll < 0.75
        ? '20'
        : roll < 0.85
          ? '22'
          : roll < 0.9
            ? '10'
            : roll < 0.95
              ? '31'
              : '51';
  const daysAgo = availability === '10' ? -random.int(5, 120) : random.int(10, 365 * 30);
  const author = () => ({ name: `${random.pick(firstNames)} ${random.pick(lastNames)}`, role: 'A01' });
  const authors = random.chance(0.12) ? [author(), author()] : [author()];
  if (random.chance(0.08)) authors.push({ ...author(), role: 'B06' });
  const subjects = [random.pick(clilSubjects)];
  const feed: FeedRow = {
    title: titleOf(random),
    subtitle: random.chance(0.15) ? 'Roman' : null,
    authors,
    publishers: [publisher.name],
    suppliers: [random.pick(suppliers)],
    collections: random.chance(0.8) ? [random.pick(publisher.collections)] : [],
    editions: [publisher.name],
    series: random.chance(0.06)
      ? [`${capitalised(random.pick(feminineNouns))}s, tome ${random.int(1, 6)}`]
      : [],
    categories: subjects,
    classifications: [],
    publics: ['01'],
    releaseDate: isoDay(new Date(today.getTime() - daysAgo * 86_400_000)),
    priceWithTax,
    priceNoTax: priceNoTaxCents(priceWithTax, 0.055),
    taxRate: 0.055,
    availability,
    publishingStatus: availability === '10' ? '02' : availability === '51' ? '07' : '04',
    summary: `<p>${random.pick(summaryOpenings)} ${random.pick(summaryEndings)}</p>`,
    pages,
    weight: Math.round(pages * (pocket ? 0.45 : 0.9)) + 20,
    height: pocket ? 178 : 225,
    width: pocket ? 110 : 140,
    thickness: Math.round(pages / 14) + 2,
    language: 'fre',
    productForm: pocket || random.chance(0.7) ? 'BC' : 'BB',
    coverUrl: null,
  };
  const custom = random.chance(0.02);
  const overrides: Partial<FeedRow> =
    !custom && random.chance(0.03)
      ? { summary: `<p><strong>Coup de cœur de la librairie.</strong></p>${feed.summary}` }
      : {};
  const stock = random.chance(0.55) ? random.int(1, 30) : 0;
  return {
    ean: isbnOf(index),
    isCustom: custom,
    ...feed,
    ...overrides,
    feed: custom ? null : feed,
    overrides,
    stock,
    // Copies in stock came in between yesterday and two years ago (no random draw: the rest stays as it was).
    lastSupplyDate:
      stock > 0 ? isoDay(new Date(today.getTime() - (((index * 37) % 720) + 1) * 86_400_000)) : null,
    isVisible: random.chance(0.97),
    isSigned: random.chance(0.01),
  };
};

/** `count` demo products, the same for the same seed and day; generated lazily, for a million as for two thousand. */
export function* demoProducts(count: number, seed = 2026, today = new Date()): Generator<DemoProduct> {
  const random = createRandom(seed);
  for (let index = 0; index < count; index++) yield demoProduct(random, index, today);
}

/** The batch as one jsonb parameter, keyed by column name: one statement for thousands of rows. */
const insertBatch = async (db: Db, batch: DemoProduct[]) => {
  const columns = getTableColumns(products);
  const keys = Object.keys(batch[0] ?? {}) as (keyof DemoProduct)[];
  const names = keys.map((key) => columns[key].name);
  const rows = batch.map((product) =>
    Object.fromEntries(keys.map((key, index) => [names[index], product[key] ?? null])),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const inserted = await db.execute<{ id: number }>(
    sql`insert into ${products} (${list})
        select ${list} from jsonb_populate_recordset(null::${products}, ${JSON.stringify(rows)}::jsonb)
        on conflict (ean) do nothing returning id`,
  );
  return inserted.rows.length;
};

/**
 * Inserts `count` demo products in batches (the benches ask for a million); products already there
 * (same EAN) are left as they are. Answers how many were added.
 */
export const insertDemoProducts = async (
  db: Db,
  options: {
    count: number;
    seed?: number;
    today?: Date;
    batchSize?: number;
    onBatch?: (done: number) => void;
  },
) => {
  const batchSize = options.batchSize ?? 5000;
  let batch: DemoProduct[] = [];
  let added = 0;
  let done = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    added += await insertBatch(db, batch);
    done += batch.length;
    batch = [];
    options.onBatch?.(done);
  };
  for (const product of demoProducts(options.count, options.seed, options.today)) {
    batch.push(product);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await refreshProductStatistics(db);
  return added;
};

/** The demo's stock as its supply history: each stocked book's initial stock, come in on its last supply day. */
export const seedDemoSupplies = (db: Db) =>
  db.execute(sql`
    insert into ${productSupplies} (product_id, kind, quantity, stock_after, supplied_on, note)
    select p.id, 'initial', p.stock, p.stock, p.last_supply_date, 'demo'
    from ${products} as p
    where p.last_supply_date is not null and p.stock > 0
      and not exists (select 1 from ${productSupplies} as s where s.product_id = p.id)`);

import { asc, sql } from 'drizzle-orm';
import { regenerateDueLists } from '../catalog/catalog-lists/catalog-lists.service.ts';
import { catalogLists, productSales } from '../catalog/catalog-lists/catalog-lists.tables.ts';
import { authors, collections, reviews } from '../catalog/generic-lists/generic-lists.tables.ts';
import { products } from '../catalog/products/products.tables.ts';
import type { Db } from '../db/database.ts';
import { publishers } from './demo-books.ts';
import { firstNames, lastNames } from './french-names.ts';
import { createRandom, type Random } from './random.ts';

const praises = [
  'Impossible à lâcher, je l’ai lu d’une traite.',
  'Une écriture précise et pleine de tendresse.',
  'Les personnages restent longtemps avec vous.',
  'Un peu lent au début, puis magnifique.',
  'Le libraire avait raison : un vrai coup de cœur.',
  'Drôle, vif, et plus profond qu’il n’y paraît.',
  'Je l’ai offert trois fois depuis.',
];
const complaints = [
  'Je n’ai pas accroché à l’histoire.',
  'Trop long pour ce qu’il raconte.',
  'La fin m’a déçue.',
];
const biographies = [
  'Né en Bretagne, il a longtemps enseigné avant de se consacrer à l’écriture.',
  'Romancière et traductrice, elle vit entre Lyon et Montréal.',
  'Journaliste de formation, il signe ici son premier roman.',
  'Elle a reçu le prix des lecteurs pour son deuxième livre.',
  'Ancien libraire, il écrit des polars qui se passent à Marseille.',
];

const dayBefore = (today: Date, days: number) => {
  const date = new Date(today);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** A rating as readers give them: mostly good, some disappointed. */
const aRating = (random: Random) => random.pick([5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1]);

/** The most named authors of the catalogue get an entry of their own, with a short biography. */
const seedAuthors = async (db: Db, random: Random) => {
  const named = await db.execute<{ name: string }>(
    sql`select author->>'name' as name from ${products}, jsonb_array_elements(${products.authors}) as author
        group by 1 order by count(*) desc, 1 limit 60`,
  );
  const rows = named.rows.map(({ name }) => ({ name, biography: `<p>${random.pick(biographies)}</p>` }));
  if (rows.length > 0) await db.insert(authors).values(rows).onConflictDoNothing();
};

const seedCollections = async (db: Db) => {
  const rows = publishers.flatMap((publisher) =>
    publisher.collections.map((name) => ({
      name,
      publisher: publisher.name,
      description: `<p>La collection « ${name} » des éditions ${publisher.name}.</p>`,
    })),
  );
  await db.insert(collections).values(rows).onConflictDoNothing();
};

/** Reviews on one product in twelve: mostly approved, some waiting for moderation, a few rejected. */
const seedReviews = async (db: Db, random: Random, productIds: number[], today: Date) => {
  const rows = productIds
    .filter((_id, index) => index % 12 === 0)
    .flatMap((productId) =>
      Array.from({ length: random.int(1, 3) }, () => {
        const rating = aRating(random);
        return {
          productId,
          rating,
          text: rating >= 3 ? random.pick(praises) : random.pick(complaints),
          authorName: `${random.pick(firstNames)} ${random.pick(lastNames).slice(0, 1)}.`,
          reviewedOn: dayBefore(today, random.int(0, 300)),
          status: random.pick([
            'Approved',
            'Approved',
            'Approved',
            'Pending',
            'Pending',
            'Rejected',
          ] as const),
        };
      }),
    );
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(reviews).values(rows.slice(start, start + 500));
};

/** Sales of the last month, so that the best sellers mean something before there are orders. */
const seedSales = async (db: Db, random: Random, productIds: number[], today: Date) => {
  const sold = productIds.filter((_id, index) => index % 9 === 0);
  const rows = sold.flatMap((productId) => {
    const days = new Set(Array.from({ length: random.int(1, 6) }, () => random.int(0, 29)));
    return [...days].map((days) => ({
      productId,
      soldOn: dayBefore(today, days),
      quantity: random.int(1, 12),
    }));
  });
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insert(productSales)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
};

/**
 * The demo shop's authors, collections, reviews and catalogue lists, made from the demo products
 * already there (seed them first): the same seed and day give the same shop.
 */
export const seedDemoCatalogExtras = async (db: Db, options: { seed?: number; today?: Date } = {}) => {
  const random = createRandom(options.seed ?? 2027);
  const today = options.today ?? new Date();
  const productIds = (await db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map(
    (row) => row.id,
  );
  await seedAuthors(db, random);
  await seedCollections(db);
  await seedReviews(db, random, productIds, today);
  await seedSales(db, random, productIds, today);
  await db.insert(catalogLists).values([
    { name: 'Nouveautés', type: 'News', page: '/', maxProducts: 12 },
    { name: 'À paraître', type: 'ToRelease', page: '/a-paraitre', maxProducts: 12 },
    { name: 'Meilleures ventes', type: 'BestSellers', page: '/', maxProducts: 10 },
  ]);
  await regenerateDueLists({ db }, today);
};

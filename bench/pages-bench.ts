/**
 * `npm run bench:pages`: the site's read of a page of 20 blocs. In PostgreSQL (database
 * `colophon_pages_bench`): `BENCH_POSTS` posts (20 000 by default, most published, some events to
 * come), `BENCH_PRODUCTS` demo books (5 000) with a catalogue list of each kind, categories and tags;
 * five pictures in the media library; a published page whose 20 blocs cover every bloc type, the
 * carousel showing those pictures. p50/p95 of `/Public/Page/Page` through the API (in process, `inject`): served from the
 * cache, and missing it (another page saved just before each read); beside them the SQL floor (the
 * page read and every bloc resolved, straight on the database).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TBlocInput, ZCmsPageCreate } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { resolvePage } from '../apps/api/src/cms/pages/page-blocs.service.ts';
import { demoCarouselMediaIds } from '../apps/api/src/cms/pages/page-media.ts';
import { findPublishedPageByUrl } from '../apps/api/src/cms/pages/pages.repository.ts';
import { createPagesService } from '../apps/api/src/cms/pages/pages.service.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/database.ts';
import { insertDemoProducts } from '../apps/api/src/demo/demo-products.ts';
import { percentile, table } from './measure.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 20_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_URL = SERVER.replace(/\/[^/]*$/, '/colophon_pages_bench');
const ADMIN = { userName: 'admin', password: 'bench-password-1' };

/** p50 and p95 of `work`, run for SECONDS after a warm-up; `before` runs untimed before each. */
const measure = async (work: () => Promise<unknown>, before?: () => Promise<unknown>) => {
  for (let warm = 0; warm < 3; warm++) {
    await before?.();
    await work();
  }
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    await before?.();
    const start = performance.now();
    await work();
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), count: latencies.length };
};

const admin = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
await admin.connect();
await admin.query('drop database if exists colophon_pages_bench with (force)');
await admin.query('create database colophon_pages_bench');
await admin.end();
const database = await openDatabase({ url: BENCH_URL, dataDir: '' });
await migrateDatabase(database);
const { db } = database;

const started = performance.now();
await insertDemoProducts(db, { count: PRODUCTS, seed: 11 });
await db.execute(sql`insert into categories (localizations, position)
  select jsonb_build_object('fr', jsonb_build_object('name', 'Catégorie ' || n, 'description', null), 'en', jsonb_build_object('name', 'Category ' || n, 'description', null)), n
  from generate_series(1, 30) n`);
await db.execute(sql`update categories set parent_id = 1 + (id % 5) where id > 5`);
await db.execute(sql`insert into tags (localizations)
  select jsonb_build_object('fr', jsonb_build_object('name', 'Étiquette ' || n), 'en', jsonb_build_object('name', 'Tag ' || n))
  from generate_series(1, 50) n`);
// 80 % published; every twelfth an event, spread from a month ago to a year ahead.
// Five pictures of the library for the carousel (rows only: the read gives their addresses, not their bytes).
await db.execute(sql`insert into media (media_type, localizations, file_name, content_type, width, height, storage_key, renditions)
  select 'ImageCustom',
    jsonb_build_object('fr', jsonb_build_object('title', 'Vitrine ' || g, 'altText', 'La vitrine ' || g)),
    'vitrine-' || g || '.jpg', 'image/jpeg', 2400, 1600, 'bench/vitrine-' || g,
    jsonb_build_array(jsonb_build_object('name', 'large', 'key', 'bench/vitrine-' || g || '-large',
      'contentType', 'image/webp', 'width', 1920, 'height', 1280, 'byteSize', 180000))
  from generate_series(1, 5) g`);
await db.execute(sql`insert into posts (post_type, status, publication_start, event_start, event_end, created_at, updated_at)
  select case when n % 12 = 0 then 'Event' else (array['Article','ProductLiked','Folder','MustRead'])[1 + n % 4] end,
    case when n % 10 < 8 then 'Published' else 'Draft' end,
    now() - (n || ' minutes')::interval,
    case when n % 12 = 0 then now() + ((n % 400 - 30) || ' days')::interval else null end,
    case when n % 12 = 0 then now() + ((n % 400 - 30) || ' days')::interval + interval '2 hours' else null end,
    now() - (n || ' minutes')::interval, now()
  from generate_series(1, ${POSTS}) n`);
await db.execute(sql`insert into post_localizations (post_id, locale, title, lead, relative_url)
  select id, 'fr', 'Article numéro ' || id, '<p>Un chapeau pour l’article ' || id || '.</p>', 'article-numero-' || id from posts`);
await db.execute(sql`insert into post_localizations (post_id, locale, title, lead, relative_url)
  select id, 'en', 'Post number ' || id, '<p>A lead for post ' || id || '.</p>', 'post-number-' || id from posts where id % 2 = 0`);
await db.execute(sql`insert into post_categories (post_id, category_id) select id, 1 + id % 30 from posts`);
for (const [kind, order] of [
  ['News', 'release_date desc nulls last'],
  ['ToRelease', 'release_date asc nulls last'],
  ['BestSellers', 'id'],
] as const) {
  const [list] = (
    await db.execute<{ id: number }>(
      sql`insert into catalog_lists (name, type, last_generated_at) values (${kind}, ${kind}, now()) returning id`,
    )
  ).rows;
  await db.execute(sql`insert into catalog_list_products (list_id, product_id, position)
    select ${list?.id}, id, row_number() over () from (select id from products where is_visible order by ${sql.raw(order)} limit 50) chosen`);
}
await db.execute(sql`analyze`);
console.log(
  `${POSTS} posts and ${PRODUCTS} books loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const config = loadConfig({
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO: 'false',
  RATE_LIMIT: 'false',
  LOG_LEVEL: 'silent',
  PROCESS_ROLE: 'api',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  STORAGE_DIR: mkdtempSync(join(tmpdir(), 'colophon-pages-storage-')),
});
const colophon = await buildApp(config, { database });
const pages = createPagesService(colophon.services);

const ids = async (query: ReturnType<typeof sql>) =>
  (await db.execute<{ id: number }>(query)).rows.map((row) => Number(row.id));
const postIds = await ids(sql`select id from posts where status = 'Published' order by id desc limit 8`);
const tagIds = await ids(sql`select id from tags order by id limit 6`);
const eans = (
  await db.execute<{ ean: string }>(sql`select ean from products where is_visible order by id limit 12`)
).rows.map((row) => row.ean);
const media = await demoCarouselMediaIds(db, 5);
const title = (fr: string) => [{ locale: 'fr' as const, title: fr, html: null }];
const html = (fr: string): TBlocInput => ({
  blocType: 'Html',
  width: 25,
  localizations: [
    { locale: 'fr', title: fr, html: `<p>${fr} : <strong>un texte</strong> de la librairie.</p>` },
  ],
});
// 20 blocs, every type: a main column of 75 % and a side column of 25 %.
const blocs: TBlocInput[] = [
  media.length > 0
    ? { blocType: 'ImageCarousel', width: 75, mediaIds: media, localizations: title('À la une') }
    : { ...html('À la une'), width: 75 },
  { blocType: 'HardCodedNewProducts', width: 75, maximum: 12, localizations: title('Nouveautés') },
  { blocType: 'HardCodedSoonPublishedProducts', width: 50, maximum: 8, localizations: title('À paraître') },
  { blocType: 'HardCodedBestSales', width: 25, maximum: 8, localizations: title('Meilleures ventes') },
  {
    blocType: 'Basic',
    width: 50,
    automaticRetrieve: true,
    postType: 'Article',
    maximum: 6,
    localizations: title('Articles'),
  },
  {
    blocType: 'Basic',
    width: 25,
    automaticRetrieve: true,
    categoryIds: [3, 7],
    maximum: 6,
    localizations: title('Romans'),
  },
  { blocType: 'Manual', width: 75, postIds, localizations: title('Nos choix') },
  { blocType: 'HardCodedProducts', width: 75, productEans: eans, localizations: title('La sélection') },
  { ...html('Édito'), width: 25 },
  {
    blocType: 'Basic',
    width: 50,
    automaticRetrieve: true,
    order: 'title',
    maximum: 6,
    localizations: title('De A à Z'),
  },
  { blocType: 'HardCodedAgenda', column: 'side', width: 25, maximum: 6, localizations: title('Agenda') },
  { blocType: 'HardCodedTags', column: 'side', width: 25, tagIds, localizations: title('Thèmes') },
  { blocType: 'HardCodedCategoryNavigation', column: 'side', width: 25, localizations: title('Rayons') },
  { ...html('Horaires'), column: 'side' },
  {
    blocType: 'Basic',
    column: 'side',
    width: 25,
    automaticRetrieve: true,
    postType: 'Event',
    order: 'eventStart',
    maximum: 4,
    localizations: title('Événements'),
  },
  {
    blocType: 'HardCodedAgenda',
    column: 'side',
    width: 25,
    maximum: 3,
    categoryIds: [12],
    localizations: title('Rencontres'),
  },
  { ...html('Newsletter'), column: 'side' },
  {
    blocType: 'Manual',
    column: 'side',
    width: 25,
    postIds: postIds.slice(0, 3),
    localizations: title('Coups de cœur'),
  },
  { blocType: 'HardCodedBestSales', column: 'side', width: 25, maximum: 5, localizations: title('Top 5') },
  { ...html('Contact'), column: 'side' },
];
const input = ZCmsPageCreate.parse({
  name: 'Accueil',
  layout: 'TwoColumnsThinRight',
  isPublished: true,
  localizations: [{ locale: 'fr', title: 'Accueil', relativeUrl: 'accueil' }],
  blocs,
});
await pages.create(input, null, 'fr');
const other = await pages.create(
  ZCmsPageCreate.parse({ name: 'Autre', localizations: [{ locale: 'fr', title: 'Autre' }] }),
  null,
  'fr',
);
let saved = other;
/** Another page saved: every cached page is read afresh next time. */
const saveAnother = async () => {
  saved = await pages.update(
    {
      ...input,
      blocs: [],
      name: 'Autre',
      layout: 'FullPage',
      localizations: [
        {
          locale: 'fr',
          title: 'Autre',
          relativeUrl: 'autre',
          metaTitle: null,
          metaDescription: null,
          metaKeywords: null,
        },
      ],
      id: saved.id,
      version: saved.version,
    },
    null,
    'fr',
  );
};

const get = async () => {
  const answer = await colophon.app.inject({
    method: 'GET',
    url: '/Public/Page/Page?relativeUrl=accueil',
    headers: { 'accept-language': 'fr' },
  });
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
  const resolved = JSON.parse(answer.body).entityOutput as { blocs: unknown[] };
  if (resolved.blocs.length !== 20) throw new Error(`${resolved.blocs.length} blocs`);
};
const cached = await measure(get);
const missed = await measure(get, saveAnother);
const floor = await measure(async () => {
  const page = await findPublishedPageByUrl(db, 'fr', 'accueil');
  const text = page?.localizations[0];
  if (!page || !text) throw new Error('no page');
  return resolvePage(
    db,
    { id: page.id, layout: page.layout, texts: text, blocs: page.blocs },
    'fr',
    new Date(),
  );
});
console.log(
  table(
    ['PostgreSQL, page of 20 blocs', 'p50 ms', 'p95 ms', 'reads'],
    [
      ['API, from the cache', cached.p50, cached.p95, cached.count],
      ['API, cache missed (a page saved before each read)', missed.p50, missed.p95, missed.count],
      ['SQL floor (page + 20 blocs resolved)', floor.p50, floor.p95, floor.count],
    ],
  ),
);
await colophon.close();

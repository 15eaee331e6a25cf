/**
 * `npm run bench:posts`: the site's reads of posts at scale. On `BENCH_POSTS` posts (100 000 by
 * default) in PostgreSQL (database `colophon_posts_bench`), most of them published, in French and
 * English, in 30 categories and with 50 tags: p50/p95 of the public list (newest, by type, by category,
 * by tag) and of the read by relative URL, through the API (in process, `inject`) beside the same
 * repository calls straight on the database (the floor).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZPublicPostListQuery } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import {
  findPublicPostId,
  listPublicPostIds,
  loadPosts,
} from '../apps/api/src/cms/posts/posts.repository.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/database.ts';
import { latenciesOf, percentile, table } from './measure.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_URL = SERVER.replace(/\/[^/]*$/, '/colophon_posts_bench');
const ADMIN = { userName: 'admin', password: 'bench-password-1' };
const TYPES = [
  'ProductLiked',
  'Article',
  'Folder',
  'Event',
  'ProductList',
  'Location',
  'Author',
  'Html',
  'Banner',
  'Video',
  'Podcast',
  'MustRead',
];

const measure = async (work: () => Promise<unknown>) => {
  for (let warm = 0; warm < 3; warm++) await work();
  const latencies = await latenciesOf(work, 1, SECONDS);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
};

const admin = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
await admin.connect();
await admin.query('drop database if exists colophon_posts_bench with (force)');
await admin.query('create database colophon_posts_bench');
await admin.end();
const database = await openDatabase({ url: BENCH_URL, dataDir: '' });
await migrateDatabase(database);
const { db } = database;

const started = performance.now();
await db.execute(sql`insert into categories (localizations, position)
  select jsonb_build_object('fr', jsonb_build_object('name', 'Catégorie ' || n, 'description', null), 'en', jsonb_build_object('name', 'Category ' || n, 'description', null)), n
  from generate_series(1, 30) n`);
await db.execute(sql`insert into tags (localizations)
  select jsonb_build_object('fr', jsonb_build_object('name', 'Étiquette ' || n), 'en', jsonb_build_object('name', 'Tag ' || n))
  from generate_series(1, 50) n`);
// 80 % published (a tenth of them with a window over), the rest spread over the other statuses.
await db.execute(sql`insert into posts (post_type, status, publication_start, publication_end, created_at, updated_at)
  select (${sql.raw(`array[${TYPES.map((type) => `'${type}'`).join(',')}]`)})[1 + n % 12],
    case when n % 10 < 8 then 'Published' else (array['Draft','WaitingForValidation','ValidationRejected','Validated','Archived'])[1 + n % 5] end,
    now() - (n || ' minutes')::interval,
    case when n % 80 = 0 then now() - interval '1 minute' else null end,
    now() - (n || ' minutes')::interval, now()
  from generate_series(1, ${POSTS}) n`);
await db.execute(sql`insert into post_localizations (post_id, locale, title, lead, relative_url)
  select id, 'fr', 'Article numéro ' || id, '<p>Un chapeau pour l’article ' || id || '.</p>', 'article-numero-' || id from posts`);
await db.execute(sql`insert into post_localizations (post_id, locale, title, lead, relative_url)
  select id, 'en', 'Post number ' || id, '<p>A lead for post ' || id || '.</p>', 'post-number-' || id from posts where id % 2 = 0`);
await db.execute(sql`insert into post_categories (post_id, category_id) select id, 1 + id % 30 from posts`);
await db.execute(sql`insert into post_tags (post_id, tag_id) select id, 1 + id % 50 from posts`);
await db.execute(
  sql`insert into post_tags (post_id, tag_id) select id, 1 + (id * 7) % 50 from posts where (id * 7) % 50 <> id % 50`,
);
await db.execute(sql`analyze`);
console.log(`${POSTS} posts loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const config = loadConfig({
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO: 'false',
  RATE_LIMIT: 'false',
  LOG_LEVEL: 'silent',
  PROCESS_ROLE: 'api',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  STORAGE_DIR: mkdtempSync(join(tmpdir(), 'colophon-posts-storage-')),
});
const colophon = await buildApp(config, { database });
const get = async (url: string) => {
  const answer = await colophon.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
};

const sample =
  (
    await db.execute<{
      relative_url: string;
    }>(sql`select relative_url from post_localizations join posts on posts.id = post_id
  where locale = 'en' and status = 'Published' and publication_end is null order by post_id desc offset 5000 limit 1`)
  ).rows[0]?.relative_url ?? '';
const lists: { what: string; query: Record<string, string> }[] = [
  { what: 'newest, first page', query: {} },
  { what: 'newest, page 50', query: { page: '50' } },
  { what: 'by type (Event)', query: { postType: 'Event' } },
  { what: 'by category', query: { categoryId: '7' } },
  { what: 'by tag', query: { tagId: '12' } },
  { what: 'by type and tag', query: { postType: 'Article', tagId: '12' } },
];
const rows: (string | number)[][] = [];
for (const list of lists) {
  const api = await measure(() => get(`/Public/Post/Posts?${new URLSearchParams(list.query)}`));
  const parsed = ZPublicPostListQuery.parse(list.query);
  const floor = await measure(async () =>
    loadPosts(db, (await listPublicPostIds(db, parsed, new Date())).ids),
  );
  rows.push([list.what, api.p50, api.p95, floor.p50, floor.p95]);
}
const byUrl = await measure(() => get(`/Public/Post/Post?relativeUrl=${sample}`));
const byUrlFloor = await measure(async () =>
  loadPosts(db, [(await findPublicPostId(db, 'en', sample, new Date())) ?? 0]),
);
rows.push(['by relative URL', byUrl.p50, byUrl.p95, byUrlFloor.p50, byUrlFloor.p95]);
console.log(
  table(['PostgreSQL, public read', 'API p50 ms', 'API p95 ms', 'floor p50 ms', 'floor p95 ms'], rows),
);
await colophon.close();

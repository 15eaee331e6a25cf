import {
  allEndpoints,
  hostingEndpoints,
  MAX_PUBLIC_DEPTH,
  MEDIA_REQUESTS_PER_MINUTE,
  PUBLIC_REQUESTS_PER_MINUTE,
  productEndpoints,
  searchEndpoints,
  storedMediaEndpoints,
} from '@colophon/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ColophonApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { type PrivatePostgres, startPrivatePostgres } from '../../testing/private-postgres.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

/** What the Internet can make a public endpoint cost: how deep, how often, how long. */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ PUBLIC_QUERY_TIMEOUT_MS: '500' });
  await api.call(productEndpoints.create, { body: aBook(), token: api.adminToken });
});
afterAll(() => api.close());

const fromAddress = (remoteAddress: string, url: string) =>
  api.app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': 'en' } });

describe('how deep the public search goes', () => {
  it('when an anonymous search asks for a page past the reachable depth, then it is refused at the page in the caller’s language', async () => {
    const query = { search: 'le', page: 4000, pageSize: 100 };
    const english = await api.call(searchEndpoints.search, { query });
    expect(english.status).toBe(400);
    expect(english.body.propertiesErrorMessages).toEqual([
      { propertyName: 'page', errorMessage: expect.stringContaining('10,000') },
    ]);
    const french = await api.call(searchEndpoints.searchWithFacets, {
      query,
      headers: { 'accept-language': 'fr' },
    });
    expect(french.status).toBe(400);
    expect(french.body.propertiesErrorMessages[0]?.propertyName).toBe('page');
    expect(french.body.propertiesErrorMessages[0]?.errorMessage).toMatch(/premiers produits/);
  });

  it('when the last page asked is right at the reachable depth, then it is answered', async () => {
    const last = await api.call(searchEndpoints.search, {
      query: { page: MAX_PUBLIC_DEPTH / 100, pageSize: 100 },
    });
    expect(last.status).toBe(200);
    expect(last.output.items).toEqual([]);
    const first = await api.call(searchEndpoints.search, { query: { search: 'Misérables' } });
    expect(first.output.items.map((item) => item.title)).toEqual(['Les Misérables']);
  });
});

describe('how often one address may call', () => {
  it('when the contract lists its endpoints, then every public one has a per-address limit', () => {
    const open = allEndpoints.filter((endpoint) => endpoint.access === 'public');
    expect(open.length).toBeGreaterThan(10);
    for (const endpoint of open) expect(endpoint.rateLimit, endpoint.path).toBeGreaterThan(0);
    expect(searchEndpoints.search.rateLimit).toBe(PUBLIC_REQUESTS_PER_MINUTE);
  });

  // The requests that fill the limit are refused by validation (no database work): they count all the same.
  it('when one address searches more often than the limit in a minute, then it gets 429 with when to retry, and another address is still answered', async () => {
    const path = searchEndpoints.search.path;
    for (let sent = 0; sent < PUBLIC_REQUESTS_PER_MINUTE; sent++) {
      expect((await fromAddress('203.0.113.7', `${path}?page=0`)).statusCode).toBe(400);
    }
    const refused = await fromAddress('203.0.113.7', `${path}?search=hugo`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().errors[0]).toMatch(/Try again/);
    expect((await fromAddress('203.0.113.8', `${path}?search=hugo`)).statusCode).toBe(200);
  }, 120_000);

  it('when one address reads pictures more often than the limit, then it is refused too', async () => {
    const path = storedMediaEndpoints.picture.path;
    for (let sent = 0; sent < MEDIA_REQUESTS_PER_MINUTE; sent++) {
      expect((await fromAddress('198.51.100.9', `${path}?id=none`)).statusCode).toBe(400);
    }
    expect((await fromAddress('198.51.100.9', `${path}?id=424242`)).statusCode).toBe(429);
    expect((await fromAddress('198.51.100.10', `${path}?id=424242`)).statusCode).toBe(404);
  }, 120_000);

  it('when an address is on the allow list, then it is never limited', async () => {
    const shop = await startTestApp({ RATE_LIMIT_ALLOW: '192.0.2.10' });
    try {
      const url = hostingEndpoints.get.path;
      for (let sent = 0; sent <= PUBLIC_REQUESTS_PER_MINUTE; sent++) {
        const answer = await shop.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.10' });
        expect(answer.statusCode).toBe(200);
      }
    } finally {
      await shop.close();
    }
  }, 120_000);
});

/*
 * The statement timeout is PostgreSQL's (PGlite accepts the setting but cannot interrupt a statement:
 * WebAssembly has no signals; there the bounds are the depth and the rate limit above). So this part
 * always runs on a PostgreSQL: TEST_DATABASE_URL's, or else a server of the test's own.
 */
describe('how long a public query may run, on PostgreSQL', () => {
  let server: PrivatePostgres | null = null;
  let onPostgres: ColophonApp | null = null;
  beforeAll(async () => {
    if (api.services.database.engine === 'postgres') return;
    server = await startPrivatePostgres();
    onPostgres = await buildApp(
      loadConfig({
        DATABASE_URL: server.url,
        PUBLIC_QUERY_TIMEOUT_MS: '500',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'test-secret-test-secret-test-secret-42',
        ADMIN_PASSWORD: 'admin-password-1',
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await onPostgres?.close();
    await server?.remove();
  });

  it('when a public search waits past the statement timeout, then it answers 503 with a message and the next one is served', async () => {
    const target = onPostgres ?? api;
    const database = target.services.database;
    if (database.engine !== 'postgres') throw new Error('a PostgreSQL database was expected');
    const search = (query: string) =>
      target.app.inject({
        method: 'GET',
        url: `${searchEndpoints.search.path}?search=${query}`,
        headers: { 'accept-language': 'en' },
      });
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table products in access exclusive mode');
      // Without the timeout this request would wait for the lock, and the test would time out.
      const busy = await search('hugo');
      expect(busy.statusCode).toBe(503);
      expect(busy.json().errors[0]).toMatch(/busy/);
      await holder.query('rollback');
      expect((await search('Misérables')).statusCode).toBe(200);
    } finally {
      await holder.end();
    }
  });
});

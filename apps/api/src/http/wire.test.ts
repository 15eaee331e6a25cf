import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addressEndpoints, productEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';

/** What crosses the wire between the console and the API: compressed answers, one preflight, 304s. */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${api.adminToken}`, ...headers } });

describe('compressed answers', () => {
  it('when a browser accepts brotli, then the countries come compressed to under a third and read back whole', async () => {
    const url = addressEndpoints.countries.path;
    const plain = await read(url);
    const answer = await read(url, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(answer.rawPayload).toString();
    expect(body).toBe(plain.body);
    expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('when a client accepts only gzip, then it gets gzip; with no accept-encoding, plain JSON', async () => {
    const url = addressEndpoints.countries.path;
    const gzip = await read(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toMatchObject({ isValid: true });
    const plain = await read(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ isValid: true });
  });
});

describe('preflights', () => {
  it('when the console asks before a call, then the browser may keep the answer two hours', async () => {
    const answer = await api.app.inject({
      method: 'OPTIONS',
      url: productEndpoints.list.path,
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-max-age']).toBe('7200');
  });
});

describe('reference lists', () => {
  it('when the console reads the countries again with their ETag, then the answer is a 304 without a body', async () => {
    const url = addressEndpoints.countries.path;
    const first = await read(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await read(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('when the ETag is of the other language, then the list comes whole in the caller’s language', async () => {
    const url = addressEndpoints.countries.path;
    const french = await read(url, { 'accept-language': 'fr' });
    const english = await read(url, {
      'accept-language': 'en',
      'if-none-match': String(french.headers.etag),
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(french.headers.etag);
    expect(english.headers.vary).toContain('accept-language');
  });

  it('when a list that changes (the products) is read, then it has no ETag and is not kept by the browser', async () => {
    const answer = await read(`${productEndpoints.list.path}?page=0`);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

import { createHash } from 'node:crypto';
import { hostingEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';

/** The API answers data, never a page to run: what a browser may do with what it sends. */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('the API’s content security policy', () => {
  it.each([
    hostingEndpoints.get.path,
    '/Common/Catalog/Search?page=0',
    '/Common/Catalog/Picture?id=1',
    '/no/such/path',
    '/openapi.json',
  ])(
    'when anyone reads %s, then the answer may load nothing, run nothing and be framed nowhere',
    async (url) => {
      const answer = await get(url);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('when a developer opens the reference at /docs, then its page runs its own scripts only and is framed nowhere', async () => {
    const page = await get('/docs/');
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).not.toMatch(/unsafe-eval|upgrade-insecure-requests/);
    // Each inline script of the page is allowed by its hash, and nothing else inline is.
    const inline = [...page.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
    );
    for (const hash of inline) expect(policy).toContain(hash);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

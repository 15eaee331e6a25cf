import { claim, hostingEndpoints, productCacheEndpoints, searchEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/index.ts';

/** What an operator's Prometheus reads of a process, and who else may read it. */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7' });
});
afterAll(() => api.close());

const metrics = (remoteAddress: string, token?: string) =>
  api.app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The value of one sample of the text format, or undefined. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe('the metrics', () => {
  it('when the operator’s collector reads /metrics, then it gets requests per route with their latency, the database pool and node’s own figures', async () => {
    await api.call(hostingEndpoints.get);
    await api.call(hostingEndpoints.get);
    await api.call(searchEndpoints.search, { query: { page: 0 } });
    const answer = await metrics('10.20.30.40');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(
      sample(text, 'colophon_http_requests_total{method="GET",route="/Common/Hosting/Hosting",status="200"}'),
    ).toBe(2);
    expect(
      sample(text, 'colophon_http_requests_total{method="GET",route="/Common/Catalog/Search",status="400"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        'colophon_http_request_duration_seconds_count{method="GET",route="/Common/Hosting/Hosting"}',
      ),
    ).toBe(2);
    expect(text).toMatch(
      /colophon_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/Common\/Hosting\/Hosting"\} \d/,
    );
    expect(sample(text, 'colophon_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^colophon_process_resident_memory_bytes \d+/m);
  });

  it('when a job runs, then its queue’s count and duration show', async () => {
    const launched = await api.call(productCacheEndpoints.refresh, { token: api.adminToken });
    expect(launched.status).toBe(200);
    const line = 'colophon_jobs_total{queue="product-cache-refresh",outcome="completed"}';
    let text = '';
    for (let wait = 0; wait < 100 && sample(text, line) === undefined; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      text = (await metrics('192.0.2.7')).body;
    }
    expect(sample(text, line)).toBe(1);
    expect(
      sample(text, 'colophon_job_duration_seconds_count{queue="product-cache-refresh",outcome="completed"}'),
    ).toBe(1);
  });

  it('when someone from an address not allowed reads /metrics, then it is refused unless they hold the health-check claim', async () => {
    for (const address of ['203.0.113.9', '127.0.0.1', '11.0.0.1']) {
      const refused = await metrics(address);
      expect(refused.statusCode, address).toBe(403);
      expect(refused.body).not.toContain('colophon_');
    }
    const catalogue = await tokenWithClaims(api, [claim('Catalog', 'ProductList')]);
    expect((await metrics('203.0.113.9', catalogue)).statusCode).toBe(403);
    const operator = await tokenWithClaims(api, [claim('Management', 'HeathCheck')]);
    const read = await metrics('203.0.113.9', operator);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('colophon_http_requests_total');
  });
});

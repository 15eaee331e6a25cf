import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  activityEndpoints,
  productCacheEndpoints,
  productEndpoints,
  taskEndpoints,
} from '@colophon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFileStorage } from '../../storage/storage.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';
import { refreshCachesAndCovers } from './cache.service.ts';

let api: TestApp;
let storageDir: string;
let covers: Server;
let coversUrl: string;

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'colophon-cache-'));
  api = await startTestApp({ STORAGE_DIR: storageDir });
  const jpeg = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#224488' } })
    .jpeg()
    .toBuffer();
  covers = createServer((request, response) => {
    if (request.url?.endsWith('.jpg'))
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => covers.listen(0, '127.0.0.1', resolve));
  coversUrl = `http://127.0.0.1:${(covers.address() as AddressInfo).port}`;
});
afterAll(async () => {
  covers.close();
  await api.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const asAdmin = () => ({ token: api.adminToken });
const addBook = async (ean: string, coverUrl: string | null) =>
  (await api.call(productEndpoints.create, { body: aBook({ ean, coverUrl }), ...asAdmin() })).output;

describe('refreshing the product cache', () => {
  it('when staff launch the refresh, then a task runs to completion and covers become thumbnails; failures are counted', async () => {
    const reachable = await addBook('9782070413041', `${coversUrl}/9782070413041.jpg`);
    await addBook('9782070413058', `${coversUrl}/introuvable.png`);
    await addBook('9782070413065', 'http://127.0.0.1:9/injoignable.jpg');

    const launched = await api.call(productCacheEndpoints.refresh, asAdmin());
    expect(launched.status).toBe(200);
    const { taskId } = launched.output;
    await vi.waitFor(
      async () => {
        const tasks = (await api.call(taskEndpoints.list, { query: { search: taskId }, ...asAdmin() }))
          .output;
        expect(tasks.items[0]).toMatchObject({
          name: 'product-cache-refresh',
          state: 'completed',
          progress: 1,
        });
      },
      { timeout: 20_000, interval: 200 },
    );

    const cover = await api.app.inject({
      method: 'GET',
      url: `/Common/Catalog/Cover?productId=${reachable.id}`,
    });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect((await sharp(cover.rawPayload).metadata()).height).toBe(450);

    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'ProductCache', entityId: taskId },
        ...asAdmin(),
      })
    ).output;
    expect(log.items.find((entry) => entry.action === 'refresh')?.changes).toEqual({
      covers: { before: null, after: 1 },
      failed: { before: null, after: 2 },
    });
  });

  it('when the covers are rebuilt in batches, then progress is told after each batch and rises to the end', async () => {
    await addBook('9782070413072', `${coversUrl}/a.jpg`);
    await addBook('9782070413089', `${coversUrl}/b.jpg`);
    const told: number[] = [];
    const report = await refreshCachesAndCovers(
      api.services,
      createFileStorage(storageDir),
      async (fraction) => {
        told.push(fraction);
      },
      { batchSize: 2 },
    );
    expect(report.covers + report.failed).toBeGreaterThanOrEqual(5);
    expect(told.length).toBeGreaterThanOrEqual(3);
    expect(told).toEqual([...told].sort((a, b) => a - b));
  });
});

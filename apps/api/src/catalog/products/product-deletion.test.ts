import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productEndpoints } from '@colophon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

let api: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'colophon-product-deletion-'));
  api = await startTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await api.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const send = (path: string, productId: number, fileName: string, contentType: string, payload: Buffer) =>
  api.app.inject({
    method: 'POST',
    url: `/BackOffice/Catalog/${path}`,
    query: { productId: String(productId), fileName },
    headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': contentType },
    payload,
  });

/** A product with a picture (and so a thumbnail) and a file in the storage. */
const aProductWithMedia = async (ean: string) => {
  const product = (await api.call(productEndpoints.create, { body: aBook({ ean }), token: api.adminToken }))
    .output;
  const picture = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  expect((await send('ProductPicture', product.id, 'couverture.png', 'image/png', picture)).statusCode).toBe(
    200,
  );
  expect(
    (await send('ProductFile', product.id, 'extrait.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n')))
      .statusCode,
  ).toBe(200);
  return product;
};

/** The stored files of a product, as paths under its folder. */
const storedFilesOf = (productId: number) => {
  try {
    return readdirSync(join(storageDir, 'products', String(productId)), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
};

const remove = (id: number) => api.call(productEndpoints.remove, { query: { id }, token: api.adminToken });

describe('deleting a product', () => {
  it('when a product with a picture and a file is deleted, then its stored files are gone', async () => {
    const product = await aProductWithMedia('9782070413140');
    expect(storedFilesOf(product.id)).toHaveLength(3);

    expect((await remove(product.id)).status).toBe(200);

    expect(storedFilesOf(product.id)).toEqual([]);
    expect(
      (await api.call(productEndpoints.get, { query: { id: product.id }, token: api.adminToken })).status,
    ).toBe(404);
  });

  it('when a stored file cannot be removed, then the product is still deleted and the failure is logged', async () => {
    const product = await aProductWithMedia('9782070413157');
    // A folder where the cover thumbnail would be: removing it as a file fails.
    mkdirSync(join(storageDir, 'products', String(product.id), 'cover-thumbnail.webp'));
    const logged = vi.spyOn(api.services.log, 'error');

    expect((await remove(product.id)).status).toBe(200);

    expect(
      (await api.call(productEndpoints.get, { query: { id: product.id }, token: api.adminToken })).status,
    ).toBe(404);
    expect(storedFilesOf(product.id)).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ key: `products/${product.id}/cover-thumbnail.webp` }),
      'a stored object could not be removed',
    );
    logged.mockRestore();
  });
});

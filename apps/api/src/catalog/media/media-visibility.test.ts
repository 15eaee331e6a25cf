import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  catalogListEndpoints,
  coverAddress,
  productEndpoints,
  productMediaEndpoints,
  restrictionEndpoints,
  type TActionResult,
  type TProductFile,
  type TProductPicture,
} from '@colophon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

/*
 * An anonymous visitor of the shop's site tries the media addresses of products the site does not
 * show: a hidden product (an embargoed book, say) and one kept out by a restriction.
 */

let api: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'colophon-media-visibility-'));
  api = await startTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await api.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  api.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const withPictureAndFile = async (ean: string, overrides: Parameters<typeof aBook>[0] = {}) => {
  const product = (
    await api.call(productEndpoints.create, { body: aBook({ ean, ...overrides }), token: api.adminToken })
  ).output;
  const bytes = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#204080' } })
    .png()
    .toBuffer();
  const upload = async (url: string, contentType: string, payload: Buffer) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': contentType },
      payload,
    });
  const picture = (
    (
      await upload(`/BackOffice/Catalog/ProductPicture?productId=${product.id}`, 'image/png', bytes)
    ).json() as {
      entityOutput: TProductPicture;
    }
  ).entityOutput;
  const file = (
    (
      await upload(
        `/BackOffice/Catalog/ProductFile?productId=${product.id}&fileName=extrait.pdf`,
        'application/octet-stream',
        Buffer.from('%PDF-1.4\n% extrait\n'),
      )
    ).json() as TActionResult<TProductFile>
  ).entityOutput as TProductFile;
  return { product, picture, file };
};

const unsigned = (url: string) => url.replace(/&expires=\d+&sig=[\w-]+$/, '');

describe('media of products the shop’s site does not show', () => {
  it('when a product is hidden, then its cover, pictures and files are 404 to an anonymous caller', async () => {
    const { product, picture, file } = await withPictureAndFile('9782070360024', { isVisible: false });
    for (const url of [
      `/Common/Catalog/Cover?productId=${product.id}&size=thumbnail`,
      `/Common/Catalog/Cover?productId=${product.id}&size=full`,
      unsigned(picture.url),
      unsigned(picture.thumbnailUrl),
      unsigned(file.url),
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it('when a product with only a feed cover address is hidden, then its cover does not redirect there', async () => {
    const product = (
      await api.call(productEndpoints.create, {
        body: aBook({
          ean: '9782070368594',
          isVisible: false,
          coverUrl: 'https://covers.example.org/9782070368594.jpg',
        }),
        token: api.adminToken,
      })
    ).output;
    const answer = await get(`/Common/Catalog/Cover?productId=${product.id}&size=full`);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers.location).toBeUndefined();
  });

  it('when a restriction keeps a product out, then its cover is 404 to an anonymous caller', async () => {
    const { product } = await withPictureAndFile('9782070413249', { publishers: ['Éditions Réservées'] });
    const cover = `/Common/Catalog/Cover?productId=${product.id}&size=thumbnail`;
    expect((await get(cover)).statusCode).toBe(200);
    await api.call(restrictionEndpoints.create, {
      body: { type: 'Publisher', label: 'Réservé', value: 'Éditions Réservées', isExcluded: true },
      token: api.adminToken,
    });
    expect((await get(cover)).statusCode).toBe(404);
  });

  it('when staff ask with the products claim, or by the signed address the back office answers, then they get them, kept private', async () => {
    const { product, picture, file } = await withPictureAndFile('9782070360536', { isVisible: false });
    const cover = await get(`/Common/Catalog/Cover?productId=${product.id}&size=thumbnail`, api.adminToken);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toBe('private, max-age=3600');
    const listed = (
      await api.call(productMediaEndpoints.pictures, {
        query: { productId: product.id },
        token: api.adminToken,
      })
    ).output;
    expect(listed[0]?.thumbnailUrl).toBe(picture.thumbnailUrl);
    for (const url of [picture.url, picture.thumbnailUrl, file.url]) {
      const answer = await get(url);
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect(answer.headers['cache-control']).toBe('private, max-age=3600');
    }
  });

  it('when a signature is forged, moved to another picture or expired, then 404', async () => {
    const hidden = await withPictureAndFile('9782070378371', { isVisible: false });
    const other = await withPictureAndFile('9782070379040', { isVisible: false });
    const signature = hidden.picture.url.slice(unsigned(hidden.picture.url).length);
    const forged = hidden.picture.url.replace(/sig=[\w-]+$/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAA');
    const moved = `${unsigned(other.picture.url)}${signature}`;
    const sizeChanged = `${unsigned(hidden.picture.thumbnailUrl)}${signature}`;
    const expired = unsigned(hidden.file.url).concat('&expires=1000&sig=AAAAAAAAAAAAAAAAAAAAAAAA');
    for (const url of [forged, moved, sizeChanged, expired]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it('when the back office lists a hidden product, then the cover address it answers loads without a token, and the public one stays 404', async () => {
    const { product } = await withPictureAndFile('9782070361113', { isVisible: false });
    const other = await withPictureAndFile('9782070362226', { isVisible: false });
    const [row] = (
      await api.call(productEndpoints.list, { query: { search: product.ean }, token: api.adminToken })
    ).output.items;
    const list = (
      await api.call(catalogListEndpoints.create, {
        body: { name: 'Sous embargo', catalogListType: 'News', productIds: [product.id] },
        token: api.adminToken,
      })
    ).output;
    const candidates = (
      await api.call(catalogListEndpoints.candidates, {
        query: { catalogListType: 'News', maxProducts: 200 },
        token: api.adminToken,
      })
    ).output;
    expect(candidates.every((candidate) => candidate.coverThumbnailUrl.includes('&sig='))).toBe(true);
    const addresses = [row?.coverThumbnailUrl, list.products[0]?.coverThumbnailUrl];
    for (const url of addresses) {
      const answer = await get(url ?? '');
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('private, max-age=3600');
      expect((await sharp(answer.rawPayload).metadata()).format).toBe('webp');
    }
    expect((await get(coverAddress(product.id, 'thumbnail'))).statusCode).toBe(404);
    const signature = (row?.coverThumbnailUrl ?? '').slice(coverAddress(product.id, 'thumbnail').length);
    for (const url of [
      `${coverAddress(other.product.id, 'thumbnail')}${signature}`,
      `${coverAddress(product.id, 'full')}${signature}`,
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it('when a product is shown, then its media stay public and cacheable by anyone', async () => {
    const { product, picture } = await withPictureAndFile('9782070360222');
    const cover = await get(`/Common/Catalog/Cover?productId=${product.id}&size=thumbnail`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get(unsigned(picture.url))).statusCode).toBe(200);
  });
});

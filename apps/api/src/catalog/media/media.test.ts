import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MAX_PICTURE_BYTES,
  productEndpoints,
  productMediaEndpoints,
  type TActionResult,
  type TProductFile,
  type TProductPicture,
} from '@colophon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FetchError, fetchLimited } from '../../storage/fetch-limited.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

let api: TestApp;
let storageDir: string;
let product: { id: number };
let site: Server;
let siteUrl: string;

const pdf = Buffer.from('%PDF-1.4\n% un extrait du livre\n');

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'colophon-media-'));
  api = await startTestApp({ STORAGE_DIR: storageDir });
  product = (
    await api.call(productEndpoints.create, { body: aBook({ ean: '9782070412990' }), token: api.adminToken })
  ).output;
  // A publisher's site on this machine: extracts, an endless file, a redirect elsewhere, a slow page.
  site = createServer((request, response) => {
    if (request.url === '/extrait.pdf')
      return response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    if (request.url === '/sans-fin') {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(1024 * 1024);
      const write = () => {
        while (response.write(chunk)) if (response.destroyed) return;
        response.once('drain', write);
      };
      return write();
    }
    if (request.url === '/ailleurs')
      return response.writeHead(302, { location: 'ftp://example.org/x' }).end();
    if (request.url === '/lent') return; // never answers
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  site.close();
  await api.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const asAdmin = () => ({ token: api.adminToken });
const aPicture = (format: 'png' | 'jpeg' | 'webp', width = 600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#8a2be2' } })
    [format]()
    .toBuffer();

const upload = async (
  bytes: Buffer,
  options: { contentType?: string; fileName?: string; productId?: number } = {},
) => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/BackOffice/Catalog/ProductPicture',
    query: {
      productId: String(options.productId ?? product.id),
      fileName: options.fileName ?? 'couverture.jpg',
    },
    headers: {
      authorization: `Bearer ${api.adminToken}`,
      'content-type': options.contentType ?? 'image/jpeg',
      'accept-language': 'en',
    },
    payload: bytes,
  });
  return { status: response.statusCode, body: response.json() as TActionResult<TProductPicture> };
};
const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('product pictures', () => {
  it('when a PNG is sent under a .jpg name and type, then it is stored as a PNG with a WebP thumbnail', async () => {
    const { status, body } = await upload(await aPicture('png'), {
      fileName: 'couverture.jpg',
      contentType: 'image/jpeg',
    });
    expect(status).toBe(200);
    expect(body.entityOutput).toMatchObject({ contentType: 'image/png', width: 600, height: 900 });
    const full = await get(body.entityOutput?.url ?? '');
    expect(full.headers['content-type']).toBe('image/png');
    const thumbnail = await get(body.entityOutput?.thumbnailUrl ?? '');
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const size = await sharp(thumbnail.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 300, 450]);
  });

  it('when a text file is sent as a picture, then 400 says which formats are taken', async () => {
    const { status, body } = await upload(Buffer.from('<html>not a picture</html>'), {
      contentType: 'image/png',
    });
    expect(status).toBe(400);
    expect(body.propertiesErrorMessages).toEqual([
      { propertyName: 'file', errorMessage: 'Only JPEG, PNG or WebP pictures are accepted.' },
    ]);
  });

  it('when a picture is over the size limit, then 413 and nothing is added', async () => {
    const before = (
      await api.call(productMediaEndpoints.pictures, { query: { productId: product.id }, ...asAdmin() })
    ).output;
    const huge = Buffer.concat([await aPicture('jpeg'), Buffer.alloc(MAX_PICTURE_BYTES)]);
    const { status, body } = await upload(huge);
    expect(status).toBe(413);
    expect(body.errors).toEqual(['A picture may weigh at most 10 MB.']);
    const after = (
      await api.call(productMediaEndpoints.pictures, { query: { productId: product.id }, ...asAdmin() })
    ).output;
    expect(after).toHaveLength(before.length);
  });

  it('when pictures are reordered and another is chosen as cover, then the list and the public cover follow', async () => {
    const book = (
      await api.call(productEndpoints.create, { body: aBook({ ean: '9782070413003' }), ...asAdmin() })
    ).output;
    const first = (await upload(await aPicture('jpeg', 400, 600), { productId: book.id })).body.entityOutput;
    const second = (await upload(await aPicture('webp', 200, 300), { productId: book.id })).body.entityOutput;
    expect([first?.isCover, second?.isCover]).toEqual([true, false]);

    const ordered = (
      await api.call(productMediaEndpoints.orderPictures, {
        body: { productId: book.id, pictureIds: [second?.id ?? 0, first?.id ?? 0], coverId: second?.id ?? 0 },
        ...asAdmin(),
      })
    ).output;
    expect(ordered.map((picture) => [picture.id, picture.position, picture.isCover])).toEqual([
      [second?.id, 0, true],
      [first?.id, 1, false],
    ]);
    const cover = await get(`/Common/Catalog/Cover?productId=${book.id}&size=full`);
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it('when a reorder leaves out a picture added meanwhile, then 409 and the order stays', async () => {
    const book = (
      await api.call(productEndpoints.create, { body: aBook({ ean: '9782070413010' }), ...asAdmin() })
    ).output;
    const first = (await upload(await aPicture('png', 100, 100), { productId: book.id })).body.entityOutput;
    await upload(await aPicture('png', 100, 100), { productId: book.id });
    const stale = await api.call(productMediaEndpoints.orderPictures, {
      body: { productId: book.id, pictureIds: [first?.id ?? 0] },
      ...asAdmin(),
    });
    expect(stale.status).toBe(409);
  });

  it('when the cover is deleted, then the next picture becomes the cover and the old bytes are gone', async () => {
    const book = (
      await api.call(productEndpoints.create, { body: aBook({ ean: '9782070413027' }), ...asAdmin() })
    ).output;
    const cover = (await upload(await aPicture('png', 100, 100), { productId: book.id })).body.entityOutput;
    const next = (await upload(await aPicture('png', 100, 100), { productId: book.id })).body.entityOutput;
    await api.call(productMediaEndpoints.removePicture, { query: { id: cover?.id ?? 0 }, ...asAdmin() });
    const left = (
      await api.call(productMediaEndpoints.pictures, { query: { productId: book.id }, ...asAdmin() })
    ).output;
    expect(left.map((picture) => [picture.id, picture.isCover])).toEqual([[next?.id, true]]);
    expect((await get(cover?.url ?? '')).statusCode).toBe(404);
  });

  it('when a product has only a cover address, then its public cover redirects there', async () => {
    const book = (
      await api.call(productEndpoints.create, {
        body: aBook({ ean: '9782070413034', coverUrl: 'https://covers.example.org/9782070413034.jpg' }),
        ...asAdmin(),
      })
    ).output;
    const cover = await get(`/Common/Catalog/Cover?productId=${book.id}`);
    expect(cover.statusCode).toBe(302);
    expect(cover.headers.location).toBe('https://covers.example.org/9782070413034.jpg');
  });
});

describe('product files', () => {
  const uploadFile = (bytes: Buffer, fileName: string) =>
    api.app.inject({
      method: 'POST',
      url: '/BackOffice/Catalog/ProductFile',
      query: { productId: String(product.id), fileName },
      headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/pdf' },
      payload: bytes,
    });

  it('when a file is uploaded, then it lists with its name and downloads as an attachment', async () => {
    const response = await uploadFile(pdf, 'Dossier de presse.pdf');
    const file = (response.json() as TActionResult<TProductFile>).entityOutput;
    expect(file).toMatchObject({
      fileName: 'Dossier de presse.pdf',
      contentType: 'application/pdf',
      byteSize: pdf.length,
    });
    const download = await get(file?.url ?? '');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment; filename="Dossier de presse.pdf"');
  });

  it('when a file is fetched from an address, then it is stored with the name at the end of the address', async () => {
    const file = (
      await api.call(productMediaEndpoints.fileByUrl, {
        body: { productId: product.id, url: `${siteUrl}/extrait.pdf` },
        ...asAdmin(),
      })
    ).output;
    expect(file).toMatchObject({
      fileName: 'extrait.pdf',
      contentType: 'application/pdf',
      sourceUrl: `${siteUrl}/extrait.pdf`,
    });
    expect((await get(file.url)).rawPayload.equals(pdf)).toBe(true);
  });

  it('when the address is not http(s), or redirects elsewhere than http(s), then 400 on url', async () => {
    const ftp = await api.call(productMediaEndpoints.fileByUrl, {
      body: { productId: product.id, url: 'file:///etc/passwd' },
      ...asAdmin(),
    });
    expect(ftp.status).toBe(400);
    expect(ftp.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['url']);
    const redirected = await api.call(productMediaEndpoints.fileByUrl, {
      body: { productId: product.id, url: `${siteUrl}/ailleurs` },
      ...asAdmin(),
    });
    expect(redirected.status).toBe(400);
    expect(redirected.body.errors[0]).toMatch(/^The file could not be fetched from this address/);
    const [atUrl] = redirected.body.propertiesErrorMessages;
    expect(atUrl?.errorMessage).toMatch(/^The file could not be fetched from this address \(.+\)\.$/);
    expect(atUrl?.errorMessage).not.toContain('{detail}');
  });

  it('when the address sends more than the limit without saying its length, then 413 and nothing is kept', async () => {
    const before = (
      await api.call(productMediaEndpoints.files, { query: { productId: product.id }, ...asAdmin() })
    ).output;
    const endless = await api.call(productMediaEndpoints.fileByUrl, {
      body: { productId: product.id, url: `${siteUrl}/sans-fin` },
      ...asAdmin(),
    });
    expect(endless.status).toBe(413);
    expect(endless.body.errors).toEqual(['A file may weigh at most 50 MB.']);
    const after = (
      await api.call(productMediaEndpoints.files, { query: { productId: product.id }, ...asAdmin() })
    ).output;
    expect(after).toHaveLength(before.length);
  });

  it('when an address does not answer in time, then the fetch gives up', async () => {
    const started = Date.now();
    await expect(
      fetchLimited(`${siteUrl}/lent`, { maxBytes: 1000, timeoutMs: 300, allowPrivateAddresses: true }),
    ).rejects.toMatchObject({
      reason: 'timeout',
    } satisfies Partial<FetchError>);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

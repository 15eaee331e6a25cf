import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productEndpoints, type TActionResult, type TProductPicture } from '@colophon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

/** What a stored picture or file can carry to the shop's visitors: metadata, a type that runs, a script address. */

let api: TestApp;
let storageDir: string;
let product: { id: number };

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'colophon-media-safety-'));
  api = await startTestApp({ STORAGE_DIR: storageDir });
  product = (
    await api.call(productEndpoints.create, { body: aBook({ ean: '9782070413041' }), token: api.adminToken })
  ).output;
});
afterAll(async () => {
  await api.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const send = (url: string, query: Record<string, string>, contentType: string, payload: Buffer) =>
  api.app.inject({
    method: 'POST',
    url,
    query,
    headers: {
      authorization: `Bearer ${api.adminToken}`,
      'content-type': contentType,
      'accept-language': 'en',
    },
    payload,
  });
const get = (url: string) => api.app.inject({ method: 'GET', url });

/** A photo as a phone takes it: where it was taken (the Eiffel Tower) and with what, in its EXIF. */
const aPhotoWithGps = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Jane Doe' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 40/1',
      },
    })
    .jpeg()
    .toBuffer();

describe('pictures keep no metadata', () => {
  it('when a photo carrying its GPS position is uploaded, then neither the stored picture nor its thumbnail tells where it was taken', async () => {
    const photo = await aPhotoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('PhoneMaker')).toBe(true);

    const uploaded = await send(
      '/BackOffice/Catalog/ProductPicture',
      { productId: String(product.id), fileName: 'photo.jpg' },
      'image/jpeg',
      photo,
    );
    expect(uploaded.statusCode).toBe(200);
    const picture = (uploaded.json() as TActionResult<TProductPicture>).entityOutput;
    expect(picture).toMatchObject({ contentType: 'image/jpeg', width: 320, height: 240 });

    for (const url of [picture?.url ?? '', picture?.thumbnailUrl ?? '']) {
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
    }
    // Nothing on disk keeps the sender's bytes either.
    const folder = join(storageDir, 'products', String(product.id), 'pictures');
    for (const name of readdirSync(folder))
      expect(readFileSync(join(folder, name)).includes('PhoneMaker'), name).toBe(false);
  });
});

describe('files are served with the type the server decides', () => {
  const uploadFile = (fileName: string, declared: string, bytes: Buffer) =>
    send('/BackOffice/Catalog/ProductFile', { productId: String(product.id), fileName }, declared, bytes);

  it('when a page of script is uploaded declared as HTML, then it is served as bytes to download, never sniffed', async () => {
    const page = Buffer.from('<html><script>fetch("/BackOffice/User/Users")</script></html>');
    const uploaded = await uploadFile('dossier.html', 'text/html', page);
    expect(uploaded.statusCode).toBe(200);
    const file = uploaded.json().entityOutput as { url: string; contentType: string };
    expect(file.contentType).toBe('application/octet-stream');
    const served = await get(file.url);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('when a PDF is uploaded declared as SVG, then it is served as a PDF', async () => {
    const uploaded = await uploadFile('extrait.pdf', 'image/svg+xml', Buffer.from('%PDF-1.4\n'));
    const file = uploaded.json().entityOutput as { url: string; contentType: string };
    expect(file.contentType).toBe('application/pdf');
    expect((await get(file.url)).headers['content-type']).toBe('application/pdf');
  });
});

describe('cover addresses', () => {
  it.each([
    'javascript:alert(document.domain)',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'ftp://covers.example.org/9782070413058.jpg',
    'file:///etc/passwd',
  ])('when a product is given the cover address %s, then 400 at coverUrl', async (coverUrl) => {
    const created = await api.call(productEndpoints.create, {
      body: aBook({ ean: '9782070413058', coverUrl }),
      token: api.adminToken,
    });
    expect(created.status).toBe(400);
    expect(created.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['coverUrl']);
  });

  it('when a product is given an https cover address, then it is kept', async () => {
    const created = await api.call(productEndpoints.create, {
      body: aBook({ ean: '9782070413058', coverUrl: 'https://covers.example.org/9782070413058.jpg' }),
      token: api.adminToken,
    });
    expect(created.output.coverUrl).toBe('https://covers.example.org/9782070413058.jpg');
  });
});

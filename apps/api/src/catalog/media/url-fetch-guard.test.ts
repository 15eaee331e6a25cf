import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productEndpoints, productMediaEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

let api: TestApp;
let storageDir: string;
let product: { id: number };
let site: Server;
let port: number;
let requests = 0;

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'colophon-fetch-guard-'));
  api = await startTestApp({ STORAGE_DIR: storageDir, FETCH_ALLOW_PRIVATE_ADDRESSES: 'false' });
  product = (
    await api.call(productEndpoints.create, { body: aBook({ ean: '9782070412990' }), token: api.adminToken })
  ).output;
  // A server on this machine, as an internal service would be: the API must not even connect to it.
  site = createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4\n');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  site.closeAllConnections();
  site.close();
  await api.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const fetchFile = (url: string, language = 'en') =>
  api.call(productMediaEndpoints.fileByUrl, {
    body: { productId: product.id, url },
    token: api.adminToken,
    headers: { 'accept-language': language },
  });

describe('fetching a file by URL when private addresses are not allowed', () => {
  it('when the address is a loopback IP or a name resolving to one, then 400 on url, no connection, nothing stored', async () => {
    for (const url of [`http://127.0.0.1:${port}/extrait.pdf`, `http://localhost:${port}/extrait.pdf`]) {
      const refused = await fetchFile(url);
      expect(refused.status, url).toBe(400);
      expect(refused.body.propertiesErrorMessages).toEqual([
        {
          propertyName: 'url',
          errorMessage:
            'Files are only fetched from public addresses: this one leads to a private or local network.',
        },
      ]);
    }
    expect(requests).toBe(0);
    const files = await api.call(productMediaEndpoints.files, {
      query: { productId: product.id },
      token: api.adminToken,
    });
    expect(files.output).toEqual([]);
  });

  it('when staff read in French, then the refusal is in French', async () => {
    const refused = await fetchFile(`http://[::ffff:127.0.0.1]:${port}/extrait.pdf`, 'fr');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      "Les fichiers ne sont récupérés qu'à des adresses publiques : celle-ci mène à un réseau privé ou local.",
    ]);
  });
});

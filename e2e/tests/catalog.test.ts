import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { type TOnixImport, type TProduct, withCheckDigit } from '@colophon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onixMessage, onixProduct } from '../../apps/api/src/catalog/testing/onix-builder.ts';
import { adminToken, api, e2e, launchBrowser, signedInPage, sleep } from '../src/browser.ts';

const feedEan = withCheckDigit('978299000101');
const otherEan = withCheckDigit('978299000102');
const feedTitle = 'Zéphyrine des sables';

/** A small PNG of one colour, made here: the API reads the format from the bytes. */
const png = (width: number, height: number, rgb: [number, number, number]) => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Imports a small ONIX feed through the API, as the data feed would, and waits for its end. */
const importFeed = async (token: string) => {
  const xml = onixMessage([
    onixProduct({ ean: feedEan, title: feedTitle, price: '18.50' }),
    onixProduct({ ean: otherEan, title: 'Un autre livre du flux', price: '9.90' }),
  ]);
  const response = await fetch(`${e2e.apiUrl}/BackOffice/Catalog/OnixImport?fileName=e2e.xml`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', authorization: `Bearer ${token}` },
    body: xml,
  });
  const started = ((await response.json()) as { entityOutput?: TOnixImport }).entityOutput;
  assert.ok(started, `the ONIX upload was refused (${response.status})`);
  for (let tries = 0; tries < 100; tries++) {
    const { result } = await api<TOnixImport>('GET', `/BackOffice/Catalog/OnixImport?id=${started.id}`, {
      token,
    });
    const state = result.entityOutput?.state;
    if (state === 'completed') return result.entityOutput;
    assert.ok(state === 'queued' || state === 'running', `the import ended ${state}`);
    await sleep(200);
  }
  throw new Error('the ONIX import did not finish');
};

const productByEan = async (ean: string) => {
  const { result } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
    token: await adminToken(),
  });
  assert.ok(result.entityOutput, `no product ${ean}`);
  return result.entityOutput;
};

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();

describe('the catalogue', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    const imported = await importFeed(await adminToken());
    assert.equal(imported?.created, 2);
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when staff search the product list by a word without its accent, then the feed product shows', async () => {
    await page.goto('/catalog/product');
    await page.getByRole('heading', { name: 'Produits' }).waitFor();
    await page.getByTestId('list-search').fill('zephyrine');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('search') === 'zephyrine');
    const row = page.locator('table tbody tr', { hasText: feedTitle });
    await row.waitFor();
    // The previous rows stay while the search runs: the other product goes once it answers.
    await page
      .locator('table tbody tr', { hasText: 'Un autre livre du flux' })
      .waitFor({ state: 'detached' });
    assert.match((await row.textContent()) ?? '', /18,50 €/);
    assert.match((await row.textContent()) ?? '', new RegExp(feedEan));
    // The filters' choices count the products of the search, hidden ones included.
    await page.getByTestId('filter-visibility').click();
    await page.getByRole('option', { name: 'Visible (1)' }).waitFor();
    await page.getByRole('option', { name: 'Masqué (0)' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('when staff change a feed field, then it is saved as an override shown beside the feed value, and resetting it goes back to the feed', async () => {
    await page.locator('table tbody tr', { hasText: feedTitle }).click();
    await page.waitForURL(/\/catalog\/product\/detail\?id=\d+/);
    const title = page.locator('input[name="title"]');
    await title.waitFor();
    assert.equal(await title.inputValue(), feedTitle);
    assert.equal(await page.getByTestId('feed-note-title').count(), 0);

    await title.fill('Zéphyrine, édition corrigée');
    // Another tab of the same form is no leaving: no unsaved-changes warning, the edit stays.
    await page.getByTestId('tab-publishing').click();
    await page.waitForURL(/tab=publishing/);
    await page.getByTestId('tab-identity').click();
    assert.equal(await page.getByText('Modifications non enregistrées').count(), 0);
    assert.equal(await title.inputValue(), 'Zéphyrine, édition corrigée');
    await page.getByTestId('save').click();
    await toast(page, 'Succès !');
    await page.getByTestId('feed-note-title').getByText(`Valeur du flux : ${feedTitle}`).waitFor();
    const overridden = await productByEan(feedEan);
    assert.equal(overridden.title, 'Zéphyrine, édition corrigée');
    assert.equal(overridden.overrides.title, 'Zéphyrine, édition corrigée');
    assert.equal(overridden.feed?.title, feedTitle);

    await page.getByTestId('reset-title').click();
    assert.equal(await title.inputValue(), feedTitle);
    assert.equal(await page.getByTestId('feed-note-title').count(), 0);
    await page.getByTestId('save').click();
    // Imported (1), overridden (2), back to the feed (3).
    await page.getByText(/^Version 3,/).waitFor();
    const reset = await productByEan(feedEan);
    assert.equal(reset.title, feedTitle);
    assert.equal('title' in reset.overrides, false);
  });

  it('when staff drop a picture on the media tab, then it becomes the cover and shows, here and in the list', async () => {
    await page.getByTestId('tab-media').click();
    await page.waitForURL(/tab=media/);
    await page
      .locator('[data-testid="picture-dropzone"] input[type="file"]')
      .setInputFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: png(30, 45, [200, 40, 40]) });
    const thumbnail = page.getByTestId('picture-thumbnail').first();
    await thumbnail.waitFor();
    await page.getByTestId('cover-badge').waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="picture-thumbnail"]') as HTMLImageElement | null)
          ?.naturalWidth,
    );

    await page.getByTestId('nav-item-/catalog/product').click();
    await page.getByTestId('list-search').fill(feedEan);
    const cover = page.locator('table tbody tr', { hasText: feedTitle }).locator('img');
    await cover.waitFor();
    await page.waitForFunction(
      (ean) =>
        [...document.querySelectorAll('table tbody tr')]
          .filter((row) => row.textContent?.includes(ean))
          .some((row) => (row.querySelector('img') as HTMLImageElement | null)?.naturalWidth),
      feedEan,
    );
  });

  it('when the product is hidden from the site, then staff still see its cover in the list, not the placeholder', async () => {
    const token = await adminToken();
    const product = await productByEan(feedEan);
    const hidden = await api('PUT', '/BackOffice/Catalog/ProductsVisibility', {
      token,
      body: { ids: [product.id], isVisible: false },
    });
    assert.equal(hidden.status, 200);
    // The site's visitors no longer get it.
    const publicCover = await fetch(
      `${e2e.apiUrl}/Common/Catalog/Cover?productId=${product.id}&size=thumbnail`,
    );
    assert.equal(publicCover.status, 404);

    // A fresh browser: the public cover its cache may hold from before would hide the answer.
    const fresh = await signedInPage(browser);
    try {
      await fresh.page.goto(`/catalog/product?search=${feedEan}`);
      await fresh.page.locator('table tbody tr', { hasText: feedTitle }).waitFor();
      const shown = await fresh.page.waitForFunction(
        (ean) => {
          const row = [...document.querySelectorAll('table tbody tr')].find((each) =>
            each.textContent?.includes(ean),
          );
          const image = row?.querySelector('img');
          if (image?.complete && image.naturalWidth > 0) return 'picture';
          // The placeholder replaces the <img> once its address fails.
          return row && !image ? 'placeholder' : false;
        },
        feedEan,
        { timeout: 10_000 },
      );
      assert.equal(await shown.jsonValue(), 'picture');
    } finally {
      await fresh.context.close();
    }

    await api('PUT', '/BackOffice/Catalog/ProductsVisibility', {
      token,
      body: { ids: [product.id], isVisible: true },
    });
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';
import { createAuthor } from '../src/shop.ts';

/* Authors of the generic lists: a rename carries to the books that cite them. */

describe('authors', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when an author is renamed, then the page says how many books follow, and they keep the author, listed on its page', async () => {
    const ean = withCheckDigit('978299001004');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Les Choses', authors: [{ name: 'Gorges Perec', role: 'A01' }] }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    const author = await createAuthor('Gorges Perec');
    await page.goto(`/catalog/author/detail?id=${author.id}`);
    const name = page.locator('input[name="name"]');
    await name.waitFor();
    await page.getByText('Cité par 1 livre.').waitFor();
    // The page lists the author's books, each a link to the book.
    const books = page.getByTestId('books-of');
    await books.getByRole('link', { name: 'Les Choses' }).waitFor();
    await name.fill('Georges Perec');
    await page.getByText('Le livre qui cite « Gorges Perec » prendra ce nouveau nom.').waitFor();
    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    await page.getByText('Cité par 1 livre.').waitFor();
    await books.getByRole('heading', { name: 'Livres du catalogue · 1 livre' }).waitFor();
    assert.equal(await books.getByRole('link', { name: 'Les Choses' }).count(), 1);
    const { result: book } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    assert.deepEqual(book.entityOutput?.authors, [{ name: 'Georges Perec', role: 'A01' }]);
  });
});

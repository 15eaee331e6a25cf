import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import {
  adminToken,
  americanBrowserPage,
  api,
  launchBrowser,
  navigateInApp,
  seriousViolations,
} from '../src/browser.ts';
import { orderOneBook } from '../src/shop.ts';

/* The console on a phone (390 px): no sideways scrolling, filters behind one button, rows as cards, actions in reach. */

describe('the console on a phone, in a browser set to American English', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    browser = await launchBrowser();
    ({ context, page } = await americanBrowserPage(browser));
    // The screens are reached inside the console (navigateInApp), as a phone's user moves through it.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when staff work on a phone (390 px), then the shell, the product list and a book’s form fit the screen without sideways scrolling, and the accessibility scan is clean', async () => {
    const ean = withCheckDigit('978299002061');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le livre du téléphone' }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const problems: string[] = [];
      for (const path of [
        `/catalog/product?search=${encodeURIComponent('Le livre du téléphone')}`,
        `/catalog/product/detail?id=${result.entityOutput.id}&tab=prices`,
      ]) {
        await navigateInApp(page, path);
        await page.locator('main').waitFor();
        // A sheet still sliding in is half transparent: scanned then, its words lack contrast.
        await page.waitForFunction(() => document.getAnimations().length === 0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) problems.push(`${path}: the page is ${width} px wide`);
        for (const violation of await seriousViolations(page))
          problems.push(`${path}: ${violation.id} at ${violation.nodes[0]?.target.join(' ')}`);
      }
      assert.deepEqual(problems, []);
      // The save bar is within reach without scrolling.
      await page.locator('input[name="stock"]').fill('7');
      const bar = await page.getByTestId('save-bar').boundingBox();
      assert.ok(bar && bar.y >= 0 && bar.y + bar.height <= 844, JSON.stringify(bar));
      await page.getByTestId('discard').click();
      await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('when staff work on a phone (390 px), then every list shows its filters behind one button and its rows as cards that open the record, each detail keeps its actions in reach, and the accessibility scan is clean', async () => {
    const { email, number } = await orderOneBook({
      ean: withCheckDigit('978299002091'),
      title: 'Le livre de poche',
      priceWithTax: 9,
      email: 'telephone',
      address: {
        firstName: 'Angèle',
        lastName: 'Mobile',
        address1: '3 rue du Port',
        postalCode: '44000',
        city: 'Nantes',
      },
    });
    const { result: post } = await api<{ id: number }>('POST', '/BackOffice/Post/Post', {
      token: await adminToken(),
      body: { postType: 'Article', localizations: [{ locale: 'fr', title: 'Lu sur un téléphone' }] },
    });
    assert.ok(post.entityOutput, JSON.stringify(post));

    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const problems: string[] = [];
      const check = async (label: string) => {
        await page.locator('main').waitFor();
        // A sheet still sliding in is half transparent: scanned then, its words lack contrast.
        await page.waitForFunction(() => document.getAnimations().length === 0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) problems.push(`${label}: the page is ${width} px wide`);
        for (const violation of await seriousViolations(page))
          problems.push(`${label}: ${violation.id} at ${violation.nodes[0]?.target.join(' ')}`);
      };
      /** The element is on the first screen, whole, without scrolling. */
      const inReach = async (testId: string) => {
        const box = await page.getByTestId(testId).first().boundingBox();
        return Boolean(box && box.y >= 0 && box.y + box.height <= 844);
      };

      // The orders: one button holds the filters and says how many are on; the rows are cards.
      await navigateInApp(page, `/public/document?search=${encodeURIComponent(number)}`);
      assert.equal(await page.getByTestId('filters-button').textContent(), 'Filtres');
      assert.equal(await page.getByTestId('filter-status').count(), 0);
      await page.getByTestId('list-card').first().waitFor();
      assert.equal(await page.locator('table').count(), 0);
      await check('orders');
      await page.getByTestId('filters-button').click();
      await page.getByTestId('filter-status').waitFor();
      await check('orders’ filters');
      await page.getByTestId('filter-status').click();
      await page.getByRole('option', { name: 'En attente de paiement' }).click();
      // The list of states closes as a phone's would, with a tap beside it.
      await page.getByRole('dialog').getByRole('heading', { name: 'Filtres' }).click();
      await page.getByTestId('filters-done').click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByTestId('filters-button').getByText('Filtres (1)').waitFor();
      assert.match(page.url(), /status=AwaitingPayment/);
      await navigateInApp(page, `/public/document?search=${encodeURIComponent(number)}`);
      const orderCard = page.getByTestId('list-card').filter({ hasText: number });
      assert.match((await orderCard.textContent()) ?? '', /Client/);
      await orderCard.getByTestId('row-link').click();
      await page.waitForURL(/\/public\/document\/detail\?id=\d+$/);
      await page.getByTestId('document-actions').waitFor();
      if (!(await inReach('document-actions')))
        problems.push('order: its actions are below the first screen');
      await check('order');

      // The customers: the same button, a card opening the customer, the save bar in reach.
      await navigateInApp(page, `/public/customer?search=${encodeURIComponent(email)}&hasOrdered=true`);
      assert.equal(await page.getByTestId('filters-button').textContent(), 'Filtres (1)');
      await page.getByTestId('filters-button').click();
      await page.getByTestId('filter-role').waitFor();
      await page.getByTestId('filters-done').click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await check('customers');
      await page.getByTestId('list-card').filter({ hasText: 'Mobile' }).getByTestId('row-link').click();
      await page.waitForURL(/\/public\/customer\/detail\?id=\d+$/);
      await page.getByTestId('save').waitFor();
      if (!(await inReach('save'))) problems.push('customer: Save is below the first screen');
      await check('customer');

      // A post's form, and the other lists built on the same pieces.
      await navigateInApp(page, `/cms/post/detail?id=${post.entityOutput.id}`);
      await page.getByTestId('save').waitFor();
      if (!(await inReach('save'))) problems.push('post: Save is below the first screen');
      await check('post');
      for (const path of ['/cms/post', '/mailCampain', '/analytics/targeting']) {
        await navigateInApp(page, path);
        await check(path);
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

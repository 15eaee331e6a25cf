import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signedInPage } from '../src/browser.ts';

describe('stores', () => {
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

  it('when staff open a store and later change its hours, then the list shows it as a click-and-collect point with its hours', async () => {
    await page.goto('/settings/store');
    await page.getByRole('heading', { name: 'Magasins' }).waitFor();
    await page.getByTestId('new-store').click();
    await page.getByTestId('store-form').waitFor();
    await page.getByTestId('save').click();
    // Nothing typed: the required fields say so, and nothing is created.
    assert.ok((await page.getByText('Ce champ est obligatoire.').count()) >= 1);
    await page.locator('input[name="name"]').fill('Librairie du Port');
    await page.locator('input[name="address.firstName"]').fill('Librairie');
    await page.locator('input[name="address.lastName"]').fill('du Port');
    await page.locator('input[name="address.address1"]').fill('2 rue de la Marine');
    await page.locator('input[name="address.postalCode"]').fill('56100');
    await page.locator('input[name="address.city"]').fill('Lorient');
    await page.locator('textarea[name="openingHours"]').fill('Mardi–samedi 10 h–19 h');
    await page.getByTestId('save').click();
    await page.waitForURL(/\/settings\/store\/detail\?id=\d+/);
    await page.getByRole('heading', { name: 'Librairie du Port' }).waitFor();

    await page.locator('textarea[name="openingHours"]').fill('Lundi–samedi 9 h–19 h');
    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    await page.goto('/settings/store');
    const row = page.getByTestId('stores').locator('tbody tr', { hasText: 'Librairie du Port' });
    await row.getByText('Lundi–samedi 9 h–19 h').waitFor();
    await row.getByText('Point de retrait').waitFor();
    assert.match((await row.textContent()) ?? '', /56100 Lorient/);
  });
});

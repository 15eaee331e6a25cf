import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { adminToken, api, launchBrowser, newPage, signInWithForm } from '../src/browser.ts';

describe('the drawer follows the claims (SPEC §6)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when a user holds only Catalog.ProductList, then Products is the only item that needs a claim', async () => {
    const password = 'catalogue-password-1';
    const created = await api('POST', '/BackOffice/User/User', {
      token: await adminToken(),
      body: {
        userName: 'only-products',
        email: 'only-products@example.com',
        firstName: 'Paul',
        lastName: 'Produits',
        password,
        claimTypes: [{ id: 'Permission.BackOffice.Catalog.ProductList' }],
        roles: [],
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.result));

    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await signInWithForm(page, 'only-products', password);
    await page.getByRole('heading', { name: 'Bonjour Paul' }).waitFor();

    const groups = await page
      .locator('[data-testid^="nav-group-"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
    assert.deepEqual(groups, ['nav-group-home', 'nav-group-catalog']);
    await page.getByTestId('nav-group-catalog').click();
    // The group opens on the click: its items are read once they are drawn.
    await page.getByTestId('nav-item-/catalog/product').waitFor();
    const items = await page
      .locator('[data-testid^="nav-item-"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
    // Home's items are for anyone ('*'); of the others, only the one claim held.
    assert.deepEqual(items, [
      'nav-item-/',
      'nav-item-/helloworld',
      'nav-item-/demo/sortable',
      'nav-item-/catalog/product',
    ]);
    await page.getByTestId('nav-item-/catalog/product').click();
    await page.getByRole('heading', { name: /Produits/ }).waitFor();
    await page.getByTestId('list-search').waitFor();
    await context.close();
  });
});

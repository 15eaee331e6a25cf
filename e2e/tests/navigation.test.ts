import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signedInPage } from '../src/browser.ts';

/* The navigation drawer: every screen is built, the groups fold by the keyboard. */

describe('the navigation drawer', () => {
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

  it('when every screen is built, then the drawer marks none as coming', async () => {
    await page.goto('/');
    await page.getByTestId('nav-group-analytics').click();
    // Analytics was the last group to come (menus, popups and posts are built too).
    await page.getByTestId('nav-item-/analytics/profiling').waitFor();
    assert.equal(await page.getByTestId('nav-item-/analytics/profiling').getByText('Bientôt').count(), 0);
    await page.getByTestId('nav-group-cms').click();
    await page.getByTestId('nav-item-/cms/menu').waitFor();
    assert.equal(await page.getByTestId('nav-item-/cms/menu').getByText('Bientôt').count(), 0);
    assert.equal(await page.getByTestId('nav-item-/cms/popup').getByText('Bientôt').count(), 0);
    assert.equal(await page.getByTestId('nav-item-/cms/post').getByText('Bientôt').count(), 0);
    assert.equal(await page.getByTestId('nav-item-/catalog/product').getByText('Bientôt').count(), 0);
    // The group headers are buttons: the keyboard folds and unfolds them.
    const catalog = page.getByTestId('nav-group-catalog');
    assert.equal(await catalog.evaluate((element) => element.tagName), 'BUTTON');
  });
});

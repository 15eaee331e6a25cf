import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signedInPage } from '../src/browser.ts';

describe('error pages', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when the route does not exist, then "page not found" shows with status 404 and a way home', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/no/such/screen');
    await page.getByRole('heading', { name: "Cette page n'existe pas" }).waitFor();
    assert.equal(await page.getByTestId('error-status').textContent(), 'Statut 404');
    await page.getByRole('link', { name: "Retour à la page d'accueil" }).click();
    // Home needs a session: the guard takes the visitor to sign in first.
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('when the route does not exist, then the English visitor reads it in English', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('language-en').click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto('/nowhere');
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
    assert.equal(await page.getByTestId('error-status').textContent(), 'Status 404');
    await context.close();
  });

  it('when a detail screen names a record that does not exist, then the error page shows its message and status', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/account/detail?id=999999');
    await page.getByTestId('error-page').waitFor();
    assert.equal(await page.getByTestId('error-status').textContent(), 'Statut 404');
    assert.equal(await page.getByTestId('error-message').textContent(), 'Introuvable.');
    // The error shows inside the shell: the drawer is still there.
    await page.getByTestId('nav-drawer').waitFor();
    await context.close();
  });
});

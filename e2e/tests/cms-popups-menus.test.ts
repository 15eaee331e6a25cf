import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { api, launchBrowser, signedInPage } from '../src/browser.ts';

describe('the site’s popups and menus', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when staff write an active popup and test it, then closed it stays closed across reloads until its cookie is cleared', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/cms/popup');
    await page.getByRole('heading', { name: 'Popups' }).waitFor();
    await page.getByTestId('new-popup').click();
    await page.getByRole('heading', { name: 'Nouvelle popup' }).waitFor();
    await page.locator('input[name="title"]').fill('Nuit de la lecture');
    await page
      .getByTestId('popup-html')
      .locator('.ProseMirror')
      .fill('Samedi, la librairie reste ouverte jusqu’à minuit.');
    await page.getByRole('checkbox', { name: 'Active' }).check();
    await page.locator('input[name="cookieDurationDays"]').fill('0');
    await page.getByRole('button', { name: 'Créer' }).click();
    // SPEC §5: a duration greater than 0.
    await page.getByText('La durée du cookie est un nombre entier de jours, supérieur à 0').first().waitFor();
    await page.locator('input[name="cookieDurationDays"]').fill('3');
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/cms\/popup\/detail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    // The site reads it now.
    const site = await api<{ id: number; title: string; cookieName: string } | null>(
      'GET',
      '/Public/Popup/Popup',
    );
    assert.equal(site.result.entityOutput?.id, id);

    await page.getByTestId('popup-test').click();
    await page.waitForURL(new RegExp(`/cms/popup/test\\?id=${id}`));
    const popup = page.getByTestId('site-popup');
    await popup.getByRole('heading', { name: 'Nuit de la lecture' }).waitFor();
    await popup.getByRole('button', { name: 'Fermer la popup' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.getByTestId('popup-cookie-status').getByText('Fermée').waitFor();

    await page.reload();
    await page.getByTestId('popup-cookie-status').getByText('Fermée').waitFor();
    assert.equal(await page.getByTestId('site-popup').count(), 0);
    const cookie = (await context.cookies()).find((one) => one.name === `colophon-popup-${id}`);
    assert.ok(cookie, 'the popup’s cookie is set');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    assert.ok(days > 2.9 && days <= 3, `the cookie lives 3 days, not ${days}`);

    await page.getByTestId('popup-clear-cookie').click();
    await popup.getByRole('heading', { name: 'Nuit de la lecture' }).waitFor();
    await page.reload();
    await page.getByTestId('site-popup').getByRole('heading', { name: 'Nuit de la lecture' }).waitFor();

    // Without `?id=`, the test page shows what the site shows now: this one.
    await page.goto('/cms/popup/test');
    await page.getByTestId('site-popup').getByRole('heading', { name: 'Nuit de la lecture' }).waitFor();

    await page.goto('/cms/popup?state=Current');
    await page.getByRole('cell', { name: 'Nuit de la lecture' }).waitFor();
    await page.getByTestId('popup-state').getByText('Affichée').waitFor();
    await context.close();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';

type SiteItem = { label: string; url: string; children: SiteItem[] };
/** The menu's items as the site reads them: labels, addresses, nesting. */
const siteMenu = async (name: string, language: 'fr' | 'en') => {
  const read = await api<{ name: string; items: SiteItem[] }[]>('GET', '/Public/Menu/Menus', {
    headers: { 'accept-language': language },
  });
  const shape = (items: SiteItem[]): unknown[] =>
    items.map((item) =>
      item.children.length ? [item.label, item.url, shape(item.children)] : [item.label, item.url],
    );
  return shape(read.result.entityOutput?.find((menu) => menu.name === name)?.items ?? []);
};

/** Adds an item at the menu's top level through the item form. */
const addItem = async (
  page: Page,
  labelFr: string,
  target: { url: string } | { page: string },
  labelEn = '',
) => {
  await page.getByTestId('new-menu-item').click();
  const form = page.getByRole('dialog', { name: 'Nouvel élément' });
  await form.getByLabel('Libellé en français').fill(labelFr);
  if (labelEn) await form.getByLabel('Libellé en anglais').fill(labelEn);
  if ('url' in target) {
    await form.getByText('Une adresse').click();
    await form.getByLabel('Adresse', { exact: true }).fill(target.url);
  } else {
    await form.getByLabel('Page', { exact: true }).click();
    await page.getByRole('option', { name: target.page, exact: true }).click();
  }
  await form.getByRole('button', { name: 'Créer' }).click();
  await form.waitFor({ state: 'detached' });
  await page.locator(`[data-testid="menu-item"][data-label="${labelFr}"]`).waitFor();
};

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

  it('when staff build a menu, nest and order its items with the mouse and the keyboard, then the site reads it and follows its page link', async () => {
    const created = await api<{ id: number }>('POST', '/BackOffice/Page/Page', {
      token: await adminToken(),
      body: {
        name: 'La librairie',
        isPublished: true,
        localizations: [
          { locale: 'fr', title: 'Notre librairie', relativeUrl: 'notre-librairie' },
          { locale: 'en', title: 'Our bookshop', relativeUrl: 'our-bookshop' },
        ],
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.result));
    const { page, context } = await signedInPage(browser);
    await page.goto('/cms/menu');
    await page.getByRole('heading', { name: 'Menus' }).waitFor();
    await page.getByTestId('new-menu').click();
    await page
      .getByRole('dialog', { name: 'Nouveau menu' })
      .getByLabel('Nom du menu')
      .fill('Menu des rencontres');
    await page.getByRole('dialog', { name: 'Nouveau menu' }).getByRole('button', { name: 'Créer' }).click();
    await page.getByText('Ce menu n’a encore aucun élément.').waitFor();

    // A page, an address refused then fixed, and two more addresses.
    await addItem(page, 'La librairie', { page: 'La librairie' }, 'The bookshop');
    await page.getByTestId('new-menu-item').click();
    const form = page.getByRole('dialog', { name: 'Nouvel élément' });
    await form.getByLabel('Libellé en français').fill('Agenda');
    await form.getByText('Une adresse').click();
    await form.getByLabel('Adresse', { exact: true }).fill('agenda');
    await form.getByRole('button', { name: 'Créer' }).click();
    await form.getByText('Une adresse commence par https://, http:// ou /').waitFor();
    await form.getByLabel('Adresse', { exact: true }).fill('/agenda');
    await form.getByRole('button', { name: 'Créer' }).click();
    await form.waitFor({ state: 'detached' });
    await addItem(page, 'Rencontres', { url: '/agenda/rencontres' });
    await addItem(page, 'Contact', { url: '/contact' });

    // The mouse: "Rencontres" dropped on the middle of "Agenda" goes under it.
    const row = (label: string) => page.locator(`[data-testid="menu-item"][data-label="${label}"]`);
    await row('Rencontres').dragTo(row('Agenda'));
    await page
      .getByRole('list', { name: 'Sous « Agenda »' })
      .getByText('Rencontres', { exact: true })
      .waitFor();

    // The keyboard: "Contact" up before "Agenda", then under "La librairie"; each move is announced.
    await page.getByRole('button', { name: 'Monter « Contact »' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByTestId('menu-announce')
      .getByText('« Contact » déplacé : niveau 1, position 2.')
      .waitFor();
    await page.getByRole('button', { name: 'Placer « Contact » sous l’élément précédent' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByTestId('menu-announce')
      .getByText('« Contact » déplacé : niveau 2, position 1.')
      .waitFor();
    await page
      .getByRole('list', { name: 'Sous « La librairie »' })
      .getByText('Contact', { exact: true })
      .waitFor();

    assert.deepEqual(await siteMenu('Menu des rencontres', 'fr'), [
      ['La librairie', '/notre-librairie', [['Contact', '/contact']]],
      ['Agenda', '/agenda', [['Rencontres', '/agenda/rencontres']]],
    ]);
    assert.deepEqual((await siteMenu('Menu des rencontres', 'en'))[0], [
      'The bookshop',
      '/our-bookshop',
      [['Contact', '/contact']],
    ]);
    // The site follows the page link as the menu gives it.
    const linked = await api<{ title: string }>('GET', '/Public/Page/Page?relativeUrl=/notre-librairie');
    assert.equal(linked.result.entityOutput?.title, 'Notre librairie');

    // Deleting an item takes its branch, once confirmed.
    await page.getByRole('button', { name: 'Supprimer « Agenda »' }).click();
    await page
      .getByText('L’élément « Agenda » et son sous-élément seront supprimés. Êtes-vous sûr ?')
      .waitFor();
    await page.getByTestId('confirm-yes').click();
    await row('Agenda').waitFor({ state: 'detached' });
    assert.deepEqual(await siteMenu('Menu des rencontres', 'fr'), [
      ['La librairie', '/notre-librairie', [['Contact', '/contact']]],
    ]);
    await context.close();
  });
});

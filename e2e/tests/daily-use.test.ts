import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';

/** The error Mantine shows under an input, through the input's aria-describedby; null when none. */
const errorOf = async (page: Page, name: string) => {
  const input = page.locator(`input[name="${name}"]`);
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? [];
  for (const id of ids) if (id.endsWith('-error')) return page.locator(`[id="${id}"]`).textContent();
  return null;
};

const createAuthor = async (name: string) => {
  const { result } = await api<{ id: number; name: string }>('POST', '/BackOffice/GenericList/Author', {
    token: await adminToken(),
    body: { name, biography: null },
  });
  assert.ok(result.entityOutput, JSON.stringify(result));
  return result.entityOutput;
};

describe('the console in daily use', () => {
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

  it('when staff type a negative price, then the field refuses it as typed and nothing is saved', async () => {
    const ean = withCheckDigit('978299001001');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le prix juste', priceWithTax: 12.5 }),
    });
    const product = result.entityOutput;
    assert.ok(product, JSON.stringify(result));
    await page.goto(`/catalog/product/detail?id=${product.id}`);
    await page.getByTestId('tab-prices').click();
    const price = page.locator('input[name="priceWithTax"]');
    await price.waitFor();
    await price.fill('-5');
    await price.blur();
    // Neither clamped to 0 nor accepted: the amount stays as typed, and the field says why.
    assert.match(await price.inputValue(), /^-5/);
    assert.equal(await errorOf(page, 'priceWithTax'), 'Un montant ne peut pas être négatif.');
    await price.fill('12,345');
    await price.blur();
    assert.match(await price.inputValue(), /^12,345/);
    assert.equal(await errorOf(page, 'priceWithTax'), 'Un montant en euros avec au plus deux décimales.');
    await page.getByTestId('save').click();
    const { result: saved } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    assert.equal(saved.entityOutput?.priceWithTax, 12.5);
    assert.equal(saved.entityOutput?.version, product.version);
  });

  it('when staff change a field, then the save bar names it, and Discard restores what was saved', async () => {
    const author = await createAuthor('Marguerite Yourcenar');
    await page.goto(`/catalog/author/detail?id=${author.id}`);
    const name = page.locator('input[name="name"]');
    await name.waitFor();
    assert.equal(await page.getByTestId('save-bar').count(), 0);
    assert.equal(await page.getByTestId('save').isDisabled(), true);

    await name.fill('Marguerite Yourcenar (1903-1987)');
    const bar = page.getByTestId('save-bar');
    await bar.waitFor();
    assert.equal(await bar.textContent(), 'Modification non enregistrée : Nom');
    assert.equal(await page.getByTestId('save').isEnabled(), true);
    await page.getByTestId('discard').click();
    assert.equal(await name.inputValue(), 'Marguerite Yourcenar');
    await bar.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('save').isDisabled(), true);

    // Ctrl+S saves from the keyboard, and the toast leaves the save button clickable.
    await name.fill('Marguerite Yourcenar, de l’Académie');
    await page.keyboard.press('Control+s');
    await page.locator('.mantine-Notification-root').first().waitFor();
    await bar.waitFor({ state: 'detached' });
    const save = await page.getByTestId('save').boundingBox();
    assert.ok(save);
    const covered = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('.mantine-Notification-root')),
      [save.x + save.width / 2, save.y + save.height / 2] as const,
    );
    assert.equal(covered, false);
    const { result } = await api<{ name: string }>('GET', `/BackOffice/GenericList/Author?id=${author.id}`, {
      token: await adminToken(),
    });
    assert.equal(result.entityOutput?.name, 'Marguerite Yourcenar, de l’Académie');
  });

  it('when a row is reached with the keyboard, then Enter opens it; Ctrl+click opens it in a new tab', async () => {
    const author = await createAuthor('Nathalie Sarraute');
    await page.goto(`/catalog/author?search=${encodeURIComponent('Sarraute')}`);
    const link = page.getByRole('link', { name: 'Nathalie Sarraute' });
    await link.waitFor();
    assert.equal(await link.getAttribute('href'), `/catalog/author/detail?id=${author.id}`);
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/catalog/author/detail\\?id=${author.id}$`));
    await page.locator('input[name="name"][value="Nathalie Sarraute"]').waitFor();

    await page.goBack();
    await link.waitFor();
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL(new RegExp(`/catalog/author/detail\\?id=${author.id}$`));
    // The list stays where it was in the first tab.
    assert.match(page.url(), /\/catalog\/author\?search=Sarraute$/);
    await tab.close();
  });

  it('when the EAN of a book is typed in the palette, then Enter opens that book', async () => {
    const ean = withCheckDigit('978299001002');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le livre scanné' }),
    });
    const product = result.entityOutput;
    assert.ok(product, JSON.stringify(result));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    const search = page.getByRole('textbox', { name: /Aller à un écran/ });
    await search.waitFor();
    await search.fill(ean);
    await page.getByRole('button', { name: /Le livre scanné/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/catalog/product/custom/detail\\?id=${product.id}$`));
  });

  it('when EANs are checked, then a hidden book says so, and a mistyped line does not stop the others', async () => {
    const ean = withCheckDigit('978299001003');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le livre masqué', isVisible: false }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    await page.goto('/catalog/restriction');
    const panel = page.getByTestId('check-eans');
    await panel.locator('textarea[name="eans"]').fill(`${ean}\n9782070000000`);
    await panel.getByTestId('check-eans-run').click();
    const row = panel.getByTestId(`check-${ean}`);
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Exclu/);
    assert.match((await row.textContent()) ?? '', /l’interrupteur « Visible » du livre est éteint/);
    assert.match(
      (await panel.getByTestId('check-invalid').textContent()) ?? '',
      /9782070000000.*EAN invalide/,
    );
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

  it('when staff first reach for a menu of the users list, then one press opens it, by the keyboard or the mouse', async () => {
    // A fresh load: the menus' code is not there until they are used.
    await page.goto('/account');
    await page.locator('tbody tr[data-row-id]').first().waitFor();
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('logout').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('logout').waitFor({ state: 'hidden' });

    const emailHeader = page.getByRole('columnheader', { name: 'E-mail' });
    await emailHeader.waitFor();
    await page.getByRole('button', { name: 'Colonnes' }).click();
    await page.getByRole('checkbox', { name: 'E-mail' }).click();
    await emailHeader.waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: 'E-mail' }).click();
    await emailHeader.waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('role-filter').click();
    await page.getByRole('option', { name: 'Administrator' }).click();
    await page.waitForURL(/roleId=\d+/);
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('[data-testid="role-filter"]')?.value === 'Administrator',
    );
  });
});

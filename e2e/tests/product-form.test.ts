import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminToken, americanBrowserPage, api, launchBrowser, signedInPage } from '../src/browser.ts';

/* A book's form: amounts, dates, coded lists chosen by name, subjects. */

/** The error Mantine shows under an input, through the input's aria-describedby; null when none. */
const errorOf = async (page: Page, name: string) => {
  const input = page.locator(`input[name="${name}"]`);
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? [];
  for (const id of ids) if (id.endsWith('-error')) return page.locator(`[id="${id}"]`).textContent();
  return null;
};

describe('a book’s form', () => {
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
});

describe('a book’s form, in a browser set to American English', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    browser = await launchBrowser();
    ({ context, page } = await americanBrowserPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when a date is shown or typed in a French console, then it reads DD/MM/YYYY with a French calendar, whatever the browser', async () => {
    const ean = withCheckDigit('978299002001');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Les dates en français', releaseDate: '2026-03-05' }),
    });
    const product = result.entityOutput;
    assert.ok(product, JSON.stringify(result));
    await page.goto(`/catalog/product/detail?id=${product.id}`);
    await page.getByTestId('tab-publishing').click();
    const releaseDate = page.locator('input[data-field="releaseDate"]');
    await releaseDate.waitFor();
    assert.equal(await releaseDate.inputValue(), '05/03/2026');
    assert.equal(await releaseDate.getAttribute('type'), null);

    // The UI kit's calendar, in French, weeks starting on Monday.
    await releaseDate.click();
    await page.getByText('mars 2026').waitFor();
    assert.equal(await page.locator('.mantine-DateInput-weekday').first().textContent(), 'lu');
    await page.keyboard.press('Escape');

    // Typed as staff write it: day first.
    await releaseDate.fill('14/07/2026');
    await releaseDate.blur();
    assert.equal(await releaseDate.inputValue(), '14/07/2026');
    assert.equal(
      await page.getByTestId('save-bar').textContent(),
      'Modification non enregistrée : Date de parution',
    );
    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    const { result: saved } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    assert.equal(saved.entityOutput?.releaseDate, '2026-07-14');
  });

  it('when staff describe a book, then its form, language and status are chosen by name, its VAT among the French rates, and the price without tax follows', async () => {
    const ean = withCheckDigit('978299002051');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le livre décrit', priceWithTax: 21.1 }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    await page.goto(`/catalog/product/detail?id=${result.entityOutput.id}`);
    const form = page.getByRole('combobox', { name: 'Forme', exact: true });
    await form.waitFor();
    assert.equal(await form.inputValue(), 'Broché (BC)');
    await form.fill('relié');
    await page.getByRole('option', { name: 'Relié (BB)' }).click();
    await page.getByRole('combobox', { name: 'Langue', exact: true }).fill('angl');
    await page.getByRole('option', { name: 'Anglais (eng)' }).click();

    await page.getByTestId('tab-publishing').click();
    await page.getByRole('combobox', { name: 'Statut de publication', exact: true }).fill('07');
    await page.getByRole('option', { name: 'Épuisé (07)' }).click();

    await page.getByTestId('tab-prices').click();
    const rate = page.getByRole('combobox', { name: 'Taux de TVA', exact: true });
    assert.match(await rate.inputValue(), /^5,5\s%\s· taux réduit \(livres\)$/);
    await rate.click();
    assert.equal(await page.getByRole('option').count(), 5);
    await page.getByRole('option', { name: /^20 %/ }).click();
    const noTax = page.locator('input[name="priceNoTax"]');
    assert.equal(await noTax.getAttribute('readonly'), '');
    assert.match(await noTax.inputValue(), /^17,58/);

    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    const { result: saved } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    const { productForm, language, publishingStatus, taxRate, priceNoTax } = saved.entityOutput ?? {};
    assert.deepEqual(
      { productForm, language, publishingStatus, taxRate, priceNoTax },
      { productForm: 'BB', language: 'eng', publishingStatus: '07', taxRate: 0.2, priceNoTax: 17.58 },
    );
  });

  it('when staff give a book its audience and subjects, then they pick the audience by name and each subject among the catalogue’s, by words or code, with how many books carry it', async () => {
    const described = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({
        ean: withCheckDigit('978299002101'),
        title: 'Un polar déjà classé',
        categories: [{ code: '3436', label: 'Policier et thriller' }],
        classifications: [{ code: 'FFJ', label: 'Romans policiers historiques' }],
      }),
    });
    assert.ok(described.result.entityOutput, JSON.stringify(described.result));
    const ean = withCheckDigit('978299002102');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Un polar à classer', categories: [], classifications: [], publics: [] }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    await page.goto(`/catalog/product/detail?id=${result.entityOutput.id}&tab=publishing`);
    const audiences = page.getByRole('combobox', { name: 'Publics', exact: true });
    await audiences.fill('jeun');
    await page.getByRole('option', { name: 'Jeunesse (02)' }).click();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ajouter un sujet' }).first().click();
    const clil = page.getByRole('combobox', { name: 'Catégories (CLIL) : sujet 1' });
    await clil.fill('thriller');
    await page.getByRole('option', { name: /^Policier et thriller \(3436\) · \d+ produits?$/ }).click();
    await page.getByRole('button', { name: 'Ajouter un sujet' }).nth(1).click();
    await page.getByRole('combobox', { name: 'Classifications (Thema) : sujet 1' }).fill('FFJ');
    await page.getByRole('option', { name: /^Romans policiers historiques \(FFJ\)/ }).click();

    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    const { result: saved } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    const { publics, categories, classifications } = saved.entityOutput ?? {};
    assert.deepEqual(
      { publics, categories, classifications },
      {
        publics: ['02'],
        categories: [{ code: '3436', label: 'Policier et thriller' }],
        classifications: [{ code: 'FFJ', label: 'Romans policiers historiques' }],
      },
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import type { Page } from 'playwright-core';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminSession, adminToken, americanBrowserPage, api } from '../src/browser.ts';

/* A book's form: amounts, dates, coded lists chosen by name, subjects. */

/** The error Mantine shows under an input, through the input's aria-describedby; null when none. */
const errorOf = async (page: Page, name: string) => {
  const input = page.locator(`input[name="${name}"]`);
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? [];
  for (const id of ids) if (id.endsWith('-error')) return page.locator(`[id="${id}"]`).textContent();
  return null;
};

describe('a book’s form', () => {
  const session = adminSession();

  it('when staff type a negative price, then the field refuses it as typed and nothing is saved', async () => {
    const ean = withCheckDigit('978299001001');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le prix juste', priceWithTax: 12.5 }),
    });
    const product = result.entityOutput;
    assert.ok(product, JSON.stringify(result));
    await session.page.goto(`/catalog/product/detail?id=${product.id}`);
    await session.page.getByTestId('tab-prices').click();
    const price = session.page.locator('input[name="priceWithTax"]');
    await price.waitFor();
    await price.fill('-5');
    await price.blur();
    // Neither clamped to 0 nor accepted: the amount stays as typed, and the field says why.
    assert.match(await price.inputValue(), /^-5/);
    assert.equal(await errorOf(session.page, 'priceWithTax'), 'Un montant ne peut pas être négatif.');
    await price.fill('12,345');
    await price.blur();
    assert.match(await price.inputValue(), /^12,345/);
    assert.equal(
      await errorOf(session.page, 'priceWithTax'),
      'Un montant en euros avec au plus deux décimales.',
    );
    await session.page.getByTestId('save').click();
    const { result: saved } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    assert.equal(saved.entityOutput?.priceWithTax, 12.5);
    assert.equal(saved.entityOutput?.version, product.version);
  });
});

describe('a book’s form, in a browser set to American English', () => {
  const session = adminSession(americanBrowserPage);

  it('when a date is shown or typed in a French console, then it reads DD/MM/YYYY with a French calendar, whatever the browser', async () => {
    const ean = withCheckDigit('978299002001');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Les dates en français', releaseDate: '2026-03-05' }),
    });
    const product = result.entityOutput;
    assert.ok(product, JSON.stringify(result));
    await session.page.goto(`/catalog/product/detail?id=${product.id}`);
    await session.page.getByTestId('tab-publishing').click();
    const releaseDate = session.page.locator('input[data-field="releaseDate"]');
    await releaseDate.waitFor();
    assert.equal(await releaseDate.inputValue(), '05/03/2026');
    assert.equal(await releaseDate.getAttribute('type'), null);

    // The UI kit's calendar, in French, weeks starting on Monday.
    await releaseDate.click();
    await session.page.getByText('mars 2026').waitFor();
    assert.equal(await session.page.locator('.mantine-DateInput-weekday').first().textContent(), 'lu');
    await session.page.keyboard.press('Escape');

    // Typed as staff write it: day first.
    await releaseDate.fill('14/07/2026');
    await releaseDate.blur();
    assert.equal(await releaseDate.inputValue(), '14/07/2026');
    assert.equal(
      await session.page.getByTestId('save-bar').textContent(),
      'Modification non enregistrée : Date de parution',
    );
    await session.page.getByTestId('save').click();
    await session.page.getByTestId('save-bar').waitFor({ state: 'detached' });
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
    await session.page.goto(`/catalog/product/detail?id=${result.entityOutput.id}`);
    const form = session.page.getByRole('combobox', { name: 'Forme', exact: true });
    await form.waitFor();
    assert.equal(await form.inputValue(), 'Broché (BC)');
    await form.fill('relié');
    await session.page.getByRole('option', { name: 'Relié (BB)' }).click();
    await session.page.getByRole('combobox', { name: 'Langue', exact: true }).fill('angl');
    await session.page.getByRole('option', { name: 'Anglais (eng)' }).click();

    await session.page.getByTestId('tab-publishing').click();
    await session.page.getByRole('combobox', { name: 'Statut de publication', exact: true }).fill('07');
    await session.page.getByRole('option', { name: 'Épuisé (07)' }).click();

    await session.page.getByTestId('tab-prices').click();
    const rate = session.page.getByRole('combobox', { name: 'Taux de TVA', exact: true });
    assert.match(await rate.inputValue(), /^5,5\s%\s· taux réduit \(livres\)$/);
    await rate.click();
    assert.equal(await session.page.getByRole('option').count(), 5);
    await session.page.getByRole('option', { name: /^20 %/ }).click();
    const noTax = session.page.locator('input[name="priceNoTax"]');
    assert.equal(await noTax.getAttribute('readonly'), '');
    assert.match(await noTax.inputValue(), /^17,58/);

    await session.page.getByTestId('save').click();
    await session.page.getByTestId('save-bar').waitFor({ state: 'detached' });
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
    await session.page.goto(`/catalog/product/detail?id=${result.entityOutput.id}&tab=publishing`);
    const audiences = session.page.getByRole('combobox', { name: 'Publics', exact: true });
    await audiences.fill('jeun');
    await session.page.getByRole('option', { name: 'Jeunesse (02)' }).click();
    await session.page.keyboard.press('Escape');

    await session.page.getByRole('button', { name: 'Ajouter un sujet' }).first().click();
    const clil = session.page.getByRole('combobox', { name: 'Catégories (CLIL) : sujet 1' });
    await clil.fill('thriller');
    await session.page
      .getByRole('option', { name: /^Policier et thriller \(3436\) · \d+ produits?$/ })
      .click();
    await session.page.getByRole('button', { name: 'Ajouter un sujet' }).nth(1).click();
    await session.page.getByRole('combobox', { name: 'Classifications (Thema) : sujet 1' }).fill('FFJ');
    await session.page.getByRole('option', { name: /^Romans policiers historiques \(FFJ\)/ }).click();

    await session.page.getByTestId('save').click();
    await session.page.getByTestId('save-bar').waitFor({ state: 'detached' });
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

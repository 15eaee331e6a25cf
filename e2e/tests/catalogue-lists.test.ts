import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminSession, adminToken, americanBrowserPage, api } from '../src/browser.ts';

/* Catalogue lists made by hand, and what the daily regeneration does to them. */

describe('catalogue lists, in a browser set to American English', () => {
  const session = adminSession(americanBrowserPage);

  it('when staff make a catalogue list by hand, then a book is added by its title and the session.page says whether the daily regeneration keeps their order', async () => {
    const ean = withCheckDigit('978299002071');
    const { result: book } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({
        ean,
        title: 'Le Ravissement de Lol V. Stein',
        authors: [{ name: 'Marguerite Duras', role: 'A01' }],
      }),
    });
    assert.ok(book.entityOutput, JSON.stringify(book));
    const { result } = await api<{ id: number }>('POST', '/BackOffice/CatalogList/CatalogList', {
      token: await adminToken(),
      body: {
        name: 'Coups de cœur',
        catalogListType: 'News',
        page: null,
        nextUpdateTime: null,
        maxProducts: 20,
        productIds: [],
      },
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    await session.page.goto(`/public/catalogList/detail?id=${result.entityOutput.id}`);
    const note = session.page.getByTestId('regeneration-note');
    assert.equal(
      await note.textContent(),
      'Sans date « gardée jusqu’au », la régénération quotidienne remplace ces produits et leur ordre, y compris ceux ajoutés à la main.',
    );
    await session.page.getByRole('combobox', { name: 'Ajouter par titre ou auteur' }).fill('duras');
    await session.page
      .getByRole('option', { name: `Le Ravissement de Lol V. Stein — Marguerite Duras (${ean})` })
      .click();
    await session.page.getByTestId('save').click();
    await session.page.getByTestId('save-bar').waitFor({ state: 'detached' });
    const { result: saved } = await api<{ products: { ean: string }[] }>(
      'GET',
      `/BackOffice/CatalogList/CatalogList?id=${result.entityOutput.id}`,
      { token: await adminToken() },
    );
    assert.deepEqual(
      saved.entityOutput?.products.map((product) => product.ean),
      [ean],
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminSession, adminToken, api } from '../src/browser.ts';
import { createAuthor } from '../src/shop.ts';

/* Authors of the generic lists: a rename carries to the books that cite them. */

describe('authors', () => {
  const session = adminSession();

  it('when an author is renamed, then the session.page says how many books follow, and they keep the author, listed on its page', async () => {
    const ean = withCheckDigit('978299001004');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Les Choses', authors: [{ name: 'Gorges Perec', role: 'A01' }] }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    const author = await createAuthor('Gorges Perec');
    await session.page.goto(`/catalog/author/detail?id=${author.id}`);
    const name = session.page.locator('input[name="name"]');
    await name.waitFor();
    await session.page.getByText('Cité par 1 livre.').waitFor();
    // The session.page lists the author's books, each a link to the book.
    const books = session.page.getByTestId('books-of');
    await books.getByRole('link', { name: 'Les Choses' }).waitFor();
    await name.fill('Georges Perec');
    await session.page.getByText('Le livre qui cite « Gorges Perec » prendra ce nouveau nom.').waitFor();
    await session.page.getByTestId('save').click();
    await session.page.getByTestId('save-bar').waitFor({ state: 'detached' });
    await session.page.getByText('Cité par 1 livre.').waitFor();
    await books.getByRole('heading', { name: 'Livres du catalogue · 1 livre' }).waitFor();
    assert.equal(await books.getByRole('link', { name: 'Les Choses' }).count(), 1);
    const { result: book } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    assert.deepEqual(book.entityOutput?.authors, [{ name: 'Georges Perec', role: 'A01' }]);
  });
});

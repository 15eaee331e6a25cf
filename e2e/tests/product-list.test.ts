import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminSession, adminToken, americanBrowserPage, api } from '../src/browser.ts';

/* The list of books: bulk visibility with its undo, availability as the shop says it. */

describe('the list of books, in a browser set to American English', () => {
  const session = adminSession(americanBrowserPage);

  it('when staff hide books in bulk, then the toast names how many, and Undo shows them again', async () => {
    const eans = [withCheckDigit('978299002011'), withCheckDigit('978299002012')];
    for (const [index, ean] of eans.entries()) {
      const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
        token: await adminToken(),
        body: aBook({ ean, title: `Le livre à masquer ${index + 1}` }),
      });
      assert.ok(result.entityOutput, JSON.stringify(result));
    }
    await session.page.goto(`/catalog/product?search=${encodeURIComponent('Le livre à masquer')}`);
    await session.page.getByRole('link', { name: 'Le livre à masquer 2' }).waitFor();
    await session.page.locator('thead input[type="checkbox"]').check();
    await session.page.getByTestId('bulk-hide').click();
    await session.page.getByRole('button', { name: 'Confirmer' }).click();
    const toast = session.page.locator('.mantine-Notification-root', {
      hasText: '2 produits masqués du site.',
    });
    await toast.waitFor();
    assert.match((await toast.textContent()) ?? '', /Succès !/);
    for (const ean of eans) {
      const { result } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
        token: await adminToken(),
      });
      assert.equal(result.entityOutput?.isVisible, false);
    }
    await toast.getByTestId('undo').click();
    await session.page
      .locator('.mantine-Notification-root', { hasText: '2 produits de nouveau visibles.' })
      .waitFor();
    for (const ean of eans) {
      const { result } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
        token: await adminToken(),
      });
      assert.equal(result.entityOutput?.isVisible, true);
    }
  });

  it('when books are listed, then availability reads the shop’s word on the badges and in the filter, with the ONIX code as secondary text, and no badge is cut', async () => {
    for (const [ean, availability] of [
      [withCheckDigit('978299002041'), '21'],
      [withCheckDigit('978299002042'), '22'],
    ] as const) {
      const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
        token: await adminToken(),
        body: aBook({ ean, title: `Disponibilité ${availability}`, availability, isVisible: false }),
      });
      assert.ok(result.entityOutput, JSON.stringify(result));
    }
    await session.page.goto(`/catalog/product?search=${encodeURIComponent('Disponibilité')}`);
    await session.page.getByRole('link', { name: 'Disponibilité 22' }).waitFor();
    const badges = session.page.locator('tbody .mantine-Badge-root');
    assert.deepEqual(
      (await badges.allTextContents()).toSorted(),
      ['À commander', 'Disponible', 'Masqué', 'Masqué', 'Personnalisé', 'Personnalisé'].toSorted(),
    );
    // Each badge shows its whole word: no label is narrower than its text.
    const cut = await session.page
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      );
    assert.deepEqual(cut, []);

    // The filter names the groups as the badges do; the ONIX codes they hold come second.
    await session.page.getByTestId('filter-availability').click();
    const toOrder = session.page.getByRole('option', { name: /^À commander \(1\)/ });
    await toOrder.waitFor();
    assert.match((await toOrder.textContent()) ?? '', /Sur commande \(22\)/);
    await toOrder.click();
    await session.page.getByRole('link', { name: 'Disponibilité 21' }).waitFor({ state: 'detached' });
    assert.equal(await session.page.getByRole('link', { name: 'Disponibilité 22' }).count(), 1);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminSession, adminToken, americanBrowserPage, api } from '../src/browser.ts';

/* Readers' reviews: moderation from the list, the reader's text kept. */

describe('reviews, in a browser set to American English', () => {
  const session = adminSession(americanBrowserPage);

  it('when reviews are moderated, then the waiting ones show first with their count, one is approved from its row, and its text stays the reader’s', async () => {
    const ean = withCheckDigit('978299002021');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le livre commenté' }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    const review = async (authorName: string, status: string) => {
      const { result: created } = await api<{ id: number }>('POST', '/BackOffice/GenericList/Review', {
        token: await adminToken(),
        body: { ean, rating: 4, text: `L’avis de ${authorName}.`, authorName, date: '2026-11-20', status },
      });
      assert.ok(created.entityOutput, JSON.stringify(created));
      return created.entityOutput.id;
    };
    const waiting = await review('Lectrice patiente', 'Pending');
    await review('Lecteur approuvé', 'Approved');
    const { result: pending } = await api<{ totalCount: number }>(
      'GET',
      '/BackOffice/GenericList/GenericLists?kind=Review&status=Pending&page=1&pageSize=10',
      { token: await adminToken() },
    );
    const count = pending.entityOutput?.totalCount;
    assert.ok(count);

    await session.page.goto('/catalog/review');
    await session.page.getByText(`En attente (${count})`).waitFor();
    await session.page.getByRole('cell', { name: 'Lectrice patiente', exact: true }).waitFor();
    assert.equal(await session.page.getByRole('cell', { name: 'Lecteur approuvé', exact: true }).count(), 0);
    await session.page.getByTestId(`approve-${waiting}`).click();
    const toast = session.page.locator('.mantine-Notification-root', { hasText: '1 avis approuvé.' });
    await toast.waitFor();
    await session.page
      .getByRole('cell', { name: 'Lectrice patiente', exact: true })
      .waitFor({ state: 'detached' });
    await session.page.getByText(`En attente (${count - 1})`).waitFor();
    await toast.getByTestId('undo').click();
    await session.page.getByRole('cell', { name: 'Lectrice patiente', exact: true }).waitFor();

    await session.page.goto(`/catalog/review/detail?id=${waiting}`);
    const text = session.page.locator('textarea[name="text"]');
    await text.waitFor();
    assert.equal(await text.getAttribute('readonly'), '');
  });
});

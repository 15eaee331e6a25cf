import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminSession, adminToken, americanBrowserPage, api } from '../src/browser.ts';

/* Catalogue restrictions: checking EANs against them, writing one with the catalogue's values. */

describe('catalogue restrictions', () => {
  const session = adminSession();

  it('when EANs are checked, then a hidden book says so, and a mistyped line does not stop the others', async () => {
    const ean = withCheckDigit('978299001003');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le livre masqué', isVisible: false }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    await session.page.goto('/catalog/restriction');
    const panel = session.page.getByTestId('check-eans');
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
});

describe('catalogue restrictions, in a browser set to American English', () => {
  const session = adminSession(americanBrowserPage);

  it('when staff write a restriction, then the catalogue’s values are suggested with their counts, and a typo is pointed out before saving', async () => {
    for (const ean of [withCheckDigit('978299002081'), withCheckDigit('978299002082')]) {
      const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
        token: await adminToken(),
        body: aBook({ ean, title: `Restreint ${ean}`, publishers: ['Éditions Poquelin'] }),
      });
      assert.ok(result.entityOutput, JSON.stringify(result));
    }
    await session.page.goto('/catalog/restriction/detail');
    const value = session.page.getByTestId('restriction-value');
    await value.fill('Éditions Poquellin');
    await session.page
      .getByText('Aucun produit du catalogue ne porte cette valeur : vérifiez l’orthographe.')
      .waitFor();
    await value.fill('Poquelin');
    await session.page.getByRole('option', { name: 'Éditions Poquelin · 2 produits' }).click();
    await session.page.getByText('Cette règle touche 2 produits du catalogue.').waitFor();
  });
});

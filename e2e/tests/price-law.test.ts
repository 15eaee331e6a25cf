import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TOnixImport, type TProduct, withCheckDigit } from '@colophon/contract';
import { onixMessage, onixProduct } from '../../apps/api/src/catalog/testing/onix-builder.ts';
import { adminSession, adminToken, api, e2e, sleep } from '../src/browser.ts';

const ean = withCheckDigit('978299100101');

/** Imports one new book of the feed at 18,50 € through the API and answers it. */
const importNewBook = async (token: string) => {
  const response = await fetch(`${e2e.apiUrl}/BackOffice/Catalog/OnixImport?fileName=loi-lang.xml`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', authorization: `Bearer ${token}` },
    body: onixMessage([onixProduct({ ean, title: 'Le prix unique', price: '18.50' })]),
  });
  const started = ((await response.json()) as { entityOutput?: TOnixImport }).entityOutput;
  assert.ok(started, `the ONIX upload was refused (${response.status})`);
  for (let tries = 0; tries < 100; tries++) {
    const { result } = await api<TOnixImport>('GET', `/BackOffice/Catalog/OnixImport?id=${started.id}`, {
      token,
    });
    if (result.entityOutput?.state === 'completed') break;
    await sleep(200);
  }
  const { result } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, { token });
  assert.ok(result.entityOutput);
  return result.entityOutput;
};

describe('the Loi Lang on the product form', () => {
  const session = adminSession();

  it('when staff open a new book of the feed, then its price field says why it is the publisher’s price; a reception recorded there keeps the form saving', async () => {
    const token = await adminToken();
    const product = await importNewBook(token);
    await session.page.goto(`/catalog/product/detail?id=${product.id}&tab=prices`);
    const price = session.page.locator('input[name="priceWithTax"]');
    await price.waitFor();
    assert.equal(await price.getAttribute('readonly'), '');
    const describedBy = (await price.getAttribute('aria-describedby')) ?? '';
    const description = describedBy.split(' ').find((id) => id.endsWith('-description'));
    assert.ok(description, 'the price field has a description');
    assert.match(
      (await session.page.locator(`[id="${description}"]`).textContent()) ?? '',
      /^Loi Lang \(loi n° 81-766, art\. 1\) : un livre neuf se vend au prix fixé par son éditeur, 18,50 €/,
    );
    assert.match((await session.page.getByTestId('publisher-price').textContent()) ?? '', /18,50 €/);

    await session.page.locator('input[name="supplyQuantity"]').fill('4');
    await session.page.getByTestId('record-supply').click();
    await session.page.getByTestId('supply').first().waitFor();
    assert.match((await session.page.getByTestId('supply').first().textContent()) ?? '', /Réception\+44/);
    assert.equal(await session.page.locator('input[name="stock"]').inputValue(), '4');
    assert.match(
      (await session.page.getByTestId('law-status').textContent()) ?? '',
      /livre neuf au sens de la loi Lang/,
    );

    // The form was based on the version before the reception: it saves without a conflict.
    await session.page.getByTestId('tab-identity').click();
    await session.page.locator('input[name="subtitle"]').fill('Roman');
    await session.page.getByTestId('save').click();
    await session.page.getByText('« Le prix unique » enregistré.').waitFor();
    const { result } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    assert.equal(result.entityOutput?.subtitle, 'Roman');
    assert.equal(result.entityOutput?.stock, 4);
    assert.equal(result.entityOutput?.version, product.version + 2);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TProduct, withCheckDigit } from '@colophon/contract';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminSession, adminToken, americanBrowserPage, api } from '../src/browser.ts';
import { orderOneBook } from '../src/shop.ts';

/* The command palette (Ctrl+K): a book by its EAN, an order by its number, a customer by email. */

describe('the command palette', () => {
  const session = adminSession();

  it('when the EAN of a book is typed in the palette, then Enter opens that book', async () => {
    const ean = withCheckDigit('978299001002');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le livre scanné' }),
    });
    const product = result.entityOutput;
    assert.ok(product, JSON.stringify(result));
    await session.page.goto('/');
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    await session.page.keyboard.press('Control+k');
    const search = session.page.getByRole('textbox', { name: /Aller à un écran/ });
    await search.waitFor();
    await search.fill(ean);
    await session.page.getByRole('button', { name: /Le livre scanné/ }).waitFor();
    await session.page.keyboard.press('Enter');
    await session.page.waitForURL(new RegExp(`/catalog/product/custom/detail\\?id=${product.id}$`));
  });
});

describe('the command palette, in a browser set to American English', () => {
  const session = adminSession(americanBrowserPage);

  it('when an order number or a customer’s email is typed in the palette, then Enter opens that order or that customer', async () => {
    const { email, number } = await orderOneBook({
      ean: withCheckDigit('978299002031'),
      title: 'Le livre commandé',
      priceWithTax: 8,
      email: 'palette',
      address: {
        firstName: 'Séraphine',
        lastName: 'Louis',
        address1: '2 rue des Lices',
        postalCode: '49100',
        city: 'Angers',
      },
    });

    const openFromPalette = async (text: string, option: RegExp) => {
      await session.page.goto('/');
      await session.page.getByRole('heading', { level: 1 }).waitFor();
      await session.page.keyboard.press('Control+k');
      const search = session.page.getByRole('textbox', { name: /Aller à un écran/ });
      await search.waitFor();
      await search.fill(text);
      await session.page.getByRole('button', { name: option }).first().waitFor();
      await session.page.keyboard.press('Enter');
    };
    await openFromPalette(number, new RegExp(number));
    await session.page.waitForURL(/\/public\/document\/detail\?id=\d+$/);
    await session.page.getByText(number).first().waitFor();

    // The email finds the customer, and her order too (searched by its customer): the customer is picked.
    await session.page.goto('/');
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    await session.page.keyboard.press('Control+k');
    await session.page.getByRole('textbox', { name: /Aller à un écran/ }).fill(email);
    await session.page.getByRole('button', { name: /^Séraphine Louis/ }).click();
    await session.page.waitForURL(/\/public\/customer\/detail\?id=\d+$/);
  });
});

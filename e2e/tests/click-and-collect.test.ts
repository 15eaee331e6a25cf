import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TPlacedOrder, type TProduct, type TStoreDetail, withCheckDigit } from '@colophon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';

/* Click and collect (issue 11): an order placed on the site for a store, paid there, told it waits, collected. */

const run = Date.now() % 100_000;
const address = {
  firstName: 'Gaspard',
  lastName: 'Morel',
  address1: '9 place du Ralliement',
  postalCode: '49000',
  city: 'Angers',
  country: 'FR',
};

const confirm = (page: Page) => page.getByTestId('confirm-yes').click();
const shows = (page: Page, testId: string, expected: string) =>
  page.getByTestId(testId).filter({ hasText: expected }).first().waitFor();

describe('click and collect', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let order: TPlacedOrder;
  let store: TStoreDetail;
  const email = `gaspard.${run}@example.org`;

  before(async () => {
    const token = await adminToken();
    const book = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token,
      body: aBook({
        ean: withCheckDigit(`97829${String(run).padStart(5, '0')}70`.slice(0, 12)),
        title: 'Les Misérables',
        priceWithTax: 12.4,
        stock: 3,
        weight: 900,
      }),
    });
    assert.ok(book.result.entityOutput, JSON.stringify(book.result));
    const created = await api<TStoreDetail>('POST', '/Common/Store/Store', {
      token,
      body: {
        name: `Librairie du Ralliement ${run}`,
        address: { ...address, firstName: 'Librairie', lastName: 'du Ralliement' },
        openingHours: 'Mardi–samedi 10 h–19 h',
        isPickupPoint: true,
      },
    });
    assert.ok(created.result.entityOutput, JSON.stringify(created.result));
    store = created.result.entityOutput;
    // Under 35 € of books, yet collected: no delivery to pay (the Loi Darcos floor is for deliveries).
    const placed = await api<TPlacedOrder>('POST', '/Public/ShoppingCart/Order', {
      body: {
        idempotencyKey: `e2e-collect-${run}`,
        email,
        paymentMethod: 'ManualAtPickup',
        shippingMethod: 'Pickup',
        storeId: store.id,
        billingAddress: address,
        items: [{ ean: book.result.entityOutput.ean, quantity: 1 }],
      },
    });
    assert.equal(placed.status, 200, JSON.stringify(placed.result));
    assert.ok(placed.result.entityOutput);
    order = placed.result.entityOutput;
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when the books of a click-and-collect order are ready, the customer is told, then collects and pays them at the store: the order is complete, paid and invoiced', async () => {
    await page.goto(`/public/document?shippingMethod=Pickup&search=${order.number}`);
    await page.locator('table tbody tr', { hasText: order.number }).getByTestId('row-link').click();
    await page.getByRole('heading', { name: `Commande ${order.number}` }).waitFor();
    await page.getByText('Retrait en magasin').first().waitFor();
    await page.getByText(store.name).waitFor();
    // Paid at the store: it is prepared at once.
    await shows(page, 'document-status', 'En préparation');
    assert.equal(await page.getByTestId('action-ship').count(), 0);
    // Collecting comes after the customer has been told.
    assert.equal(await page.getByTestId('action-validate-picking').isDisabled(), true);

    await page.getByTestId('action-notify-picking').click();
    await page.getByText('Le client reçoit un e-mail : ses livres l’attendent au magasin.').waitFor();
    await confirm(page);
    await page.getByText(/^Prête depuis le \d{2}\/\d{2}\/\d{4}/).waitFor();
    await shows(page, 'timeline-event', 'Client prévenu : prête en magasin');
    assert.equal(await page.getByTestId('action-notify-picking').isDisabled(), true);

    // The customer pays at the counter and takes the books.
    await page.getByTestId('action-validate-picking').click();
    await page.getByText('Le client a retiré ses livres : la commande est terminée et facturée.').waitFor();
    await confirm(page);
    await shows(page, 'document-status', 'Terminée');
    await shows(page, 'document-payment-status', 'Payé');
    await shows(page, 'timeline-event', 'Retirée en magasin');
    await page.getByTestId('related-document').filter({ hasText: 'Facture FA-' }).waitFor();
    assert.equal(await page.getByTestId('action-validate-picking').isDisabled(), true);

    // Both mails of the collection went to the customer, once each.
    await page.goto(`/public/mail?search=${encodeURIComponent(email)}`);
    const mails = page.locator('table tbody tr');
    await mails.filter({ hasText: `Commande ${order.number} : vos livres vous attendent` }).waitFor();
    await mails.filter({ hasText: `Commande ${order.number} retirée` }).waitFor();
    assert.equal(await mails.filter({ hasText: 'vos livres vous attendent' }).count(), 1);
  });
});

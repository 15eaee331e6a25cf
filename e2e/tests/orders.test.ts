import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { type TPlacedOrder, type TProduct, withCheckDigit } from '@colophon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminToken, api, launchBrowser, signedInPage, violationsBesideToasts } from '../src/browser.ts';

/* Orders in the console (issue 11): an order placed by the site's intake, taken from payment to delivery. */

const run = Date.now() % 100_000;
const addBook = async (serial: number, title: string, priceWithTax: number) => {
  const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
    token: await adminToken(),
    body: aBook({
      ean: withCheckDigit(`97829${String(run).padStart(5, '0')}${serial}0`.slice(0, 12)),
      title,
      priceWithTax,
      stock: 5,
      weight: 320,
    }),
  });
  assert.ok(result.entityOutput, JSON.stringify(result));
  return result.entityOutput;
};

const address = {
  firstName: 'Hortense',
  lastName: 'Lefèvre',
  address1: '4 rue des Lices',
  postalCode: '49100',
  city: 'Angers',
  country: 'FR',
};

/** An order placed as the bookshop's site places it: the public intake, paid by cheque. */
const placeOrder = async (books: TProduct[], email: string) => {
  const { status, result } = await api<TPlacedOrder>('POST', '/Public/ShoppingCart/Order', {
    body: {
      idempotencyKey: `e2e-${run}-${email.replace(/[^\w]/g, '-')}`,
      email,
      paymentMethod: 'Check',
      shippingMethod: 'Home',
      billingAddress: address,
      shippingAddress: address,
      items: books.map((book) => ({ ean: book.ean, quantity: 1 })),
    },
  });
  assert.equal(status, 200, JSON.stringify(result));
  assert.ok(result.entityOutput);
  return result.entityOutput;
};

const rows = (page: Page) => page.locator('table tbody tr');

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();
const confirm = (page: Page) => page.getByTestId('confirm-yes').click();
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent()) ?? '';
/** Waits until an element shows the text given. */
const shows = (page: Page, testId: string, expected: string) =>
  page.getByTestId(testId).filter({ hasText: expected }).first().waitFor();
const line = (page: Page, title: string) => page.getByTestId('document-line').filter({ hasText: title });

describe('orders', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let books: TProduct[];
  let order: TPlacedOrder;
  const email = `hortense.${run}@example.org`;
  before(async () => {
    books = [await addBook(1, 'Les Fleurs du mal', 9.5), await addBook(2, 'Le Spleen de Paris', 7.2)];
    order = await placeOrder(books, email);
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when staff open the orders awaiting payment from a link, then the filter shows and a search by number finds the order', async () => {
    await page.goto('/public/document?status=AwaitingPayment');
    await page.getByRole('heading', { name: 'Commandes' }).waitFor();
    await rows(page).filter({ hasText: order.number }).waitFor();
    for (const row of await rows(page).allTextContents()) assert.match(row, /En attente de paiement/);

    await page.getByTestId('list-search').fill(email);
    await page.waitForURL(/search=hortense/);
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    const row = rows(page).first();
    assert.match((await row.textContent()) ?? '', new RegExp(order.number));
    assert.match((await row.textContent()) ?? '', /Hortense Lefèvre/);

    // A status the order does not have leaves the list empty.
    await page.goto(`/public/document?status=Shipped&search=${encodeURIComponent(email)}`);
    await page.getByText('Aucun résultat').waitFor();
  });

  it('when an order from the site is paid, a line cancelled, the rest shipped with its label printed and delivered, then each step shows', async () => {
    await page.goto(`/public/document?search=${order.number}`);
    await rows(page).filter({ hasText: order.number }).click();
    await page.getByRole('heading', { name: `Commande ${order.number}` }).waitFor();
    assert.equal(await text(page, 'document-status'), 'En attente de paiement');
    // Placed on the site with a typed email only: a guest order, whose books are held for a while.
    assert.equal(await text(page, 'document-guest'), 'Commande invité');
    assert.match(await text(page, 'document-held-until'), /^Livres réservés jusqu’au /);
    // Nothing can leave before the money is in.
    assert.equal(await page.getByTestId('action-ship').isDisabled(), true);

    await page.getByTestId('action-validate-payment').click();
    await page.getByTestId('validate-payment-dialog').locator('input[name="reference"]').fill('CHQ 0042');
    await page.getByTestId('validate-payment-dialog-submit').click();
    await confirm(page);
    await shows(page, 'document-status', 'En préparation');
    await shows(page, 'document-payment-status', 'Payé');
    assert.equal(await page.getByTestId('action-validate-payment').isDisabled(), true);
    assert.equal(await page.getByTestId('document-held-until').count(), 0);

    // The second book cannot be supplied: its line is cancelled and refunded.
    await line(page, 'Le Spleen de Paris').getByTestId('line-select').check();
    await page.getByTestId('action-cancel').click();
    await page.getByTestId('cancel-dialog').getByText('Remboursement prévu : 7,20 €').waitFor();
    await page.getByTestId('cancel-dialog').locator('textarea[name="reason"]').fill('Épuisé chez l’éditeur');
    await page.getByTestId('cancel-dialog-submit').click();
    await confirm(page);
    await line(page, 'Le Spleen de Paris').getByTestId('line-status').getByText('Annulée').waitFor();
    await shows(page, 'document-payment-status', 'Partiellement remboursé');
    assert.equal(await text(page, 'payment-refunded'), '7,20 €');
    assert.equal(await text(page, 'document-refunded'), '7,20 €');

    // The first one leaves in a package.
    await line(page, 'Les Fleurs du mal').getByTestId('line-select').check();
    await page.getByTestId('action-ship').click();
    const ship = page.getByTestId('ship-dialog');
    await ship.locator('input[name="carrier"]').fill('Colissimo');
    await ship.locator('input[name="trackingNumber"]').fill(`6A${run}01`);
    await page.getByTestId('ship-dialog-submit').click();
    await confirm(page);
    await shows(page, 'document-status', 'Expédiée');
    assert.equal(await text(page, 'package-tracking'), `6A${run}01`);
    await page.getByTestId('related-document').filter({ hasText: 'Facture FA-' }).waitFor();
    await page.getByTestId('related-document').filter({ hasText: 'Bon de livraison BL-' }).waitFor();

    // Its label: printed from the package, made once and kept, and downloadable.
    const label = page.waitForResponse(
      (response) =>
        response.url().includes('/BackOffice/Label/GenerateLabel') && response.request().method() === 'GET',
    );
    await page.getByTestId('print-label').click();
    const answer = await label;
    assert.equal(answer.status(), 200);
    assert.equal(answer.headers()['content-type'], 'application/pdf');
    await page.getByTestId('label-made').waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('download-label').click();
    const file = await download;
    assert.match(file.suggestedFilename(), new RegExp(`^etiquette-${order.number}-\\d+\\.pdf$`));
    assert.equal((await readFile(await file.path())).subarray(0, 5).toString(), '%PDF-');

    // From the list too: the labels of the orders ticked, in one PDF.
    await page.goto(`/public/document?search=${order.number}`);
    await rows(page).filter({ hasText: order.number }).locator('input[type="checkbox"]').check();
    const batch = page.waitForResponse(
      (response) =>
        response.url().includes('/BackOffice/Label/Labels') && response.request().method() === 'GET',
    );
    await page.getByTestId('print-labels').click();
    assert.equal((await batch).status(), 200);
    await rows(page).filter({ hasText: order.number }).getByTestId('row-link').click();

    // The package arrives.
    await page.getByTestId('package-delivered').click();
    await confirm(page);
    await shows(page, 'document-status', 'Terminée');
    // The history follows the action's answer.
    await shows(page, 'timeline-event', 'Colis livré');
    const timeline = await page.getByTestId('timeline-event').allTextContents();
    assert.deepEqual(
      timeline.map((event) => event.replace(/\d{2}\/.*$/, '').trim()),
      [
        'Commande passéeEn attente de paiement',
        'Paiement reçuEn préparation',
        'Lignes annulées',
        'Lignes expédiéesExpédiée',
        'Colis livréTerminée',
      ].map((event) => event.trim()),
    );
    await page.getByTestId('print-invoice').waitFor();
    // The screen with everything on it stays usable with a keyboard and a screen reader.
    await page.waitForFunction(() => !document.querySelector('.mantine-Modal-content'));
    assert.deepEqual(
      (await violationsBesideToasts(page)).map(
        (violation) =>
          `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
      [],
    );
  });

  it('when the delivered book comes back and the rest of the payment is refunded, then its credit note shows, opens and downloads', async () => {
    await page.getByTestId('payment-status-menu').click();
    await page.getByRole('menuitem', { name: 'Passer à « Remboursé »' }).click();
    await confirm(page);
    await shows(page, 'document-payment-status', 'Remboursé');
    const note = page.getByTestId('related-document').filter({ hasText: 'Avoir AV-' });
    const number = ((await note.textContent()) ?? '').replace('Avoir ', '').trim();
    await page.getByTestId('print-credit-note').filter({ hasText: number }).waitFor();

    // The credit note: the invoice it corrects, and its own PDF.
    await note.click();
    await page.getByRole('heading', { name: `Avoir ${number}` }).waitFor();
    await shows(page, 'credited-invoice', 'Avoir de la facture FA-');
    const download = page.waitForEvent('download');
    await page.getByTestId('download-pdf').click();
    const file = await download;
    assert.equal(file.suggestedFilename(), `${number}.pdf`);
    assert.equal((await readFile(await file.path())).subarray(0, 5).toString(), '%PDF-');

    // Back to the order for what follows.
    await page
      .getByTestId('related-document')
      .filter({ hasText: `Commande ${order.number}` })
      .click();
    await page.getByRole('heading', { name: `Commande ${order.number}` }).waitFor();
  });

  it('when staff answer the customer on the order, then the message joins the thread and its mail is in the mail log', async () => {
    await page.getByTestId('send-reply').click();
    await page.getByText('Ce champ est obligatoire.').waitFor();
    await page
      .getByTestId('reply-body')
      .fill('Bonjour,\nLe Spleen de Paris est épuisé : nous vous avons remboursée.');
    await page.getByTestId('send-reply').click();
    await toast(page, 'Le message va être envoyé par e-mail.');
    await page.getByTestId('document-message').filter({ hasText: 'nous vous avons remboursée' }).waitFor();
    await page.getByRole('link', { name: 'Voir le mail' }).click();
    await page.getByTestId('mail-to').filter({ hasText: email }).waitFor();
  });

  it('when someone acted on the order meanwhile, then the action says so and the reload shows where it is', async () => {
    const other = await placeOrder([books[0] as TProduct], `second.${run}@example.org`);
    await page.goto(`/public/document?search=${other.number}`);
    await rows(page).filter({ hasText: other.number }).click();
    await page.getByRole('heading', { name: `Commande ${other.number}` }).waitFor();
    // A colleague records the payment through the API while this page shows the order unpaid.
    const token = await adminToken();
    const { result } = await api<{ items: { id: number; version: number }[] }>(
      'GET',
      `/BackOffice/Document/Documents?search=${other.number}`,
      { token },
    );
    const summary = result.entityOutput?.items[0];
    assert.ok(summary);
    const paid = await api('POST', '/BackOffice/Document/ValidatePayment', {
      token,
      body: { id: summary.id, version: summary.version, reference: null },
    });
    assert.equal(paid.status, 200);

    await page.getByTestId('action-validate-payment').click();
    await page.getByTestId('validate-payment-dialog-submit').click();
    await confirm(page);
    await page.getByTestId('conflict').getByText('La commande a changé').waitFor();
    assert.match(
      (await page.getByTestId('conflict-text').textContent()) ?? '',
      /Quelqu’un a enregistré la commande avant vous : votre action n’a pas été faite/,
    );
    await page.getByTestId('conflict-reload').click();
    await shows(page, 'document-status', 'En préparation');
    assert.equal(await page.getByTestId('conflict').count(), 0);
    assert.equal(await page.getByTestId('action-validate-payment').isDisabled(), true);
  });
});

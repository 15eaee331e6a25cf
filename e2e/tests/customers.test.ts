import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TPlacedOrder, type TProduct, withCheckDigit } from '@colophon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';

const address = (lastName: string, postalCode: string) => ({
  firstName: 'Solène',
  lastName,
  address1: '12 quai des Chartrons',
  postalCode,
  city: 'Bordeaux',
  country: 'FR',
});

/** An order placed through the storefront's intake, as the shop's website does. */
const placeOrder = async (
  ean: string,
  email: string,
  lastName: string,
  postalCode: string,
  paymentMethod: string,
) => {
  const { status, result } = await api<TPlacedOrder>('POST', '/Public/ShoppingCart/Order', {
    body: {
      idempotencyKey: `e2e-customers-${crypto.randomUUID()}`,
      email,
      paymentMethod,
      shippingMethod: 'Home',
      billingAddress: address(lastName, postalCode),
      shippingAddress: address(lastName, postalCode),
      items: [{ ean, quantity: 1 }],
    },
  });
  assert.equal(status, 200, JSON.stringify(result));
  assert.ok(result.entityOutput);
  return result.entityOutput;
};

describe('customers', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let order: TPlacedOrder;
  before(async () => {
    const ean = withCheckDigit('978299101001');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le Vin de Bordeaux', priceWithTax: 24, stock: 20 }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    order = await placeOrder(ean, 'solene.lafitte@example.org', 'Lafitte', '33300', 'Check');
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when staff look a customer up by postal code, then it opens with its figures and its orders, each opening the order', async () => {
    await page.goto('/public/customer');
    await page.getByRole('heading', { name: 'Clients' }).waitFor();
    await page.getByTestId('list-search').fill('33300');
    await page.waitForURL(/search=(%22)?33300/);
    const row = page.locator('table tbody tr', { hasText: 'solene.lafitte@example.org' });
    await row.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    await row.getByTestId('row-link').click();
    await page.getByRole('heading', { name: 'Solène Lafitte' }).waitFor();
    assert.equal(await page.getByTestId('customer-orders-count').textContent(), '1');
    assert.equal(await page.locator('input[name="billingAddress.postalCode"]').inputValue(), '33300');
    const orders = page.getByTestId('customer-orders');
    await orders.getByText(order.number).waitFor();
    await orders.getByText('En attente de paiement').waitFor();
    await orders.getByRole('link', { name: order.number }).click();
    await page.waitForURL(/\/public\/document\/detail\?id=\d+/);
  });

  it('when staff correct a customer with a bad email, then the field says so; saved, a stale copy is refused', async () => {
    await page.goto('/public/customer?search=lafitte');
    await page
      .locator('table tbody tr', { hasText: 'solene.lafitte@example.org' })
      .getByTestId('row-link')
      .click();
    const form = page.getByTestId('customer-form');
    await form.waitFor();
    const email = page.locator('input[name="email"]');
    await email.fill('pas-un-email');
    await email.blur();
    await page.getByText("Cette adresse e-mail n'est pas valide.").waitFor();
    await email.fill('solene.lafitte@example.org');
    await page.locator('input[name="company"]').fill('Cave Lafitte');
    await page.getByTestId('customer-role').click();
    await page.getByRole('option', { name: 'Professionnel' }).click();
    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });

    // Someone else saves meanwhile: this page's next save is based on a version that is gone.
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const token = await adminToken();
    const { result } = await api<Record<string, unknown>>('GET', `/BackOffice/Customer/Customer?id=${id}`, {
      token,
    });
    assert.equal(result.entityOutput?.customerRole, 'Professional');
    const saved = await api('PUT', '/BackOffice/Customer/Customer', {
      token,
      body: { ...result.entityOutput, mobilePhone: '06 12 34 56 78' },
    });
    assert.equal(saved.status, 200);
    await page.locator('input[name="company"]').fill('Cave Lafitte et fils');
    await page.getByTestId('save').click();
    await page.getByRole('alert').filter({ hasText: 'Modifié entre-temps' }).first().waitFor();
  });

  it('when staff open the home, then the orders awaiting payment and the day’s sales open the order list filtered to them', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'La journée de la boutique' }).waitFor();
    const waiting = Number(await page.getByTestId('day-orders-awaiting-payment-value').textContent());
    assert.ok(waiting >= 1, `the home counts ${waiting} orders awaiting payment`);
    await page.getByTestId('day-sales-today').waitFor();
    await page.getByTestId('day-orders-awaiting-payment').click();
    await page.waitForURL(/\/public\/document\?(.*&)?status=AwaitingPayment(&|$)/);
    // The order list keeps to that status: the cheque order is there.
    await page.locator('table tbody tr', { hasText: order.number }).waitFor();

    await page.goto('/');
    await page.getByTestId('day-sales-today-value').click();
    const today = new Date().toISOString().slice(0, 10);
    await page.waitForURL((url) => url.pathname === '/public/document' && url.search.includes(today));
    const search = new URL(page.url()).searchParams;
    assert.equal(
      search.get('status')?.replaceAll('"', ''),
      'Processing,ProcessingExternal,Shipped,Complete,CompleteExternal',
    );
  });

  it('when the customer writes through the contact form, then the message shows them and their order, each a link', async () => {
    const { status } = await api('POST', '/Public/Message/Message', {
      body: {
        question: 'Order',
        lastName: 'Lafitte',
        firstName: 'Solène',
        email: 'Solene.Lafitte@example.org',
        phone: null,
        subject: 'Mon chèque est parti',
        message: 'Bonjour, j’ai posté le chèque ce matin.',
      },
    });
    assert.equal(status, 200);
    await page.goto('/public/message');
    await page.locator('table tbody tr', { hasText: 'Mon chèque est parti' }).click();
    await page.getByRole('heading', { name: 'Mon chèque est parti' }).waitFor();
    const sender = page.getByTestId('message-sender');
    await sender.getByRole('link', { name: 'Client : Solène Lafitte (1 commande)' }).waitFor();
    await sender.getByTestId('message-orders').getByRole('link', { name: order.number }).waitFor();
    await sender.getByRole('link', { name: 'Client : Solène Lafitte (1 commande)' }).click();
    await page.getByRole('heading', { name: 'Solène Lafitte' }).waitFor();
    await page.getByTestId('customer-messages').getByRole('link', { name: 'Mon chèque est parti' }).waitFor();
  });

  it('when staff open the order mail sent to the customer, then each delivery try shows with its time and outcome', async () => {
    await page.goto('/public/mail');
    await page.getByTestId('list-search').fill('solene.lafitte');
    await page.waitForURL(/search=solene\.lafitte/);
    await page.locator('table tbody tr', { hasText: order.number }).first().click();
    const tries = page.getByTestId('mail-tries');
    await tries.waitFor();
    const first = tries.locator('tbody tr').first();
    // The delivery's outcome, whatever the SMTP server of the test said: delivered or refused with its error.
    await first.getByText(/^(Remis|Échec)$/).waitFor();
    assert.match((await first.locator('td').nth(1).textContent()) ?? '', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });
});

import {
  documentEndpoints,
  productEndpoints,
  shoppingCartEndpoints,
  withCheckDigit,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import {
  documentedTrace,
  startTestApp,
  statementsOf,
  type TestApp,
  withReadsSorted,
} from '../../testing/index.ts';

/* The trace "Shipping order lines" of docs/state-machines.md, measured: what one ShippItems sends to the database. */

let api: TestApp;
beforeAll(async () => {
  // No job runs beside the request (PROCESS_ROLE api): a mail's delivery would add its own statements.
  api = await startTestApp({ PROCESS_ROLE: 'api' });
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
/** A paid order of two books, delivered at home, as the site's intake places it. */
const aPaidOrder = async () => {
  const eans = [0, 1].map(() => withCheckDigit(`978402${String(serial++).padStart(6, '0')}`));
  for (const ean of eans)
    await api.call(productEndpoints.create, {
      body: aBook({ ean, priceWithTax: 12, stock: 5 }),
      ...asAdmin(),
    });
  const address = {
    firstName: 'Léa',
    lastName: 'Roux',
    address1: '2 rue Neuve',
    postalCode: '69002',
    city: 'Lyon',
    country: 'fr',
  };
  const placed = (
    await api.call(shoppingCartEndpoints.order, {
      body: {
        idempotencyKey: `ship-trace-${serial++}`,
        email: 'lea.roux@example.org',
        paymentMethod: 'Check',
        shippingMethod: 'Home',
        billingAddress: address,
        shippingAddress: address,
        items: eans.map((ean) => ({ ean, quantity: 1 })),
      },
    })
  ).output;
  const [found] = (await api.call(documentEndpoints.list, { query: { search: placed.number }, ...asAdmin() }))
    .output.items;
  const order = (await api.call(documentEndpoints.get, { query: { id: found?.id ?? 0 }, ...asAdmin() }))
    .output;
  return (
    await api.call(documentEndpoints.validatePayment, {
      body: { id: order.id, version: order.version, reference: null },
      ...asAdmin(),
    })
  ).output;
};

const ship = (order: { id: number; version: number }, itemIds: number[]) =>
  statementsOf(api.services.db, async () => {
    const shipped = await api.call(documentEndpoints.shippItems, {
      body: { id: order.id, version: order.version, itemIds, carrier: 'Colissimo', trackingNumber: '6A1' },
      ...asAdmin(),
    });
    expect(shipped.status).toBe(200);
  });

/** What reading the order costs (`loadDocument`): its customer, lines, payments and packages. */
const orderRead = [
  'select customers',
  'select document_items',
  'select document_payments',
  'select document_packages',
];

describe('the trace of shipping order lines', () => {
  it('when the last lines of a paid order ship, then the statements are those docs/state-machines.md lists, as many as it says', async () => {
    const order = await aPaidOrder();
    const statements = await ship(
      order,
      order.items.map((item) => item.id),
    );
    expect(withReadsSorted(statements)).toEqual(
      withReadsSorted([
        'update documents', // lockAtVersion: locked at the version read, moved to the next
        ...orderRead, // loadDocument
        'insert document_counters', // nextNumber('Delivery')
        'insert documents', // insertDocument: the delivery note…
        'insert document_items', // …and its lines
        'insert document_packages', // insertPackage
        'update document_items', // moveLines → setItemsStatus
        'update documents', // settle → updateOrder: Shipped
        'select documents', // issueInvoice → childOfType: none yet
        'insert document_counters', // nextNumber('Invoice')
        'insert documents', // insertDocument: the invoice…
        'insert document_items', // …and its lines
        'insert mails', // mailCustomer → mails.queue: the mail log…
        'insert pgboss.job_common', // …and its delivery job
        'select documents', // readDocument → findDocument
        ...orderRead, // readDocument → loadDocument
        'insert activity_log', // recordActivity
      ]),
    );
    expect(statements.length).toBe(documentedTrace('Shipping order lines').statements);
    // The order's lines are read twice: once to act, once to answer.
    expect(statements.filter((kind) => kind === 'select document_items')).toHaveLength(2);
  });

  it('when lines are left to ship, then the order’s status stays and no invoice is made: five statements fewer', async () => {
    const order = await aPaidOrder();
    const statements = await ship(order, [order.items[0]?.id ?? 0]);
    expect(statements.length).toBe(documentedTrace('Shipping order lines').statements - 5);
  });
});

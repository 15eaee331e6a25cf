import {
  productEndpoints,
  shoppingCartEndpoints,
  type TPlaceOrderInput,
  type TProductCreate,
  withCheckDigit,
} from '@colophon/contract';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import type { TestApp } from '../../testing/index.ts';

/** An address in France, as the site's checkout sends it. */
export const anAddress = (changes: Partial<TPlaceOrderInput['billingAddress']> = {}) => ({
  firstName: 'Camille',
  lastName: 'Martin',
  address1: '3 place du Capitole',
  postalCode: '31000',
  city: 'Toulouse',
  country: 'FR',
  ...changes,
});

let keys = 1;

/** A checkout of one copy of each EAN, by cheque, delivered home: each test changes what it is about. */
export const anOrder = (eans: string[], changes: Partial<TPlaceOrderInput> = {}): TPlaceOrderInput => ({
  idempotencyKey: `checkout-${Date.now()}-${keys++}`,
  email: 'camille.martin@example.org',
  paymentMethod: 'Check',
  shippingMethod: 'Home',
  billingAddress: anAddress(),
  shippingAddress: anAddress(),
  items: eans.map((ean) => ({ ean, quantity: 1 })),
  ...changes,
});

/** Books for one test file: each call adds a new book (its own EAN under `prefix`) through the back office. */
export const bookShelf = (api: TestApp, prefix: string) => {
  let serial = 1;
  return async (changes: Partial<TProductCreate> = {}) =>
    (
      await api.call(productEndpoints.create, {
        body: aBook({
          ean: withCheckDigit(`${prefix}${String(serial).padStart(12 - prefix.length, '0')}`),
          title: `Livre ${serial++}`,
          stock: 10,
          weight: 250,
          ...changes,
        }),
        token: api.adminToken,
      })
    ).output;
};

/** Places an order as the site does (anonymously unless `headers` say otherwise) and answers the raw result. */
export const placeOrder = (api: TestApp, body: TPlaceOrderInput, headers: Record<string, string> = {}) =>
  api.call(shoppingCartEndpoints.order, { body, headers });

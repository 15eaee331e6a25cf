import assert from 'node:assert/strict';
import type { TPlacedOrder, TProduct } from '@colophon/contract';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminToken, api } from './browser.ts';

/* The shop's data the browser tests arrange through the real API. */

/** An author of the generic lists, without biography. */
export const createAuthor = async (name: string) => {
  const { result } = await api<{ id: number; name: string }>('POST', '/BackOffice/GenericList/Author', {
    token: await adminToken(),
    body: { name, biography: null },
  });
  assert.ok(result.entityOutput, JSON.stringify(result));
  return result.entityOutput;
};

/** A new book, ordered once through the site's intake by a new customer (`<email>.<n>@example.org`). */
export const orderOneBook = async (order: {
  ean: string;
  title: string;
  priceWithTax: number;
  email: string;
  address: { firstName: string; lastName: string; address1: string; postalCode: string; city: string };
}) => {
  const { ean, title, priceWithTax } = order;
  const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
    token: await adminToken(),
    body: aBook({ ean, title, priceWithTax, stock: 5, weight: 200 }),
  });
  assert.ok(result.entityOutput, JSON.stringify(result));
  const email = `${order.email}.${Date.now() % 100_000}@example.org`;
  const address = { ...order.address, country: 'FR' };
  const { result: placed } = await api<TPlacedOrder>('POST', '/Public/ShoppingCart/Order', {
    body: {
      idempotencyKey: `e2e-${order.email}-${Date.now() % 100_000}`,
      email,
      paymentMethod: 'Check',
      shippingMethod: 'Home',
      billingAddress: address,
      shippingAddress: address,
      items: [{ ean, quantity: 1 }],
    },
  });
  assert.ok(placed.entityOutput, JSON.stringify(placed));
  return { email, number: placed.entityOutput.number };
};

import { shoppingCartEndpoints } from '@colophon/contract';
import type { TestApp } from '../../testing/index.ts';

let keys = 1;

/** Places an order through the cart, as the site would, optionally with a visitor id. */
export const placeOrder = (
  api: TestApp,
  order: { email: string; lastName: string; postalCode?: string; eans: string[]; visitorGuid?: string },
) =>
  api
    .call(shoppingCartEndpoints.order, {
      body: {
        idempotencyKey: `analytics-test-${keys++}-${order.lastName}`,
        email: order.email,
        paymentMethod: 'FictiveValid',
        shippingMethod: 'Home',
        billingAddress: {
          firstName: 'Alex',
          lastName: order.lastName,
          address1: '1 rue Haute',
          postalCode: order.postalCode ?? '69001',
          city: 'Lyon',
          country: 'FR',
        },
        shippingAddress: {
          firstName: 'Alex',
          lastName: order.lastName,
          address1: '1 rue Haute',
          postalCode: order.postalCode ?? '69001',
          city: 'Lyon',
          country: 'FR',
        },
        items: order.eans.map((ean) => ({ ean, quantity: 1 })),
      },
      headers: order.visitorGuid ? { 'nova-guid': order.visitorGuid } : {},
    })
    .then((answer) => answer.output);

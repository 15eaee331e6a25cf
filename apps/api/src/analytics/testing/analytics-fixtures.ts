import { shoppingCartEndpoints } from '@colophon/contract';
import { signInOnSite } from '../../sales/testing/order-fixtures.ts';
import type { TestApp } from '../../testing/index.ts';

let keys = 1;

/**
 * Places an order through the cart, as the site would; with a visitor id, the customer signs in on the
 * site first (the only way a visitor is tied to a customer) and orders signed in.
 */
export const placeOrder = async (
  api: TestApp,
  order: { email: string; lastName: string; postalCode?: string; eans: string[]; visitorGuid?: string },
) => {
  const address = {
    firstName: 'Alex',
    lastName: order.lastName,
    company: null,
    address1: '1 rue Haute',
    address2: null,
    address3: null,
    postalCode: order.postalCode ?? '69001',
    city: 'Lyon',
    country: 'FR',
    phone: null,
  };
  const session = order.visitorGuid
    ? await signInOnSite(api, order.email, {
        visitorGuid: order.visitorGuid,
        customer: {
          firstName: 'Alex',
          lastName: order.lastName,
          billingAddress: address,
          shippingAddress: address,
        },
      })
    : null;
  return api
    .call(shoppingCartEndpoints.order, {
      token: session,
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
};

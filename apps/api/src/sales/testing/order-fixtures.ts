import {
  productEndpoints,
  shoppingCartEndpoints,
  siteSignInEndpoints,
  type TPlaceOrderInput,
  type TProductCreate,
  withCheckDigit,
} from '@colophon/contract';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import type { TestApp } from '../../testing/index.ts';
import { customers } from '../customers/customers.tables.ts';

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

/** The sign-in links a mailbox received, newest last (as the customer's mail client shows them). */
export const signInLinksOf = (api: TestApp, email: string) =>
  api.mail.received
    .filter((mail) => mail.to === email)
    .flatMap((mail) => mail.html.match(/\/account\/sign-in\?token=([\w-]+)/)?.[1] ?? []);

/**
 * Signs a customer in on the site as they would: a link asked for their address, read in their
 * mailbox, opened (with the visitor id, when given). The customer is added to the shop first when it
 * does not know the address. Answers the session token the site sends as a Bearer.
 */
export const signInOnSite = async (
  api: TestApp,
  email: string,
  options: { visitorGuid?: string; customer?: Partial<typeof customers.$inferInsert> } = {},
) => {
  const { visitorGuid } = options;
  await api.services.db
    .insert(customers)
    .values({ firstName: 'Camille', lastName: 'Martin', ...options.customer, email })
    .onConflictDoNothing({ target: customers.email });
  const before = signInLinksOf(api, email).length;
  const asked = await api.call(siteSignInEndpoints.signInLink, { body: { email } });
  if (asked.status !== 200) throw new Error(`no sign-in link: ${JSON.stringify(asked.body)}`);
  const end = Date.now() + 20_000;
  while (signInLinksOf(api, email).length === before && Date.now() < end)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const token = signInLinksOf(api, email).at(-1);
  if (signInLinksOf(api, email).length === before || !token) throw new Error(`no sign-in mail for ${email}`);
  const session = await api.call(siteSignInEndpoints.signIn, {
    body: { token },
    headers: visitorGuid ? { 'nova-guid': visitorGuid } : {},
  });
  return session.output.sessionToken;
};

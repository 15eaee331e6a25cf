import type { ParsedBody, shoppingCartEndpoints, TCustomerRole } from '@colophon/contract';
import type { Executor } from '../../db/database.ts';
import {
  findCustomer,
  findCustomerByEmail,
  findOrCreateCustomer,
} from '../customers/customers.repository.ts';
import type { CustomerRow } from '../customers/customers.tables.ts';

/**
 * Who buys at the public intake (docs/rules/public-intake.md, "Who buys"). What the shop knows of a
 * customer — their role (payment on invoice, the 9 % of collectivities, their role's discounts,
 * free professional withdrawal), their fidelity — goes to an order only when that customer is signed
 * in on the site (a session opened by a link mailed to their address). An email typed in the form
 * proves nothing: the order is a guest's, priced as an individual's.
 */

/** What a request says of its buyer: the site session it carries, and its visitor id. */
export interface Visitor {
  siteCustomerId: number | null;
  visitorGuid: string | null;
}
export const anonymous: Visitor = { siteCustomerId: null, visitorGuid: null };

/** The buyer as the discounts and the delivery price see them. */
export interface Buyer {
  id: number | null;
  role: TCustomerRole;
  hasFidelity: boolean;
}

/** Anyone not signed in: an individual without fidelity, whatever the address typed. */
const guestBuyer = (id: number | null): Buyer => ({ id, role: 'Individual', hasFidelity: false });
const knownBuyer = (customer: CustomerRow): Buyer => ({
  id: customer.id,
  role: customer.customerRole,
  hasFidelity: customer.hasFidelity,
});

/** The customer the site session names, if it still exists. */
export const signedInCustomer = (executor: Executor, siteCustomerId: number | null) =>
  siteCustomerId === null ? Promise.resolve(null) : findCustomer(executor, siteCustomerId);

/**
 * Whom the quantity caps bind: every buyer but a signed-in professional or collectivity (a school's
 * class set, a library's order), whom the shop knows.
 */
export const capsApplyTo = (signedIn: CustomerRow | null) =>
  signedIn === null || signedIn.customerRole === 'Individual';

/**
 * The order's customer and buyer: the signed-in customer as the shop knows them; else a guest, whose
 * order goes under the customer row of the address typed (found, or made from the form: a stored
 * customer's profile is neither read nor changed) and is priced as an individual's.
 */
export const orderBuyer = async (
  executor: Executor,
  signedIn: CustomerRow | null,
  input: ParsedBody<typeof shoppingCartEndpoints.order>,
) => {
  if (signedIn) return { customer: signedIn, buyer: knownBuyer(signedIn), guest: false };
  const billing = input.billingAddress;
  const customer = await findOrCreateCustomer(executor, {
    email: input.email,
    firstName: billing.firstName,
    lastName: billing.lastName,
    company: billing.company,
    phone: billing.phone,
    locale: input.locale,
    billingAddress: billing,
    shippingAddress: input.shippingAddress,
  });
  return { customer, buyer: guestBuyer(customer.id), guest: true };
};

/**
 * The buyer a preview prices for: the signed-in customer; else an individual, the typed address only
 * counting the discounts' uses per customer (so that the preview says what the order will).
 */
export const previewBuyer = async (
  executor: Executor,
  signedIn: CustomerRow | null,
  email: string | undefined,
): Promise<Buyer> => {
  if (signedIn) return knownBuyer(signedIn);
  const known = email ? await findCustomerByEmail(executor, email) : null;
  return guestBuyer(known?.id ?? null);
};

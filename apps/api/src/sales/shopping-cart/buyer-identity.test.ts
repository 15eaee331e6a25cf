import {
  discountEndpoints,
  documentEndpoints,
  shoppingCartEndpoints,
  siteSignInEndpoints,
  type TAddress,
  type TCustomerRole,
  type TDiscountCreate,
  trackingEndpoints,
} from '@colophon/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitors } from '../../analytics/tracking/tracking.tables.ts';
import { hashToken } from '../../auth/access-tokens.ts';
import { mails } from '../../mails/mails.tables.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { customerSignInLinks, customers } from '../customers/customers.tables.ts';
import { documents } from '../documents/documents.tables.ts';
import {
  anAddress,
  anOrder,
  bookShelf,
  placeOrder,
  signInLinksOf,
  signInOnSite,
} from '../testing/order-fixtures.ts';

/* Who buys at the public intake (docs/rules/public-intake.md, "Who buys"), tried as an attacker would. */

let api: TestApp;
let book: ReturnType<typeof bookShelf>;
beforeAll(async () => {
  // Many links are asked here: the per-address limit of the sign-in endpoints has its own test below.
  api = await startTestApp({ RATE_LIMIT: 'false' });
  book = bookShelf(api, '9784041');
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const monthsAgo = (months: number) => {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
};
let people = 1;
/** A customer the shop knows, with what staff set on them. */
const storedCustomer = async (customerRole: TCustomerRole, hasFidelity = false) => {
  const email = `client${people++}@collectivite.example`;
  const address: TAddress = {
    firstName: 'Claire',
    lastName: 'Stockée',
    company: 'Médiathèque',
    address1: '2 rue des Lecteurs',
    address2: null,
    address3: null,
    postalCode: '31000',
    city: 'Toulouse',
    country: 'FR',
    phone: null,
  };
  await api.services.db.insert(customers).values({
    email,
    firstName: 'Claire',
    lastName: 'Stockée',
    company: 'Médiathèque',
    customerRole,
    hasFidelity,
    billingAddress: address,
  });
  return email;
};
const discount = async (values: Partial<TDiscountCreate>) =>
  (
    await api.call(discountEndpoints.create, {
      body: { name: `Remise ${people++}`, discountType: 'AppliesToItems', isCumulative: true, ...values },
      ...asAdmin(),
    })
  ).output;
const price = (items: { ean: string; quantity: number }[], token: string | null, extra = {}) =>
  api.call(shoppingCartEndpoints.price, { body: { items, shippingMethod: 'Home', ...extra }, token });
const documentOf = async (number: string) => {
  const [row] = await api.services.db.select().from(documents).where(eq(documents.number, number));
  return (await api.call(documentEndpoints.get, { query: { id: row?.id ?? 0 }, ...asAdmin() })).output;
};

describe('what an order gets of the customer it names', () => {
  it('an anonymous order typed with a library’s email gets neither its 9 % nor its fidelity discount: a guest order, priced as an individual’s', async () => {
    const library = await storedCustomer('Library', true);
    const newBook = await book({ priceWithTax: 20, releaseDate: monthsAgo(2) });
    const bag = await book({ priceWithTax: 10, productForm: 'ZA', taxRate: 0.2 });
    await discount({
      discountPercentage: 0.09,
      restrictedToCustomerRoleId: 'Library',
      assignedToProducts: [newBook.id],
    });
    await discount({
      discountPercentage: 0.2,
      restrictedToCustomerWithFidelity: true,
      assignedToProducts: [bag.id],
    });
    const items = [
      { ean: newBook.ean, quantity: 1 },
      { ean: bag.ean, quantity: 1 },
    ];

    const typed = await price(items, null, { email: library });
    expect(typed.output.discountTotal).toBe(0);
    const guest = await placeOrder(api, anOrder([newBook.ean, bag.ean], { email: library, items }));
    expect(guest.output.guest).toBe(true);
    const order = await documentOf(guest.output.number);
    expect(order.discountTotal).toBe(0);
    expect([order.guest, order.customer.customerRole, order.customer.email]).toEqual([
      true,
      'Individual',
      library,
    ]);

    const session = await signInOnSite(api, library);
    expect((await price(items, session)).output.discountTotal).toBe(3.8);
    const signedIn = await placeOrder(api, anOrder([newBook.ean, bag.ean], { email: library, items }), {
      authorization: `Bearer ${session}`,
    });
    expect(signedIn.output.guest).toBe(false);
    const known = await documentOf(signedIn.output.number);
    expect([known.discountTotal, known.guest, known.customer.customerRole]).toEqual([3.8, false, 'Library']);
  });

  it('an anonymous order typed with a professional’s email can neither pay on invoice nor collect for free; signed in, it can', async () => {
    const pro = await storedCustomer('Professional');
    const shelf = await book({ priceWithTax: 12 });
    const onInvoice = anOrder([shelf.ean], { email: pro, paymentMethod: 'OnInvoice' });
    const refused = await placeOrder(api, onInvoice);
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages[0]?.propertyName).toBe('paymentMethod');
    const withdrawal = { shippingMethod: 'ProWithdrawal' as const, email: pro };
    expect((await price([{ ean: shelf.ean, quantity: 1 }], null, withdrawal)).output.shippingCost).toBe(3);

    const session = await signInOnSite(api, pro);
    expect((await price([{ ean: shelf.ean, quantity: 1 }], session, withdrawal)).output.shippingCost).toBe(0);
    const accepted = await placeOrder(api, onInvoice, { authorization: `Bearer ${session}` });
    expect([accepted.output.status, accepted.output.guest]).toEqual(['Processing', false]);
  });

  it('a guest order neither reads nor changes the profile the shop keeps for that address', async () => {
    const library = await storedCustomer('Library');
    const [before] = await api.services.db.select().from(customers).where(eq(customers.email, library));
    const shelf = await book();
    const typed = anAddress({ firstName: 'Mallory', lastName: 'Intrus', address1: '1 rue du Piège' });
    const guest = await placeOrder(
      api,
      anOrder([shelf.ean], { email: library, billingAddress: typed, shippingAddress: typed }),
    );
    const order = await documentOf(guest.output.number);
    expect(order.billingAddress.lastName).toBe('Intrus');
    expect(JSON.stringify(order)).not.toContain('Médiathèque');
    const [after] = await api.services.db.select().from(customers).where(eq(customers.email, library));
    expect([after?.firstName, after?.lastName, after?.billingAddress, after?.customerRole]).toEqual([
      before?.firstName,
      before?.lastName,
      before?.billingAddress,
      'Library',
    ]);
  });

  it('a signed-in library may order a class set beyond the anonymous caps; its address typed alone may not', async () => {
    const library = await storedCustomer('Library');
    const shelf = await book({ stock: 40 });
    const classSet = anOrder([shelf.ean], { email: library, items: [{ ean: shelf.ean, quantity: 30 }] });
    expect((await placeOrder(api, classSet)).status).toBe(400);
    const session = await signInOnSite(api, library);
    expect((await placeOrder(api, classSet, { authorization: `Bearer ${session}` })).status).toBe(200);
  });

  it('a staff access token, a session signed for someone else or a made-up one is no site session: the order is a guest’s', async () => {
    const pro = await storedCustomer('Professional');
    const shelf = await book();
    const session = await signInOnSite(api, pro);
    const [, id = '0'] = session.split('.');
    const forged = session.replace(`cs1.${id}.`, `cs1.${Number(id) + 1}.`);
    for (const bearer of [api.adminToken, forged, `cs1.${id}.9999999999.made-up`]) {
      const answer = await placeOrder(api, anOrder([shelf.ean], { email: pro, paymentMethod: 'OnInvoice' }), {
        authorization: `Bearer ${bearer}`,
      });
      expect(answer.status).toBe(400);
    }
  });
});

describe('the visitor id', () => {
  it('a visitor id is not tied to a customer by an email typed in a form, only by signing in', async () => {
    const victim = await storedCustomer('Individual');
    const guid = 'visitor-mallory-0001';
    await api.call(trackingEndpoints.track, { body: { visitorGuid: guid, consent: true, actions: [] } });
    const shelf = await book();
    expect(
      (await placeOrder(api, anOrder([shelf.ean], { email: victim }), { 'nova-guid': guid })).status,
    ).toBe(200);
    const tiedTo = async () =>
      (await api.services.db.select().from(visitors).where(eq(visitors.guid, guid)))[0]?.customerId;
    expect(await tiedTo()).toBeNull();

    await signInOnSite(api, victim, { visitorGuid: guid });
    const [customer] = await api.services.db.select().from(customers).where(eq(customers.email, victim));
    expect(await tiedTo()).toBe(customer?.id);
  });
});

describe('the sign-in link', () => {
  it('a sign-in link goes only to the stored address, works once, and the shop keeps only its hash', async () => {
    const library = await storedCustomer('Library');
    const asked = await api.call(siteSignInEndpoints.signInLink, { body: { email: library, locale: 'en' } });
    expect(asked.output.message).toMatch(
      /^If this address is a customer’s of the shop, a sign-in link has been mailed/,
    );
    await expect.poll(() => signInLinksOf(api, library).length, { timeout: 20_000 }).toBe(1);
    const token = signInLinksOf(api, library)[0] ?? '';
    const [link] = await api.services.db
      .select()
      .from(customerSignInLinks)
      .where(eq(customerSignInLinks.tokenHash, hashToken(token)));
    expect((link?.expiresAt.getTime() ?? 0) - (link?.createdAt.getTime() ?? 0)).toBeCloseTo(15 * 60_000, -3);
    const logged = await api.services.db.select().from(mails).where(eq(mails.to, library));
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(JSON.stringify(await api.services.db.select().from(customerSignInLinks))).not.toContain(token);

    const session = await api.call(siteSignInEndpoints.signIn, { body: { token } });
    expect(session.output.customer).toMatchObject({ email: library, customerRole: 'Library' });
    const again = await api.call(siteSignInEndpoints.signIn, { body: { token } });
    expect(again.status).toBe(401);
    expect(again.body.errors).toEqual(['This sign-in link is not valid any more: ask for a new one.']);
  });

  it('a sign-in link past its 15 minutes opens nothing', async () => {
    const pro = await storedCustomer('Professional');
    await api.call(siteSignInEndpoints.signInLink, { body: { email: pro } });
    await expect.poll(() => signInLinksOf(api, pro).length, { timeout: 20_000 }).toBe(1);
    const token = signInLinksOf(api, pro)[0] ?? '';
    await api.services.db
      .update(customerSignInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerSignInLinks.tokenHash, hashToken(token)));
    expect((await api.call(siteSignInEndpoints.signIn, { body: { token } })).status).toBe(401);
  });

  it('asking for a link tells no one whether an address buys here, and mails nothing to an unknown one', async () => {
    const known = await storedCustomer('Individual');
    const unknown = 'personne@ailleurs.example';
    const answers = await Promise.all(
      [known, unknown].map((email) => api.call(siteSignInEndpoints.signInLink, { body: { email } })),
    );
    expect(answers.map((answer) => [answer.status, answer.output.message])).toEqual([
      [200, answers[0]?.output.message],
      [200, answers[0]?.output.message],
    ]);
    await api.drainJobs();
    expect(await api.services.db.select().from(mails).where(eq(mails.to, unknown))).toEqual([]);
  });

  it('sign-in links cannot be mailed in bulk to one customer: three an hour, the same answer after', async () => {
    const pro = await storedCustomer('Professional');
    for (let ask = 0; ask < 6; ask++)
      expect((await api.call(siteSignInEndpoints.signInLink, { body: { email: pro } })).status).toBe(200);
    await api.drainJobs();
    const sent = await api.services.db
      .select()
      .from(mails)
      .where(and(eq(mails.to, pro), sql`${mails.extra}->>'template' = 'siteSignInLink'`));
    expect(sent).toHaveLength(3);
  });
});

describe('the sign-in endpoints’ per-address limit', () => {
  it('one address cannot ask links or try tokens without end: 429 past ten a minute', async () => {
    const limited = await startTestApp();
    try {
      const statuses: number[] = [];
      for (let ask = 0; ask < 11; ask++)
        statuses.push(
          (
            await limited.call(siteSignInEndpoints.signIn, {
              body: { token: `guessed-token-${ask}-padding` },
            })
          ).status,
        );
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

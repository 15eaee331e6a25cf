import {
  productEndpoints,
  profilingEndpoints,
  subscriptionEndpoints,
  type TTargetConditionInput,
  type TTargetRulesInput,
  targetEndpoints,
  taskEndpoints,
  trackingEndpoints,
  translate,
  withCheckDigit,
} from '@colophon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { subscribers } from '../../marketing/subscriptions/subscriptions.tables.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { shopDay } from '../../shop/shop-days.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { placeOrder } from '../testing/analytics-fixtures.ts';
import { targets } from './targets.tables.ts';

let api: TestApp;
const polar = withCheckDigit('978430000001');
const poem = withCheckDigit('978430000002');
const asAdmin = () => ({ token: api.adminToken });

/*
 * Four customers: Anne (Paris, 25, woman, fidelity, a crime novel twice), Bruno (Lyon, 52, man, a
 * poem), Chloé (Marseille, born unknown, a crime novel and a poem, subscribed to the newsletter),
 * David (Lille, 31, professional, no fidelity, a poem; searched on the site).
 */
beforeAll(async () => {
  api = await startTestApp({ TEST_PAYMENT_METHODS: 'true' });
  await api.call(productEndpoints.create, {
    body: aBook({
      ean: polar,
      title: 'Le Chien jaune',
      authors: [{ name: 'Georges Simenon', role: 'A01' }],
      publishers: ['Presses de la Cité'],
      collections: ['Maigret'],
      categories: [{ code: '3435', label: 'Policier' }],
      stock: 100,
    }),
    ...asAdmin(),
  });
  await api.call(productEndpoints.create, {
    body: aBook({
      ean: poem,
      title: 'Alcools',
      authors: [{ name: 'Guillaume Apollinaire', role: 'A01' }],
      publishers: ['Gallimard'],
      collections: ['Poésie'],
      categories: [{ code: '3643', label: 'Poésie' }],
      stock: 100,
    }),
    ...asAdmin(),
  });
  await placeOrder(api, { email: 'anne@example.org', lastName: 'Anne', postalCode: '75011', eans: [polar] });
  await placeOrder(api, { email: 'anne@example.org', lastName: 'Anne', postalCode: '75011', eans: [polar] });
  await placeOrder(api, { email: 'bruno@example.org', lastName: 'Bruno', postalCode: '69003', eans: [poem] });
  await placeOrder(api, {
    email: 'chloe@example.org',
    lastName: 'Chloe',
    postalCode: '13001',
    eans: [polar, poem],
  });
  await placeOrder(api, {
    email: 'david@example.org',
    lastName: 'David',
    postalCode: '59000',
    eans: [poem],
    visitorGuid: 'visitor-david-000001',
  });
  const { db } = api.services;
  const born = (years: number) => {
    const day = new Date();
    day.setUTCFullYear(day.getUTCFullYear() - years);
    day.setUTCDate(day.getUTCDate() - 10);
    return day.toISOString().slice(0, 10);
  };
  await db
    .update(customers)
    .set({ gender: 'Female', hasFidelity: true, dateOfBirth: born(25) })
    .where(eq(customers.email, 'anne@example.org'));
  await db
    .update(customers)
    .set({ gender: 'Male', dateOfBirth: born(52) })
    .where(eq(customers.email, 'bruno@example.org'));
  await db.update(customers).set({ gender: 'Female' }).where(eq(customers.email, 'chloe@example.org'));
  await db
    .update(customers)
    .set({ gender: 'Male', customerRole: 'Professional', dateOfBirth: born(31) })
    .where(eq(customers.email, 'david@example.org'));
  const newsletter = (
    await api.call(subscriptionEndpoints.create, {
      body: { subscriptionType: 'Newsletter', localizations: [{ locale: 'fr', name: 'La lettre' }] },
      ...asAdmin(),
    })
  ).output;
  newsletterId = newsletter.id;
  await db.insert(subscribers).values({
    subscriptionId: newsletter.id,
    email: 'chloe@example.org',
    confirmedAt: new Date(),
  });
  // David consented before ordering: his visitor id is his. He searches twice.
  await api.call(trackingEndpoints.track, {
    body: { visitorGuid: 'visitor-david-000001', consent: true, actions: [] },
  });
  await placeOrder(api, {
    email: 'david@example.org',
    lastName: 'David',
    postalCode: '59000',
    eans: [poem],
    visitorGuid: 'visitor-david-000001',
  });
  await api.call(trackingEndpoints.track, {
    body: {
      visitorGuid: 'visitor-david-000001',
      consent: true,
      actions: [
        { type: 'Search', occurredAt: new Date().toISOString(), query: 'rimbaud' },
        { type: 'Search', occurredAt: new Date().toISOString(), query: 'verlaine' },
      ],
    },
  });
});
afterAll(() => api.close());
let newsletterId = 0;

const members = async (rules: TTargetRulesInput) => {
  const size = (await api.call(targetEndpoints.size, { body: { rules }, ...asAdmin() })).output;
  expect(size.customers).toBe(4);
  return size.size;
};
const only = (condition: TTargetConditionInput) => members({ groups: [{ conditions: [condition] }] });

describe('analytics targets', () => {
  it('when a rule reads a customer field of each kind, then it selects the customers it says', async () => {
    expect(await members({ groups: [] })).toBe(4);
    expect(await only({ field: 'gender', values: ['Female'] })).toBe(2);
    expect(await only({ field: 'customerRole', values: ['Professional'] })).toBe(1);
    expect(await only({ field: 'hasFidelity', values: ['true'] })).toBe(1);
    expect(await only({ field: 'hasFidelity', values: ['false'] })).toBe(3);
    expect(await only({ field: 'age', min: 18, max: 35 })).toBe(2);
    expect(await only({ field: 'age', min: 52 })).toBe(1);
    expect(await only({ field: 'postalCode', values: ['75', '69'] })).toBe(2);
    expect(await only({ field: 'postalCode', values: ['%'] })).toBe(0);
    expect(await only({ field: 'department', values: ['13'] })).toBe(1);
    expect(await only({ field: 'customerSince', lastDays: 1 })).toBe(4);
    expect(await only({ field: 'customerSince', to: '2001-01-01' })).toBe(0);
    expect(await only({ field: 'subscription', values: [String(newsletterId)] })).toBe(1);
  });

  it('when a rule reads behaviour, then orders, spending, bought books and site actions select', async () => {
    expect(await only({ field: 'ordersCount', min: 2 })).toBe(2);
    const [bruno] = await api.services.db
      .select({ cents: customers.totalSpentCents })
      .from(customers)
      .where(eq(customers.email, 'bruno@example.org'));
    const brunoSpent = (bruno?.cents ?? 0) / 100;
    expect(await only({ field: 'totalSpent', min: brunoSpent + 0.01 })).toBe(3);
    expect(await only({ field: 'totalSpent', max: brunoSpent })).toBe(1);
    expect(await only({ field: 'lastOrderDate', lastDays: 30 })).toBe(4);
    expect(await only({ field: 'boughtCategory', values: ['3435'] })).toBe(2);
    expect(await only({ field: 'boughtAuthor', values: ['Guillaume Apollinaire'] })).toBe(3);
    expect(await only({ field: 'boughtPublisher', values: ['Presses de la Cité'] })).toBe(2);
    expect(await only({ field: 'boughtCollection', values: ['Poésie', 'Maigret'] })).toBe(4);
    expect(
      await only({ field: 'boughtCategory', values: ['3435'], from: '2001-01-01', to: '2001-12-31' }),
    ).toBe(0);
    expect(await only({ field: 'action', actionType: 'Search', min: 2, lastDays: 7 })).toBe(1);
    expect(await only({ field: 'action', actionType: 'Search', min: 3 })).toBe(0);
    expect(await only({ field: 'action', actionType: 'OrderPlaced' })).toBe(4);
    expect(await only({ field: 'action', actionType: 'Search', min: 2, not: true })).toBe(3);
    const today = shopDay(new Date());
    expect(await only({ field: 'action', actionType: 'Search', min: 2, from: today, to: today })).toBe(1);
    expect(await only({ field: 'action', actionType: 'Search', from: '2001-01-01', to: '2001-12-31' })).toBe(
      0,
    );
    expect(await only({ field: 'boughtCategory', values: ['3435'], not: true })).toBe(2);
  });

  it('when rules combine with AND and OR, in groups, then the size follows', async () => {
    const crime = { field: 'boughtCategory' as const, values: ['3435'] };
    const women = { field: 'gender' as const, values: ['Female'] };
    const young = { field: 'age' as const, max: 35 };
    expect(await members({ groups: [{ combinator: 'And', conditions: [crime, young] }] })).toBe(1);
    expect(await members({ groups: [{ combinator: 'Or', conditions: [crime, young] }] })).toBe(3);
    expect(
      await members({
        combinator: 'Or',
        groups: [{ conditions: [crime, young] }, { conditions: [{ field: 'department', values: ['69'] }] }],
      }),
    ).toBe(2);
    expect(
      await members({
        combinator: 'And',
        groups: [{ combinator: 'Or', conditions: [crime, young] }, { conditions: [women] }],
      }),
    ).toBe(2);
  });

  it('when a rule lacks what its kind needs, then it is refused at the field', async () => {
    const answer = await api.call(targetEndpoints.size, {
      body: {
        rules: { groups: [{ conditions: [{ field: 'age', min: 40, max: 20 }, { field: 'gender' }] }] },
      },
      ...asAdmin(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual([
      'rules.groups.0.conditions.0.max',
      'rules.groups.0.conditions.1.values',
    ]);
  });

  it('when staff create, read, update, reorder and remove targets, then stale versions are 409 and members are worked out by a task', async () => {
    const created = (
      await api.call(targetEndpoints.create, {
        body: {
          name: 'Jeunes lecteurs de polars',
          rules: { groups: [{ conditions: [{ field: 'age', max: 35 }] }] },
        },
        ...asAdmin(),
      })
    ).output;
    expect(created).toMatchObject({ name: 'Jeunes lecteurs de polars', membersCount: null, version: 1 });
    const second = (
      await api.call(targetEndpoints.create, {
        body: { name: 'Tout le monde', rules: { groups: [] } },
        ...asAdmin(),
      })
    ).output;
    const updated = (
      await api.call(targetEndpoints.update, {
        body: { ...created, description: 'Moins de 36 ans', version: 1 },
        ...asAdmin(),
      })
    ).output;
    expect(updated.version).toBe(2);
    const stale = await api.call(targetEndpoints.update, { body: { ...created, version: 1 }, ...asAdmin() });
    expect(stale.status).toBe(409);

    const reordered = (
      await api.call(targetEndpoints.saveDisplayOrders, {
        body: { ids: [second.id, created.id] },
        ...asAdmin(),
      })
    ).output;
    expect(reordered.map((target) => target.id)).toEqual([second.id, created.id]);
    const partial = await api.call(targetEndpoints.saveDisplayOrders, {
      body: { ids: [second.id] },
      ...asAdmin(),
    });
    expect(partial.status).toBe(400);

    const { taskId } = (await api.call(targetEndpoints.affectAll, asAdmin())).output;
    await expect
      .poll(
        async () =>
          (await api.call(taskEndpoints.list, { query: { search: taskId }, ...asAdmin() })).output.items[0]
            ?.state,
        { timeout: 20_000, interval: 200 },
      )
      .toBe('completed');
    const read = (await api.call(targetEndpoints.get, { query: { id: created.id }, ...asAdmin() })).output;
    expect(read.membersCount).toBe(2);
    expect((await api.call(targetEndpoints.list, { query: {}, ...asAdmin() })).output[0]?.membersCount).toBe(
      4,
    );

    expect((await api.call(targetEndpoints.remove, { query: { id: created.id }, ...asAdmin() })).status).toBe(
      200,
    );
    expect((await api.call(targetEndpoints.get, { query: { id: created.id }, ...asAdmin() })).status).toBe(
      404,
    );
  });

  it('when staff ask the field configuration, ranges and values, then the editor has what it needs', async () => {
    const fields = (
      await api.call(targetEndpoints.fieldConfiguration, {
        ...asAdmin(),
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(fields.find((field) => field.field === 'gender')).toMatchObject({
      kind: 'enum',
      group: 'customer',
      label: 'Civilité',
    });
    expect(fields.find((field) => field.field === 'boughtAuthor')).toMatchObject({
      kind: 'reference',
      searchable: true,
    });
    const range = (
      await api.call(targetEndpoints.fieldRange, { query: { field: 'ordersCount' }, ...asAdmin() })
    ).output;
    expect(range).toEqual({ field: 'ordersCount', min: 1, max: 2 });
    const authors = (
      await api.call(targetEndpoints.fieldSearch, {
        query: { field: 'boughtAuthor', search: 'simen' },
        ...asAdmin(),
      })
    ).output;
    expect(authors).toEqual([{ id: 'Georges Simenon', label: 'Georges Simenon' }]);
    const categories = (
      await api.call(targetEndpoints.fieldSearch, {
        query: { field: 'boughtCategory', search: 'poli' },
        ...asAdmin(),
      })
    ).output;
    expect(categories).toEqual([{ id: '3435', label: 'Policier (3435)' }]);
    const publishers = (
      await api.call(targetEndpoints.fieldSearch, {
        query: { field: 'boughtPublisher', search: 'galli' },
        ...asAdmin(),
      })
    ).output;
    expect(publishers).toEqual([{ id: 'Gallimard', label: 'Gallimard' }]);
  });
  it('when a target is saved, then its members are worked out and its profile reads them until the next computation, the rules live before the first', async () => {
    const { db } = api.services;
    const women = { groups: [{ conditions: [{ field: 'gender' as const, values: ['Female'] }] }] };
    const created = (
      await api.call(targetEndpoints.create, { body: { name: 'Lectrices', rules: women }, ...asAdmin() })
    ).output;
    const read = async () =>
      (await api.call(targetEndpoints.get, { query: { id: created.id }, ...asAdmin() })).output;
    await expect.poll(async () => (await read()).membersCount, { timeout: 20_000, interval: 200 }).toBe(2);
    const profile = async () =>
      (
        await api.call(profilingEndpoints.detail, {
          query: { id: created.id },
          ...asAdmin(),
          headers: { 'accept-language': 'en' },
        })
      ).output;
    const computed = await profile();
    expect(computed.size).toBe(2);
    expect(computed.target.membersComputedAt).toBe((await read()).membersComputedAt);
    expect(computed.genders).toEqual([{ id: 'Female', label: translate('genderFemale', 'en'), count: 2 }]);

    // Bruno is now a woman: the live size says so at once, the profile once the members are computed.
    await db.update(customers).set({ gender: 'Female' }).where(eq(customers.email, 'bruno@example.org'));
    expect(await members(women)).toBe(3);
    expect((await profile()).size).toBe(2);
    const before = (await read()).membersComputedAt;
    await api.call(targetEndpoints.update, {
      body: { ...created, description: 'Les lectrices', version: created.version },
      ...asAdmin(),
    });
    await expect
      .poll(async () => (await read()).membersComputedAt !== before, { timeout: 20_000, interval: 200 })
      .toBe(true);
    expect((await read()).membersCount).toBe(3);
    const recomputed = await profile();
    expect(recomputed.size).toBe(3);
    expect(recomputed.departments.map((department) => department.id).sort()).toEqual(['13', '69', '75']);

    // Members never worked out (a target from before): the profile reads the rules as they are now.
    await db.update(customers).set({ gender: 'Male' }).where(eq(customers.email, 'bruno@example.org'));
    await db
      .update(targets)
      .set({ membersCount: null, membersComputedAt: null })
      .where(eq(targets.id, created.id));
    const live = await profile();
    expect(live.size).toBe(2);
    expect(live.target.membersComputedAt).toBeNull();
    expect(live.departments.map((department) => department.id).sort()).toEqual(['13', '75']);
    await api.call(targetEndpoints.remove, { query: { id: created.id }, ...asAdmin() });
  });
});

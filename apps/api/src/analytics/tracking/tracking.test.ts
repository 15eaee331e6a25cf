import {
  ACTION_RETENTION_DAYS,
  customerEndpoints,
  postEndpoints,
  productEndpoints,
  publicEventRegistrationEndpoints,
  publicSubscriptionEndpoints,
  subscriptionEndpoints,
  taskEndpoints,
  trackingEndpoints,
  withCheckDigit,
} from '@colophon/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { placeOrder } from '../testing/analytics-fixtures.ts';
import { ACTION_RETENTION_CRON, createActionRetentionJob } from './tracking.jobs.ts';
import { createTrackingService } from './tracking.service.ts';
import { actionDays, actions, visitors } from './tracking.tables.ts';

let api: TestApp;
const ean = withCheckDigit('978420000001');
beforeAll(async () => {
  api = await startTestApp({ TEST_PAYMENT_METHODS: 'true' });
  await api.call(productEndpoints.create, {
    body: aBook({ ean, title: 'Le Horla', stock: 100 }),
    token: api.adminToken,
  });
});
afterAll(() => api.close());

const recent = (minutesAgo = 1) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const actionsOf = (guid: string) =>
  api.services.db.select().from(actions).where(eq(actions.visitorGuid, guid));

describe('tracking', () => {
  it('when a visitor who consented sends a batch, then its recent actions are stored, tied to the book, and the old ones left out', async () => {
    const guid = 'visitor-consent-0001';
    const answer = await api.call(trackingEndpoints.track, {
      body: {
        visitorGuid: guid,
        consent: true,
        actions: [
          { type: 'ProductViewed', occurredAt: recent(3), ean },
          { type: 'Search', occurredAt: recent(2), query: 'maupassant' },
          { type: 'AddedToCart', occurredAt: recent(1), ean },
          { type: 'ProductViewed', occurredAt: new Date(Date.now() - 30 * 86_400_000).toISOString(), ean },
        ],
      },
    });
    expect(answer.output).toEqual({ stored: 3, erased: 0 });
    const stored = await actionsOf(guid);
    expect(stored.map((action) => action.type).sort()).toEqual(['AddedToCart', 'ProductViewed', 'Search']);
    expect(stored.filter((action) => action.productId !== null)).toHaveLength(2);
  });

  it('when a visitor sends a batch without consent, then nothing is stored and what it had sent is erased', async () => {
    const guid = 'visitor-withdraws-01';
    await api.call(trackingEndpoints.track, {
      body: {
        visitorGuid: guid,
        consent: true,
        actions: [{ type: 'PostRead', occurredAt: recent(), postId: 4 }],
      },
    });
    expect(await actionsOf(guid)).toHaveLength(1);
    const answer = await api.call(trackingEndpoints.track, {
      body: {
        visitorGuid: guid,
        consent: false,
        actions: [{ type: 'Search', occurredAt: recent(), query: 'x' }],
      },
    });
    expect(answer.output).toEqual({ stored: 0, erased: 1 });
    expect(await actionsOf(guid)).toHaveLength(0);
    expect(await api.services.db.select().from(visitors).where(eq(visitors.guid, guid))).toHaveLength(0);

    const never = 'visitor-never-000001';
    const refused = await api.call(trackingEndpoints.track, {
      body: {
        visitorGuid: never,
        consent: false,
        actions: [{ type: 'Search', occurredAt: recent(), query: 'y' }],
      },
    });
    expect(refused.output).toEqual({ stored: 0, erased: 0 });
    expect(await actionsOf(never)).toHaveLength(0);
  });

  it('when a batch is too big, names a bad visitor id or sends an action only the server records, then it is refused at the field', async () => {
    const tooMany = await api.call(trackingEndpoints.track, {
      body: {
        visitorGuid: 'visitor-too-many-001',
        consent: true,
        actions: Array.from({ length: 51 }, () => ({
          type: 'Search' as const,
          occurredAt: recent(),
          query: 'a',
        })),
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.propertiesErrorMessages.map((error) => error.propertyName)).toContain('actions');
    const badGuid = await api.call(trackingEndpoints.track, {
      body: { visitorGuid: "x'; drop", consent: true, actions: [] },
    });
    expect(badGuid.status).toBe(400);
    expect(badGuid.body.propertiesErrorMessages[0]?.propertyName).toBe('visitorGuid');
    const serverOnly = await api.call(trackingEndpoints.track, {
      body: {
        visitorGuid: 'visitor-server-only1',
        consent: true,
        actions: [{ type: 'OrderPlaced' as 'Search', occurredAt: recent() }],
      },
    });
    expect(serverOnly.status).toBe(400);
    expect(serverOnly.body.propertiesErrorMessages[0]?.propertyName).toBe('actions.0.type');
  });

  it('when a consenting visitor signs in on the site and orders, then the order is recorded once and the visitor’s earlier actions become the customer’s', async () => {
    const guid = 'visitor-orders-00001';
    await api.call(trackingEndpoints.track, {
      body: {
        visitorGuid: guid,
        consent: true,
        actions: [{ type: 'ProductViewed', occurredAt: recent(), ean }],
      },
    });
    await placeOrder(api, {
      email: 'lecteur@example.org',
      lastName: 'Lecteur',
      eans: [ean],
      visitorGuid: guid,
    });
    const stored = await actionsOf(guid);
    expect(stored.map((action) => action.type).sort()).toEqual(['OrderPlaced', 'ProductViewed']);
    const customerId = stored[0]?.customerId;
    expect(customerId).toBeTypeOf('number');
    expect(stored.every((action) => action.customerId === customerId)).toBe(true);

    // A visitor who did not consent: the order is the customer's, the visitor id is not kept.
    await placeOrder(api, {
      email: 'discret@example.org',
      lastName: 'Discret',
      eans: [ean],
      visitorGuid: 'no-consent-visitor-1',
    });
    expect(await actionsOf('no-consent-visitor-1')).toHaveLength(0);
    const [discreet] = await api.services.db
      .execute<{ count: number }>(
        sql`select count(*)::int as count from analytics_actions a join customers c on c.id = a.customer_id
          where c.email = 'discret@example.org' and a.type = 'OrderPlaced'`,
      )
      .then((result) => result.rows);
    expect(discreet?.count).toBe(1);
  });

  it('when staff erase a customer, then their actions and visitor ids are gone; an unknown customer is 404', async () => {
    const guid = 'visitor-erased-00001';
    await api.call(trackingEndpoints.track, {
      body: {
        visitorGuid: guid,
        consent: true,
        actions: [{ type: 'Search', occurredAt: recent(), query: 'zola' }],
      },
    });
    await placeOrder(api, { email: 'oubli@example.org', lastName: 'Oubli', eans: [ean], visitorGuid: guid });
    const customer = (
      await api.call(customerEndpoints.list, {
        query: { search: 'oubli@example.org' },
        token: api.adminToken,
      })
    ).output.items[0];
    expect(customer).toBeDefined();
    const erased = await api.call(trackingEndpoints.eraseCustomer, {
      query: { id: customer?.id ?? 0 },
      token: api.adminToken,
    });
    expect(erased.output.erased).toBe(2);
    expect(await actionsOf(guid)).toHaveLength(0);
    expect(
      await api.services.db
        .select()
        .from(actions)
        .where(eq(actions.customerId, customer?.id ?? 0)),
    ).toHaveLength(0);
    expect(await api.services.db.select().from(visitors).where(eq(visitors.guid, guid))).toHaveLength(0);
    const unknown = await api.call(trackingEndpoints.eraseCustomer, {
      query: { id: 999_999 },
      token: api.adminToken,
    });
    expect(unknown.status).toBe(404);
  });

  it('when actions pass the retention period, then the nightly job (scheduled at 3:30, Paris) adds them up per day and drops them, and keeps the younger', async () => {
    const schedules = await api.services.jobs.boss.getSchedules('analytics-action-retention');
    expect(schedules.map((schedule) => [schedule.cron, schedule.timezone])).toEqual([
      [ACTION_RETENTION_CRON, 'Europe/Paris'],
    ]);
    expect(ACTION_RETENTION_CRON).toBe('30 3 * * *');
    const rollups = await api.services.jobs.boss.getSchedules('analytics-action-rollup');
    expect(rollups.map((schedule) => [schedule.cron, schedule.timezone])).toEqual([
      ['20 0 * * *', 'Europe/Paris'],
    ]);
    const old = new Date(Date.now() - 400 * 86_400_000);
    const young = new Date(Date.now() - (ACTION_RETENTION_DAYS - 5) * 86_400_000);
    await api.services.db.insert(actions).values([
      { occurredAt: old, type: 'Search', visitorGuid: 'visitor-old-00000001', query: 'balzac' },
      { occurredAt: old, type: 'Search', visitorGuid: 'visitor-old-00000002', query: 'balzac' },
      { occurredAt: young, type: 'Search', visitorGuid: 'visitor-young-0000001', query: 'zola' },
    ]);
    // The job itself, as pg-boss runs it at night.
    const taskId = await api.services.db.transaction((tx) =>
      api.services.jobs.enqueue(tx, createActionRetentionJob(api.services), {}),
    );
    await expect
      .poll(
        async () =>
          (await api.call(taskEndpoints.list, { query: { search: taskId }, token: api.adminToken })).output
            .items[0]?.state,
        { timeout: 30_000, interval: 200 },
      )
      .toBe('completed');
    expect(await actionsOf('visitor-old-00000001')).toHaveLength(0);
    expect(await actionsOf('visitor-old-00000002')).toHaveLength(0);
    expect(await actionsOf('visitor-young-0000001')).toHaveLength(1);
    const days = await api.services.db.select().from(actionDays).where(eq(actionDays.type, 'Search'));
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(2);
    expect(Object.keys(days[0] ?? {}).sort()).toEqual(['count', 'day', 'productId', 'type']);
    // Nothing left to add up: a second night changes nothing.
    expect(await createTrackingService(api.services).expireOldActions()).toBe(0);
  });

  it('when a consenting visitor confirms a subscription and registers for an event through the API, then each is recorded once as theirs; a visitor without consent is not named', async () => {
    const guid = 'visitor-joins-000001';
    await api.call(trackingEndpoints.track, { body: { visitorGuid: guid, consent: true, actions: [] } });
    const subscriptionId = (
      await api.call(subscriptionEndpoints.create, {
        body: { subscriptionType: 'Newsletter', localizations: [{ locale: 'fr', name: 'La lettre' }] },
        token: api.adminToken,
      })
    ).output.id;
    await api.call(publicSubscriptionEndpoints.subscribe, {
      body: { subscriptionId, email: 'abonne@example.org' },
      headers: { 'nova-guid': guid },
    });
    const confirmLink = () =>
      api.mail.received
        .filter((mail) => mail.to === 'abonne@example.org')
        .at(-1)
        ?.html.match(/\/subscription\/confirm\?token=([\w-]+)/)?.[1];
    await expect.poll(confirmLink, { timeout: 15_000, interval: 100 }).toBeDefined();
    const token = confirmLink();
    expect(token).toBeDefined();
    const confirmed = await api.call(publicSubscriptionEndpoints.confirm, {
      body: { token: token ?? '' },
      headers: { 'nova-guid': guid },
    });
    expect(confirmed.status).toBe(200);
    // The same link again is refused and records nothing.
    const again = await api.call(publicSubscriptionEndpoints.confirm, {
      body: { token: token ?? '' },
      headers: { 'nova-guid': guid },
    });
    expect(again.status).toBe(400);

    let event = (
      await api.call(postEndpoints.create, {
        body: {
          postType: 'Event',
          localizations: [{ locale: 'fr', title: 'Rencontre avec une autrice' }],
          eventStart: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        },
        token: api.adminToken,
      })
    ).output;
    for (const action of ['Submit', 'Validate', 'Publish'] as const)
      event = (
        await api.call(postEndpoints.transition, {
          body: { id: event.id, version: event.version, action, reason: null },
          token: api.adminToken,
        })
      ).output;
    const registration = {
      eventId: event.id,
      lastName: 'Durand',
      firstName: 'Élise',
      email: 'abonne@example.org',
      buyBook: false,
    };
    const registered = await api.call(publicEventRegistrationEndpoints.register, {
      body: registration,
      headers: { 'nova-guid': guid },
    });
    expect(registered.status).toBe(200);
    const stored = await actionsOf(guid);
    expect(stored.map((action) => [action.type, action.sourceId]).sort()).toEqual([
      ['EventRegistered', event.id],
      ['Subscribed', subscriptionId],
    ]);

    // A visitor who never consented: the registration is counted, the visitor id is not kept.
    const discreet = await api.call(publicEventRegistrationEndpoints.register, {
      body: { ...registration, email: 'discrete@example.org' },
      headers: { 'nova-guid': 'visitor-never-asked1' },
    });
    expect(discreet.status).toBe(200);
    expect(await actionsOf('visitor-never-asked1')).toHaveLength(0);
    const registrations = await api.services.db
      .select()
      .from(actions)
      .where(eq(actions.type, 'EventRegistered'));
    expect(registrations).toHaveLength(2);
    expect(registrations.filter((action) => action.visitorGuid === null)).toHaveLength(1);
  });

  it('when staff ask the action types, then each is named in their language', async () => {
    const types = (
      await api.call(trackingEndpoints.actionTypes, {
        token: api.adminToken,
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(types).toContainEqual({ id: 'OrderPlaced', label: 'Commande passée', fromSite: false });
    expect(types).toContainEqual({ id: 'ProductViewed', label: 'Livre consulté', fromSite: true });
  });
});

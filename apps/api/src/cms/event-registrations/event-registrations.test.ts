import {
  claim,
  eventRegistrationEndpoints,
  postEndpoints,
  publicEventRegistrationEndpoints,
  type TEventRegistrationCreate,
  type TPost,
  type TPostCreate,
} from '@colophon/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ColophonApp } from '../../app.ts';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { loadConfig } from '../../config.ts';
import { mails } from '../../mails/mails.tables.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { type PrivatePostgres, startPrivatePostgres } from '../../testing/private-postgres.ts';
import { posts } from '../posts/posts.tables.ts';
import { createEventRegistrationsService } from './event-registrations.service.ts';
import { eventRegistrations } from './event-registrations.tables.ts';

let api: TestApp;
/** Holds PostCreateEditAll: writes and publishes events. */
let editor: string;
/** Reads posts and their registrations. */
let reader: string;

beforeAll(async () => {
  api = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
  const list = claim('Cms', 'PostList');
  editor = await tokenWithClaims(api, [list, claim('Cms', 'PostCreateEditAll')]);
  reader = await tokenWithClaims(api, [list]);
});
afterAll(() => api.close());

let events = 0;
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

/** An Event post, published unless said otherwise. */
const anEvent = async (changes: Partial<TPostCreate> = {}, publish = true): Promise<TPost> => {
  events += 1;
  let post = (
    await api.call(postEndpoints.create, {
      body: {
        postType: 'Event',
        localizations: [
          { locale: 'fr', title: `Rencontre n° ${events}` },
          { locale: 'en', title: `Meeting no. ${events}` },
        ],
        eventStart: inAMonth(),
        ...changes,
      },
      token: editor,
    })
  ).output;
  if (publish)
    for (const action of ['Submit', 'Validate', 'Publish'] as const)
      post = (
        await api.call(postEndpoints.transition, {
          body: { id: post.id, version: post.version, action, reason: null },
          token: editor,
        })
      ).output;
  return post;
};

let visitors = 0;
/** A visitor's registration; `headers` is the language its browser asks for (English unless said). */
const register = (
  eventId: number,
  { headers = 'en', ...changes }: Partial<TEventRegistrationCreate> & { headers?: 'fr' | 'en' } = {},
) => {
  visitors += 1;
  return api.call(publicEventRegistrationEndpoints.register, {
    body: {
      eventId,
      lastName: 'Durand',
      firstName: 'Élise',
      email: `visitor${visitors}@example.org`,
      phone: '06 12 34 56 78',
      comments: 'Avec ma fille',
      buyBook: true,
      ...changes,
    },
    headers: { 'x-forwarded-for': `198.51.100.${visitors % 250}`, 'accept-language': headers },
  });
};

describe('event registrations', () => {
  it('when a visitor registers to a published event, then staff see every field they gave', async () => {
    const event = await anEvent({ eventCapacity: 30 });
    const answer = await register(event.id, { lastName: 'Martin', comments: '=HYPERLINK("x")' });
    expect(answer.status).toBe(200);
    expect(answer.output.seatsLeft).toBe(29);

    const page = (
      await api.call(eventRegistrationEndpoints.list, { query: { eventId: event.id }, token: reader })
    ).output;
    expect(page.totalCount).toBe(1);
    expect(page.items[0]).toMatchObject({
      eventId: event.id,
      eventTitle: `Meeting no. ${events}`,
      lastName: 'Martin',
      firstName: 'Élise',
      phone: '06 12 34 56 78',
      comments: '=HYPERLINK("x")',
      buyBook: true,
    });
    const summary = (await api.call(eventRegistrationEndpoints.events, { token: reader })).output.find(
      (item) => item.id === event.id,
    );
    expect(summary).toMatchObject({ eventCapacity: 30, registrationsCount: 1 });
  });

  it('when a field is missing or an email is wrong, then it is refused at that field', async () => {
    const event = await anEvent();
    const answer = await register(event.id, { lastName: ' ', email: 'nope' });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages.map((error) => error.propertyName).sort()).toEqual([
      'email',
      'lastName',
    ]);
  });

  it('when the event is full, then the next visitor is refused (409) with a message at the event', async () => {
    const event = await anEvent({ eventCapacity: 2 });
    expect((await register(event.id)).status).toBe(200);
    expect((await register(event.id)).output.seatsLeft).toBe(0);
    const full = await register(event.id);
    expect(full.status).toBe(409);
    expect(full.body.propertiesErrorMessages).toEqual([
      { propertyName: 'eventId', errorMessage: 'This event is full: every seat is taken.' },
    ]);
  });

  it('when two people take the last seat at once, then exactly one gets it', async () => {
    const event = await anEvent({ eventCapacity: 3 });
    expect((await register(event.id)).status).toBe(200);
    expect((await register(event.id)).status).toBe(200);
    const racing = await Promise.all(Array.from({ length: 6 }, () => register(event.id)));
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const page = (
      await api.call(eventRegistrationEndpoints.list, { query: { eventId: event.id }, token: reader })
    ).output;
    expect(page.totalCount).toBe(3);
  });

  it('when one email takes seat after seat of an event, in any case or all at once, then it keeps one and the others are refused (409) in the visitor’s language', async () => {
    const event = await anEvent({ eventCapacity: 10 });
    expect((await register(event.id, { email: 'claire@example.org' })).status).toBe(200);
    const french = await register(event.id, { email: 'Claire@Example.ORG', headers: 'fr' });
    expect(french.status).toBe(409);
    expect(french.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'email',
        errorMessage: 'Cette adresse e-mail est déjà inscrite à cet événement : une place par adresse.',
      },
    ]);
    const english = await register(event.id, { email: 'CLAIRE@example.org' });
    expect(english.status).toBe(409);
    expect(english.body.propertiesErrorMessages[0]?.errorMessage).toBe(
      'This email address is already registered for this event: one seat per address.',
    );
    const racing = await Promise.all(
      ['grabber@example.org', 'GRABBER@example.org', 'Grabber@example.org', 'grabber@EXAMPLE.org'].map(
        (email) => register(event.id, { email }),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await register(event.id)).output.seatsLeft).toBe(7);
    // The same address registers to another event.
    expect((await register((await anEvent()).id, { email: 'claire@example.org' })).status).toBe(200);
  });

  it('when a second seat for an address is written past the check, then the database refuses it', async () => {
    const event = await anEvent();
    expect((await register(event.id, { email: 'index@example.org' })).status).toBe(200);
    const written = api.services.db
      .insert(eventRegistrations)
      .values({ eventId: event.id, lastName: 'Twice', firstName: 'A', email: 'INDEX@example.org' });
    await expect(written).rejects.toThrow();
  });

  it('when the event is not published, past, or not an event, then registrations are refused', async () => {
    const draft = await anEvent({}, false);
    const past = await anEvent({ eventStart: '2020-01-01T18:00:00.000Z' });
    const unknown = 2_000_000;
    for (const id of [draft.id, past.id, unknown]) {
      const answer = await register(id);
      expect(answer.status).toBe(400);
      expect(answer.body.propertiesErrorMessages[0]?.propertyName).toBe('eventId');
    }
  });

  it('when one address registers too often, then it gets 429', async () => {
    const event = await anEvent();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push(
        (
          await api.call(publicEventRegistrationEndpoints.register, {
            body: { eventId: event.id, lastName: 'Flood', firstName: 'A', email: `f${attempt}@example.org` },
            headers: { 'x-forwarded-for': '203.0.113.77' },
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('when staff search and sort, then they get the matching registrations in order, paged', async () => {
    const event = await anEvent();
    for (const lastName of ['Zola', 'Aragon', 'Colette']) await register(event.id, { lastName });
    const query = { eventId: event.id, sort: 'lastName', pageSize: 2 };
    const first = (await api.call(eventRegistrationEndpoints.list, { query, token: reader })).output;
    expect(first.totalCount).toBe(3);
    expect(first.items.map((item) => item.lastName)).toEqual(['Aragon', 'Colette']);
    const found = (
      await api.call(eventRegistrationEndpoints.list, {
        query: { eventId: event.id, search: 'zol' },
        token: reader,
      })
    ).output;
    expect(found.items.map((item) => item.lastName)).toEqual(['Zola']);
  });

  it('when staff export an event, then the CSV has its registrations with formulas neutralised', async () => {
    const event = await anEvent();
    await register(event.id, { lastName: 'Sand', comments: '=1+1' });
    const answer = await api.app.inject({
      method: 'GET',
      url: `/BackOffice/EventRegistration/ExportCsv?eventId=${event.id}`,
      headers: { authorization: `Bearer ${reader}`, 'accept-language': 'fr' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Événement;Inscrit le;Nom;Prénom;E-mail;Téléphone;Commentaires;Achète le livre');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';Sand;');
    expect(lines[1]).toContain(";'=1+1;1");
  });

  it('when an event comes within the reminder time, then each registrant gets one reminder, in its language, never twice', async () => {
    const hour = 3_600_000;
    const soon = await anEvent({
      eventStart: new Date(Date.now() + 3 * hour).toISOString(),
      location: {
        company: 'Librairie du Centre',
        address1: '12 rue des Livres',
        postalCode: '75005',
        city: 'Paris',
      } as TPostCreate['location'],
    });
    const later = await anEvent({ eventStart: new Date(Date.now() + 48 * hour).toISOString() });
    await register(soon.id, { firstName: 'Élise', email: 'rappel.fr@example.org', headers: 'fr' });
    await register(soon.id, { firstName: 'Ann', email: 'reminder.en@example.org', headers: 'en' });
    await register(later.id, { email: 'plus.tard@example.org', headers: 'fr' });

    // Two workers at once, then again: each registration is reminded once.
    const reminders = createEventRegistrationsService(api.services);
    await Promise.all([reminders.sendDueReminders(new Date()), reminders.sendDueReminders(new Date())]);
    await reminders.sendDueReminders(new Date());
    const addresses = ['rappel.fr@example.org', 'reminder.en@example.org', 'plus.tard@example.org'];
    const logged = await api.services.db.select().from(mails).where(inArray(mails.to, addresses));
    expect(logged.map((mail) => mail.to).sort()).toEqual([
      'rappel.fr@example.org',
      'reminder.en@example.org',
    ]);

    await api.mail.waitFor(2);
    const caught = (to: string) => api.mail.received.filter((mail) => mail.to === to);
    await expect.poll(() => caught('reminder.en@example.org').length).toBe(1);
    const french = caught('rappel.fr@example.org');
    expect(french).toHaveLength(1);
    expect(french[0]?.subject).toMatch(/^Rappel : Rencontre n° \d+, /);
    expect(french[0]?.html).toContain('Bonjour Élise,');
    expect(french[0]?.html).toContain('Librairie du Centre, 12 rue des Livres, 75005 Paris');
    const english = caught('reminder.en@example.org');
    expect(english[0]?.subject).toMatch(/^Reminder: Meeting no\. \d+, /);
    expect(english[0]?.html).toContain('Hello Ann,');
    expect(caught('plus.tard@example.org')).toHaveLength(0);
    // Staff see who was reminded, and when.
    const listed = async (eventId: number) =>
      (await api.call(eventRegistrationEndpoints.list, { query: { eventId }, token: reader })).output.items;
    expect((await listed(soon.id)).every((item) => item.reminderSentAt !== null)).toBe(true);
    expect((await listed(later.id)).map((item) => item.reminderSentAt)).toEqual([null]);

    // The later event's turn comes once it is within the reminder time.
    expect(await reminders.sendDueReminders(new Date(Date.now() + 25 * hour))).toBe(1);
    expect(await reminders.sendDueReminders(new Date(Date.now() + 26 * hour))).toBe(0);
  });

  it('when someone without the posts claim asks, then 403; without a session 401', async () => {
    const token = await tokenWithClaims(api, [claim('Public', 'CustomersManage')]);
    expect((await api.call(eventRegistrationEndpoints.list, { token })).status).toBe(403);
    expect((await api.call(eventRegistrationEndpoints.events, { token })).status).toBe(403);
    expect((await api.call(eventRegistrationEndpoints.exportCsv, { token })).status).toBe(403);
    expect((await api.call(eventRegistrationEndpoints.list, {})).status).toBe(401);
  });
});

/*
 * PGlite runs one statement at a time, so the race above cannot really overlap there: the last seat
 * is also raced on a PostgreSQL (TEST_DATABASE_URL's, or else a server of the test's own), where
 * requests run on several connections at once and only the lock on the event's row keeps count.
 */
describe('the last seat, raced on PostgreSQL', () => {
  let server: PrivatePostgres | null = null;
  let onPostgres: ColophonApp | null = null;
  beforeAll(async () => {
    if (api.services.database.engine === 'postgres') return;
    server = await startPrivatePostgres();
    onPostgres = await buildApp(
      loadConfig({
        DATABASE_URL: server.url,
        LOG_LEVEL: 'silent',
        RATE_LIMIT: 'false',
        JWT_SECRET: 'test-secret-test-secret-test-secret-42',
        ADMIN_PASSWORD: 'admin-password-1',
        SMTP_URL: api.mail.url,
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await secondWorker?.close();
    await onPostgres?.close();
    await server?.remove();
  });
  let secondWorker: ColophonApp | null = null;

  it('when twenty people take the last two seats at once, then exactly two get them', async () => {
    const target = onPostgres ?? api;
    if (target.services.database.engine !== 'postgres') throw new Error('a PostgreSQL database was expected');
    const { db } = target.services;
    const [event] = await db
      .insert(posts)
      .values({ postType: 'Event', status: 'Published', eventStart: new Date(inAMonth()), eventCapacity: 2 })
      .returning({ id: posts.id });
    if (!event) throw new Error('no event');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        target.app.inject({
          method: 'POST',
          url: publicEventRegistrationEndpoints.register.path,
          headers: { 'accept-language': 'en', 'x-forwarded-for': `192.0.2.${index + 1}` },
          payload: { eventId: event.id, lastName: 'Course', firstName: 'A', email: `r${index}@example.org` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, ...Array.from({ length: 18 }, () => 409)]);
    const kept = await db.select().from(eventRegistrations);
    expect(kept.filter((row) => row.eventId === event.id)).toHaveLength(2);
  }, 60_000);

  it('when one address posts ten registrations at once, then it takes one seat', async () => {
    const target = onPostgres ?? api;
    if (target.services.database.engine !== 'postgres') throw new Error('a PostgreSQL database was expected');
    const { db } = target.services;
    const [event] = await db
      .insert(posts)
      .values({ postType: 'Event', status: 'Published', eventStart: new Date(inAMonth()), eventCapacity: 5 })
      .returning({ id: posts.id });
    if (!event) throw new Error('no event');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        target.app.inject({
          method: 'POST',
          url: publicEventRegistrationEndpoints.register.path,
          headers: { 'accept-language': 'en', 'x-forwarded-for': `192.0.2.${index + 101}` },
          payload: {
            eventId: event.id,
            lastName: 'Greedy',
            firstName: 'A',
            email: index % 2 ? 'greedy@example.org' : 'Greedy@Example.org',
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const kept = await db.select().from(eventRegistrations);
    expect(kept.filter((row) => row.eventId === event.id)).toHaveLength(1);
  }, 60_000);

  it('when two workers send the due reminders at once, then each registrant gets exactly one', async () => {
    const first = onPostgres ?? api;
    const database = first.services.database;
    if (database.engine !== 'postgres') throw new Error('a PostgreSQL database was expected');
    secondWorker = await buildApp(
      loadConfig({
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        RATE_LIMIT: 'false',
        JWT_SECRET: 'test-secret-test-secret-test-secret-42',
        ADMIN_PASSWORD: 'admin-password-1',
        SMTP_URL: api.mail.url,
      }),
    );
    const { db } = first.services;
    const [event] = await db
      .insert(posts)
      .values({ postType: 'Event', status: 'Published', eventStart: new Date(Date.now() + 3_600_000) })
      .returning({ id: posts.id });
    if (!event) throw new Error('no event');
    const addresses = Array.from({ length: 40 }, (_, index) => `twice${index}@example.org`);
    await db.insert(eventRegistrations).values(
      addresses.map((email, index) => ({
        eventId: event.id,
        lastName: 'Double',
        firstName: 'A',
        email,
        locale: index % 2 ? ('en' as const) : ('fr' as const),
      })),
    );
    const workers = [first, secondWorker].map((worker) => createEventRegistrationsService(worker.services));
    await Promise.all(
      workers.flatMap((worker) => [worker.sendDueReminders(new Date()), worker.sendDueReminders(new Date())]),
    );
    await Promise.all(workers.map((worker) => worker.sendDueReminders(new Date())));

    const logged = await db.select({ to: mails.to }).from(mails).where(inArray(mails.to, addresses));
    expect(logged.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
    await expect
      .poll(() => api.mail.received.filter((mail) => addresses.includes(mail.to)).length, { timeout: 30_000 })
      .toBe(addresses.length);
    const caught = api.mail.received.filter((mail) => addresses.includes(mail.to)).map((mail) => mail.to);
    expect(new Set(caught).size).toBe(addresses.length);
  }, 120_000);
});

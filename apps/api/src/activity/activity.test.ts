import { activityEndpoints as activity, type TUser, userEndpoints as users } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const adminId = async () =>
  (await api.call(users.list, { query: { search: 'admin@' }, ...asAdmin() })).output.items[0]?.id;
let made = 0;
const createBookseller = async () => {
  made += 1;
  const body = {
    userName: `vendeur${made}`,
    email: `vendeur${made}@librairie.example`,
    password: 'mot-de-passe-initial',
    firstName: 'Paul',
    lastName: 'Lefèvre',
  };
  return (await api.call(users.create, { body, ...asAdmin() })).output;
};
const historyOf = async (user: TUser) =>
  (await api.call(activity.list, { query: { entity: 'user', entityId: String(user.id) }, ...asAdmin() }))
    .output;

describe('the activity log', () => {
  it('when a user is updated, then the log shows who changed which fields, before and after, and only those', async () => {
    const user = await createBookseller();
    await api.call(users.update, {
      body: { ...user, roles: [], lastName: 'Lefebvre', company: 'Au Bon Livre', password: '' },
      ...asAdmin(),
    });

    const history = await historyOf(user);
    expect(history.totalCount).toBe(2);
    expect(history.items.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history.items[0]).toMatchObject({
      userName: 'admin',
      entity: 'user',
      entityId: String(user.id),
      changes: {
        lastName: { before: 'Lefèvre', after: 'Lefebvre' },
        company: { before: null, after: 'Au Bon Livre' },
      },
    });
    expect(Object.keys(history.items[0]?.changes ?? {}).sort()).toEqual(['company', 'lastName']);
  });

  it('when a password changes, then the log says so but never shows the hash', async () => {
    const user = await createBookseller();
    await api.call(users.update, {
      body: { ...user, roles: [], password: 'un-nouveau-secret' },
      ...asAdmin(),
    });

    const history = await historyOf(user);
    expect(history.items[0]?.changes).toEqual({ passwordHash: { before: '***', after: '***' } });
    expect(JSON.stringify(history)).not.toMatch(/argon2|mot-de-passe|un-nouveau-secret/);
  });

  it('when filtered by user and by days, then only the entries of that user on those days come, newest first', async () => {
    const user = await createBookseller();
    await api.services.db.execute(
      sql`update activity_log set at = '2024-03-14T23:30:00Z' where entity_id = ${String(user.id)}`,
    );
    await api.call(users.remove, { query: { id: user.id }, ...asAdmin() });
    const mine = await api.call(activity.list, {
      query: { userId: (await adminId()) ?? 0, entityId: String(user.id) },
      ...asAdmin(),
    });
    expect(mine.output.items.map((entry) => entry.action)).toEqual(['delete', 'create']);

    // 23:30 UTC on the 14th is already the 15th in the shop's calendar.
    const onTheFifteenth = await api.call(activity.list, {
      query: { entityId: String(user.id), from: '2024-03-15', to: '2024-03-15' },
      ...asAdmin(),
    });
    expect(onTheFifteenth.output.items.map((entry) => entry.action)).toEqual(['create']);
    const onTheFourteenth = await api.call(activity.list, {
      query: { entityId: String(user.id), to: '2024-03-14' },
      ...asAdmin(),
    });
    expect(onTheFourteenth.output.totalCount).toBe(0);
  });

  it('when the days are the wrong way round, then 400 on to', async () => {
    const refused = await api.call(activity.list, {
      query: { from: '2024-03-15', to: '2024-03-01' },
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'to', errorMessage: 'The end must come after the start.' },
    ]);
  });

  it('when a change fails, then nothing of it is logged', async () => {
    const user = await createBookseller();
    const stale = await api.call(users.update, {
      body: { ...user, roles: [], version: user.version + 5, firstName: 'Jamais' },
      ...asAdmin(),
    });
    expect(stale.status).toBe(409);
    expect((await historyOf(user)).items.map((entry) => entry.action)).toEqual(['create']);
  });
});

import {
  activityEndpoints,
  authenticationEndpoints as auth,
  claim,
  currentUserEndpoints,
  MY_ACCOUNT_CLAIM,
  type TRole,
  type TUser,
  userEndpoints as users,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../testing/index.ts';
import { aUser, createUser } from './users.fixtures.ts';

/** Whoever manages users can give, take and touch only what it holds itself. */

const MANAGE_USERS = claim('Management', 'Users');
const MAIL_LOG = claim('Public', 'MailLog');

let api: TestApp;
let admin: TUser;
let administrator: TRole;
/** A user manager who also reads the mail log, and nothing more. */
let manager: Awaited<ReturnType<typeof createUser>>;
let managerToken: string;

beforeAll(async () => {
  api = await startTestApp();
  const listed = (await api.call(users.list, { query: { search: ADMIN.userName }, token: api.adminToken }))
    .output;
  admin = (await api.call(users.get, { query: { id: listed.items[0]?.id }, token: api.adminToken })).output;
  const roles = (await api.call(users.roles, { query: { search: 'Administrator' }, token: api.adminToken }))
    .output;
  if (!roles.items[0]) throw new Error('the seeded Administrator role is missing');
  administrator = roles.items[0];
  manager = await createUser(api, {
    claimTypes: [{ id: MANAGE_USERS }, { id: MAIL_LOG }, { id: MY_ACCOUNT_CLAIM }],
  });
  managerToken = (await api.signIn(manager.userName, manager.password)).accessToken;
});
afterAll(() => api.close());

const asManager = () => ({ token: managerToken });
const updateOf = (user: TUser, changes: Partial<TUser> & { password?: string } = {}) => ({
  ...user,
  password: '',
  ...changes,
  roles: (changes.roles ?? user.roles).map((role) => ({ id: role.id })),
});
const grantBeyond = 'You can only give permissions that you hold yourself, directly or through roles.';
const holdsMore =
  'This user holds permissions that you do not have: you cannot edit, reset, delete or sign in as this user.';
const roleBeyond =
  'This role gives permissions that you do not have: you cannot create, change or delete it.';
const tokenPayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('a user manager grants only what it holds', () => {
  it('when it gives itself a permission it lacks, directly or through a role, then 403 and it holds no more than before', async () => {
    const me = (await api.call(users.get, { query: { id: manager.id }, ...asManager() })).output;
    const direct = await api.call(users.update, {
      body: updateOf(me, { claimTypes: [...me.claimTypes, { id: claim('Catalog', 'ProductList') }] }),
      ...asManager(),
    });
    expect(direct.status).toBe(403);
    expect(direct.body.errors).toEqual([grantBeyond]);
    const throughRole = await api.call(users.update, {
      body: updateOf(me, { roles: [{ id: administrator.id, name: administrator.name }] }),
      ...asManager(),
    });
    expect(throughRole.status).toBe(403);
    const french = await api.call(users.update, {
      body: updateOf(me, { roles: [{ id: administrator.id, name: administrator.name }] }),
      token: managerToken,
      headers: { 'accept-language': 'fr' },
    });
    expect(french.body.errors).toEqual([
      'Vous ne pouvez donner que des permissions que vous détenez vous-même, directement ou par vos rôles.',
    ]);
    const after = (await api.call(users.get, { query: { id: manager.id }, ...asManager() })).output;
    expect(after).toEqual(me);
  });

  it('when it creates a user with more than it holds, then 403; with what it holds, then the user is made', async () => {
    const refused = await api.call(users.create, {
      body: aUser({ roles: [{ id: administrator.id }] }),
      ...asManager(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([grantBeyond]);
    const made = await api.call(users.create, {
      body: aUser({ claimTypes: [{ id: MAIL_LOG }] }),
      ...asManager(),
    });
    expect(made.status).toBe(200);
  });

  it('when it creates, changes or deletes a role beyond its permissions, then 403 and the roles stay', async () => {
    const create = await api.call(users.createRole, {
      body: { name: 'Tout-puissant', claimTypes: [{ id: claim('Management', 'Settings') }] },
      ...asManager(),
    });
    expect(create.status).toBe(403);
    expect(create.body.errors).toEqual([roleBeyond]);
    const weaken = await api.call(users.updateRole, {
      body: { ...administrator, claimTypes: [{ id: MAIL_LOG }] },
      ...asManager(),
    });
    expect(weaken.status).toBe(403);
    const removal = await api.call(users.removeRole, { query: { id: administrator.id }, ...asManager() });
    expect(removal.status).toBe(403);
    const roles = (await api.call(users.roles, { query: { search: 'Administrator' }, ...asManager() }))
      .output;
    expect(roles.items).toEqual([administrator]);
    const own = await api.call(users.createRole, {
      body: { name: 'Courrier', claimTypes: [{ id: MAIL_LOG }] },
      ...asManager(),
    });
    expect(own.status).toBe(200);
  });
});

describe('a user manager cannot touch a user holding more than it does', () => {
  it('when it edits the administrator, resets its password, changes its email, deletes it or makes it a sign-in link, then 403 each time and the administrator is untouched', async () => {
    const attempts = [
      api.call(users.update, { body: updateOf(admin, { lastName: 'Pirate' }), ...asManager() }),
      api.call(users.update, {
        body: updateOf(admin, { password: 'je-prends-la-boutique' }),
        ...asManager(),
      }),
      api.call(users.update, { body: updateOf(admin, { email: 'pirate@example.org' }), ...asManager() }),
      api.call(users.remove, { query: { id: admin.id }, ...asManager() }),
      api.call(users.loginToken, { body: { userId: admin.id }, ...asManager() }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.body.errors).toEqual([holdsMore]);
    }
    const read = (await api.call(users.get, { query: { id: admin.id }, token: api.adminToken })).output;
    expect(read).toEqual(admin);
    expect((await api.signIn(ADMIN.userName, ADMIN.password)).accessToken).toBeTruthy();
  });

  it('when the user holds only what the manager holds, then the manager may edit it and make it a link', async () => {
    const clerk = await createUser(api, { claimTypes: [{ id: MAIL_LOG }] });
    const edited = await api.call(users.update, {
      body: updateOf(clerk, { lastName: 'Morel' }),
      ...asManager(),
    });
    expect(edited.status).toBe(200);
    const link = await api.call(users.loginToken, { body: { userId: clerk.id }, ...asManager() });
    expect(link.status).toBe(200);
  });
});

describe('every permission keeps a holder', () => {
  it('when the only holders of a permission would lose it through a role, then 400 names it and the role stays', async () => {
    const claims = administrator.claimTypes.filter((type) => type.id !== claim('Cache', 'Product'));
    const refused = await api.call(users.updateRole, {
      body: { ...administrator, claimTypes: claims },
      token: api.adminToken,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      'At least one user must keep each permission; nobody else holds: Cache.Product.',
    ]);
  });
});

describe('sign-in links are marked', () => {
  it('when a link opens a session, then its token says whose link it was, the activity log records the sign-in, and what is done in that session names the link’s maker, after a refresh too', async () => {
    const clerk = await createUser(api, { claimTypes: [{ id: MY_ACCOUNT_CLAIM }] });
    const link = (await api.call(users.loginToken, { body: { userId: clerk.id }, token: api.adminToken }))
      .output;
    const session = (await api.call(auth.login, { body: { loginToken: link.token } })).output;
    expect(tokenPayload(session.accessToken)).toMatchObject({ viaLoginLinkBy: ADMIN.userName });
    const refreshed = (await api.call(auth.refresh, { body: { token: session.refreshToken } })).output;
    expect(tokenPayload(refreshed.accessToken)).toMatchObject({ viaLoginLinkBy: ADMIN.userName });
    const password = (await api.signIn(clerk.userName, clerk.password)).accessToken;
    expect(tokenPayload(password)).not.toHaveProperty('viaLoginLinkBy');

    const profile = (await api.call(currentUserEndpoints.get, { token: refreshed.accessToken })).output;
    await api.call(currentUserEndpoints.update, {
      body: { ...profile, lastName: 'Aidée', version: profile.version },
      token: refreshed.accessToken,
    });
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'user', entityId: String(clerk.id), sort: 'at' },
        token: api.adminToken,
      })
    ).output;
    expect(log.items.map((item) => [item.action, item.userName, item.viaLoginLinkBy])).toEqual([
      ['create', ADMIN.userName, null],
      ['loginToken', ADMIN.userName, null],
      ['signInWithLink', clerk.userName, ADMIN.userName],
      ['update', clerk.userName, ADMIN.userName],
    ]);
  });
});

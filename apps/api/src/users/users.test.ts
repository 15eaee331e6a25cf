import {
  authenticationEndpoints as auth,
  claim,
  currentUserEndpoints,
  type TUser,
  userEndpoints as users,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { aUser, createUser } from './users.fixtures.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const editorRoleId = async () => {
  const roles = (await api.call(users.roles, { query: { search: 'Editor' }, ...asAdmin() })).output;
  const editor = roles.items.find((role) => role.name === 'Editor');
  if (!editor) throw new Error('the seeded Editor role is missing');
  return editor.id;
};
const updateOf = (user: TUser, changes: Record<string, unknown> = {}) => ({
  ...user,
  password: '',
  roles: user.roles.map((role) => ({ id: role.id })),
  ...changes,
});

describe('creating a user', () => {
  it('when every field of the user is given, then reading it back gives them all, the email lower-cased', async () => {
    const roleId = await editorRoleId();
    const input = aUser({
      email: 'Jeanne.Dupont@Librairie.example',
      dateOfBirth: '1984-03-09',
      gender: 'Female',
      mobilePhone: '06 12 34 56 78',
      company: 'Librairie du Port',
      locale: 'en',
      claimTypes: [{ id: claim('Catalog', 'ProductList') }],
      roles: [{ id: roleId }],
    });
    const created = (await api.call(users.create, { body: input, ...asAdmin() })).output;
    const read = (await api.call(users.get, { query: { id: created.id }, ...asAdmin() })).output;

    expect(read).toEqual(created);
    expect(read).toMatchObject({
      userName: input.userName,
      email: 'jeanne.dupont@librairie.example',
      dateOfBirth: '1984-03-09',
      gender: 'Female',
      mobilePhone: '06 12 34 56 78',
      company: 'Librairie du Port',
      locale: 'en',
      version: 1,
      claimTypes: [{ id: claim('Catalog', 'ProductList') }],
      roles: [{ id: roleId, name: 'Editor' }],
      lastLoginAt: null,
    });
    expect(JSON.stringify(read)).not.toMatch(/password/i);
    expect((await api.signIn(input.userName, input.password)).accessToken).toBeTruthy();
  });

  it('when the password is missing, then 400 asks for one', async () => {
    const { password: _, ...withoutPassword } = aUser();
    const refused = await api.call(users.create, { body: JSON.stringify(withoutPassword), ...asAdmin() });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'password', errorMessage: 'A password is required for a new user.' },
    ]);
  });

  it('when the user name and email are already used in another case, then 400 names both fields', async () => {
    const existing = await createUser(api);
    const refused = await api.call(users.create, {
      body: aUser({ userName: existing.userName.toUpperCase(), email: existing.email.toUpperCase() }),
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'userName', errorMessage: 'This user name is already used.' },
      { propertyName: 'email', errorMessage: 'This email address is already used.' },
    ]);
  });

  it('when a claim or a role does not exist, then 400 names the claims and the roles', async () => {
    const refused = await api.call(users.create, {
      body: aUser({ claimTypes: [{ id: 'Permission.BackOffice.Everything' }], roles: [{ id: 999_999 }] }),
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'claimTypes', errorMessage: 'Unknown permission.' },
      { propertyName: 'roles', errorMessage: 'Unknown role.' },
    ]);
  });

  it('when two requests create the same user name at once, then one is created and the other gets 400', async () => {
    const input = aUser();
    const [first, second] = await Promise.all([
      api.call(users.create, { body: input, ...asAdmin() }),
      api.call(users.create, { body: { ...input, email: `other.${input.email}` }, ...asAdmin() }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const loser = first.status === 400 ? first : second;
    expect(loser.body.propertiesErrorMessages).toEqual([
      { propertyName: 'userName', errorMessage: 'This user name is already used.' },
    ]);
  });
});

describe('updating a user', () => {
  it('when the password is left empty, then the current one still signs in and the fields change', async () => {
    const user = await createUser(api);
    const updated = (
      await api.call(users.update, {
        body: updateOf(user, { lastName: 'Bernard', company: 'Le Chat Lettré' }),
        ...asAdmin(),
      })
    ).output;
    expect(updated).toMatchObject({ lastName: 'Bernard', company: 'Le Chat Lettré', version: 2 });
    expect((await api.signIn(user.userName, user.password)).accessToken).toBeTruthy();
  });

  it('when a new password is set, then it signs in, the old one does not, and open sessions end', async () => {
    const user = await createUser(api);
    const session = await api.signIn(user.userName, user.password);
    await api.call(users.update, {
      body: updateOf(user, { password: 'un-tout-nouveau-secret' }),
      ...asAdmin(),
    });

    expect((await api.call(auth.refresh, { body: { token: session.refreshToken } })).status).toBe(401);
    const oldPassword = await api.call(auth.login, {
      body: { userName: user.userName, password: user.password },
    });
    expect(oldPassword.status).toBe(401);
    expect((await api.signIn(user.userName, 'un-tout-nouveau-secret')).accessToken).toBeTruthy();
  });

  it('when the version read is stale, then 409 and nothing changes', async () => {
    const user = await createUser(api);
    await api.call(users.update, { body: updateOf(user, { firstName: 'Louise' }), ...asAdmin() });
    const stale = await api.call(users.update, {
      body: updateOf(user, { firstName: 'Margot' }),
      ...asAdmin(),
    });

    expect(stale.status).toBe(409);
    expect(stale.body.errors).toEqual([
      'Someone else changed this in the meantime. Reload to see their changes.',
    ]);
    const read = (await api.call(users.get, { query: { id: user.id }, ...asAdmin() })).output;
    expect(read).toMatchObject({ firstName: 'Louise', version: 2 });
  });

  it('when the email is taken by another user, then 400 on email and nothing changes', async () => {
    const [user, other] = [await createUser(api), await createUser(api)];
    const refused = await api.call(users.update, {
      body: updateOf(user, { email: other.email }),
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'email', errorMessage: 'This email address is already used.' },
    ]);
    expect((await api.call(users.get, { query: { id: user.id }, ...asAdmin() })).output.version).toBe(1);
  });

  it('when the roles change, then the user holds the new role’s claims at its next sign-in', async () => {
    const user = await createUser(api);
    await api.call(users.update, {
      body: updateOf(user, { roles: [{ id: await editorRoleId() }] }),
      ...asAdmin(),
    });
    const session = await api.signIn(user.userName, user.password);
    const me = (await api.call(currentUserEndpoints.get, { token: session.accessToken })).output;
    expect(me.claimTypes).toContainEqual({ id: claim('Cms', 'PagesManage') });
  });
});

describe('reading and deleting users', () => {
  it('when the user does not exist, then reading, updating and deleting it answer 404', async () => {
    const ghost = await createUser(api);
    await api.call(users.remove, { query: { id: ghost.id }, ...asAdmin() });
    expect((await api.call(users.get, { query: { id: ghost.id }, ...asAdmin() })).status).toBe(404);
    expect((await api.call(users.update, { body: updateOf(ghost), ...asAdmin() })).status).toBe(404);
    expect((await api.call(users.remove, { query: { id: ghost.id }, ...asAdmin() })).status).toBe(404);
  });

  it('when a user is deleted, then it can no longer sign in', async () => {
    const user = await createUser(api);
    expect((await api.call(users.remove, { query: { id: user.id }, ...asAdmin() })).status).toBe(200);
    const login = await api.call(auth.login, { body: { userName: user.userName, password: user.password } });
    expect(login.status).toBe(401);
  });
});

describe('the user list', () => {
  it('when searched in any case, then it finds users by user name, email, first or last name', async () => {
    const a = await createUser(api, { firstName: 'Apolline', lastName: 'Zola' });
    const b = await createUser(api, { email: 'apolline.b@autre.example' });
    const c = await createUser(api, { lastName: 'Apollinaire' });
    await createUser(api, { firstName: 'Nadia' });
    const found = (await api.call(users.list, { query: { search: 'APOLLIN' }, ...asAdmin() })).output;
    expect(found.items.map((user) => user.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(found.totalCount).toBe(3);

    const literal = (await api.call(users.list, { query: { search: '%' }, ...asAdmin() })).output;
    expect(literal.totalCount).toBe(0);
  });

  it('when filtered by role, then only its holders come, with their roles', async () => {
    const night = (await api.call(users.createRole, { body: { name: 'Équipe du soir' }, ...asAdmin() }))
      .output;
    const editorId = await editorRoleId();
    const member = await createUser(api, { roles: [{ id: night.id }, { id: editorId }] });
    await createUser(api, { roles: [{ id: editorId }] });
    const found = (await api.call(users.list, { query: { roleId: night.id }, ...asAdmin() })).output;
    expect(found.items).toEqual([
      expect.objectContaining({
        id: member.id,
        roles: [
          { id: editorId, name: 'Editor' },
          { id: night.id, name: 'Équipe du soir' },
        ],
      }),
    ]);
  });

  it('when sorted and paged, then pages follow the order without overlap', async () => {
    for (const lastName of ['Zèbre', 'Abeille', 'Moineau'])
      await createUser(api, { lastName, firstName: 'Tri' });
    const page = (n: number) =>
      api.call(users.list, {
        query: { search: 'Tri', sort: '-lastName', page: n, pageSize: 2 },
        ...asAdmin(),
      });
    const [first, second] = [(await page(1)).output, (await page(2)).output];
    expect(first.items.map((user) => user.lastName)).toEqual(['Zèbre', 'Moineau']);
    expect(second.items.map((user) => user.lastName)).toEqual(['Abeille']);
    expect(first.totalCount).toBe(3);
  });

  it('when the sort names a field that is not sortable, then 400 on sort', async () => {
    const refused = await api.call(users.list, {
      query: { sort: 'passwordHash' },
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'sort', errorMessage: 'This list cannot be sorted by this field.' },
    ]);
  });
});

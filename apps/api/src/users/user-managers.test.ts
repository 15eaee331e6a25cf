import { claim, type TRole, type TUser, userEndpoints as users } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { createUser } from './users.fixtures.ts';

/** Nobody can lock the shop out: someone must always keep the permission to manage users. */

const MANAGE_USERS = claim('Management', 'Users');
const lastUserManager = {
  isValid: false,
  code: 'invalid',
  errors: ['At least one user must keep the permission to manage users.'],
  propertiesErrorMessages: [],
};

let api: TestApp;
let admin: TUser;
let administrator: TRole;
beforeAll(async () => {
  api = await startTestApp();
  const listed = (await api.call(users.list, { query: { search: 'admin' }, token: api.adminToken })).output;
  admin = (await api.call(users.get, { query: { id: listed.items[0]?.id }, token: api.adminToken })).output;
  const roles = (await api.call(users.roles, { query: { search: 'Administrator' }, token: api.adminToken }))
    .output;
  if (!roles.items[0]) throw new Error('the seeded Administrator role is missing');
  administrator = roles.items[0];
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const userUpdate = (user: TUser, changes: Partial<TUser> = {}) => ({
  ...user,
  ...changes,
  password: '',
  roles: (changes.roles ?? user.roles).map((role) => ({ id: role.id })),
});

describe('the last user manager', () => {
  it('when users try to delete themselves, then 400 and they stay', async () => {
    const refused = await api.call(users.remove, { query: { id: admin.id }, ...asAdmin() });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['You cannot delete your own account.']);
    expect((await api.call(users.get, { query: { id: admin.id }, ...asAdmin() })).status).toBe(200);
  });

  it('when the only manager would lose the permission through its own update, then 400 and nothing changes', async () => {
    const refused = await api.call(users.update, { body: userUpdate(admin, { roles: [] }), ...asAdmin() });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(lastUserManager);
    const read = (await api.call(users.get, { query: { id: admin.id }, ...asAdmin() })).output;
    expect(read).toMatchObject({
      version: admin.version,
      roles: [{ id: administrator.id, name: 'Administrator' }],
    });
  });

  it('when a role update or deletion would take the permission from its only holder, then 400 and the role stays', async () => {
    const claims = administrator.claimTypes.filter((type) => type.id !== MANAGE_USERS);
    const update = await api.call(users.updateRole, {
      body: { ...administrator, claimTypes: claims },
      ...asAdmin(),
    });
    expect(update.body).toEqual(lastUserManager);
    const removal = await api.call(users.removeRole, { query: { id: administrator.id }, ...asAdmin() });
    expect(removal.status).toBe(400);
    expect(removal.body).toEqual(lastUserManager);
    const roles = (await api.call(users.roles, { query: { search: 'Administrator' }, ...asAdmin() })).output;
    expect(roles.items).toEqual([administrator]);
  });

  it('when another user also holds every permission, then a manager may give them up, but not the last one', async () => {
    const deputy = await createUser(api, { roles: [{ id: administrator.id }] });
    const deputySession = await api.signIn(deputy.userName, deputy.password);

    // The administrator gives up its role: the deputy still holds every permission.
    const stepDown = await api.call(users.update, { body: userUpdate(admin, { roles: [] }), ...asAdmin() });
    expect(stepDown.status).toBe(200);

    // The deputy is now the last holder: it cannot give up its role.
    const deputyRead = (await api.call(users.get, { query: { id: deputy.id }, ...asAdmin() })).output;
    const demotion = await api.call(users.update, {
      body: userUpdate(deputyRead, { roles: [] }),
      token: deputySession.accessToken,
    });
    expect(demotion.body).toEqual(lastUserManager);

    // The deputy hands the role back, and the shop is as before.
    const restored = await api.call(users.update, {
      body: userUpdate(stepDown.output, { roles: [{ id: administrator.id, name: administrator.name }] }),
      token: deputySession.accessToken,
    });
    expect(restored.status).toBe(200);
    expect((await api.call(users.remove, { query: { id: deputy.id }, ...asAdmin() })).status).toBe(200);
  });
});

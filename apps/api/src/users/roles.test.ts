import { claim, currentUserEndpoints, type TRole, userEndpoints as users } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { createUser } from './users.fixtures.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const createRole = async (name: string, claims: string[] = []) =>
  (
    await api.call(users.createRole, {
      body: { name, claimTypes: claims.map((id) => ({ id })) },
      ...asAdmin(),
    })
  ).output;
const updateOf = (role: TRole, changes: Partial<TRole> = {}) => ({ ...role, ...changes });

describe('roles', () => {
  it('when the shop starts, then the seeded roles are listed by name with how many users hold each', async () => {
    const roles = (await api.call(users.roles, { ...asAdmin() })).output;
    expect(roles.items.map((role) => role.name)).toEqual([
      'Administrator',
      'Catalogue manager',
      'Editor',
      'Marketing manager',
      'Order manager',
    ]);
    expect(roles.items[0]).toMatchObject({ name: 'Administrator', userCount: 1, version: 1 });
  });

  it('when a role is created with claims, then its users hold them and the list counts them', async () => {
    const role = await createRole('Libraires', [
      claim('Catalog', 'ProductList'),
      claim('Catalog', 'AuthorList'),
    ]);
    expect(role).toMatchObject({ version: 1, userCount: 0, description: '' });
    const user = await createUser(api, { roles: [{ id: role.id }] });

    const session = await api.signIn(user.userName, user.password);
    const me = (await api.call(currentUserEndpoints.get, { token: session.accessToken })).output;
    expect(me.claimTypes).toEqual([
      { id: claim('Catalog', 'AuthorList') },
      { id: claim('Catalog', 'ProductList') },
    ]);
    const listed = (await api.call(users.roles, { query: { search: 'librai' }, ...asAdmin() })).output;
    expect(listed.items).toEqual([expect.objectContaining({ id: role.id, userCount: 1 })]);
  });

  it('when the name is already used in another case, then 400 on name', async () => {
    const refused = await api.call(users.createRole, { body: { name: 'EDITOR' }, ...asAdmin() });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'name', errorMessage: 'A role of this name already exists.' },
    ]);
  });

  it('when a claim is unknown, then 400 on claimTypes', async () => {
    const refused = await api.call(users.createRole, {
      body: { name: 'Fantômes', claimTypes: [{ id: 'Permission.BackOffice.Cms.Haunt' }] },
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'claimTypes', errorMessage: 'Unknown permission.' },
    ]);
  });

  it('when a role is updated, then its version moves on and a stale update gets 409 and changes nothing', async () => {
    const role = await createRole('Vitrine');
    const updated = (
      await api.call(users.updateRole, {
        body: updateOf(role, {
          description: 'La vitrine du mois',
          claimTypes: [{ id: claim('Cms', 'PagesManage') }],
        }),
        ...asAdmin(),
      })
    ).output;
    expect(updated).toMatchObject({ version: 2, description: 'La vitrine du mois' });

    const stale = await api.call(users.updateRole, {
      body: updateOf(role, { name: 'Vitrines' }),
      ...asAdmin(),
    });
    expect(stale.status).toBe(409);
    const listed = (await api.call(users.roles, { query: { search: 'Vitrine' }, ...asAdmin() })).output;
    expect(listed.items).toEqual([updated]);
  });

  it('when a role is deleted, then its users lose its claims, and it is gone', async () => {
    const role = await createRole('Saisonniers', [claim('Cms', 'MenuManage')]);
    const user = await createUser(api, { roles: [{ id: role.id }] });
    expect((await api.call(users.removeRole, { query: { id: role.id }, ...asAdmin() })).status).toBe(200);

    const read = (await api.call(users.get, { query: { id: user.id }, ...asAdmin() })).output;
    expect(read.roles).toEqual([]);
    expect((await api.call(users.removeRole, { query: { id: role.id }, ...asAdmin() })).status).toBe(404);
    expect((await api.call(users.updateRole, { body: role, ...asAdmin() })).status).toBe(404);
  });
});

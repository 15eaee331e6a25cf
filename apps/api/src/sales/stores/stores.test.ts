import { activityEndpoints, claim, storeEndpoints, type TStoreCreate } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const aStore = (overrides: Partial<TStoreCreate> = {}): TStoreCreate => ({
  name: 'Librairie des Quais',
  address: {
    firstName: 'Librairie',
    lastName: 'des Quais',
    address1: '4 quai de la Fosse',
    postalCode: '44000',
    city: 'Nantes',
    country: 'fr',
  },
  openingHours: 'Mardi–samedi 10 h–19 h',
  ...overrides,
});

describe('stores', () => {
  it('when staff with the settings open a store and change its hours, then the list shows it and the activity log says who', async () => {
    const created = (await api.call(storeEndpoints.create, { body: aStore(), token: api.adminToken })).output;
    expect(created).toMatchObject({
      name: 'Librairie des Quais',
      isPickupPoint: true,
      email: null,
      version: 1,
    });
    expect(created.address.country).toBe('FR');
    const changed = (
      await api.call(storeEndpoints.update, {
        body: {
          ...aStore({ openingHours: 'Lundi–samedi 9 h–19 h', isPickupPoint: false }),
          id: created.id,
          version: 1,
        },
        token: api.adminToken,
      })
    ).output;
    expect(changed).toMatchObject({
      openingHours: 'Lundi–samedi 9 h–19 h',
      isPickupPoint: false,
      version: 2,
    });
    const token = await tokenWithClaims(api, []);
    const list = (await api.call(storeEndpoints.list, { token })).output;
    expect(list.find((store) => store.id === created.id)).toMatchObject({ isPickupPoint: false });
    const log = await api.call(activityEndpoints.list, {
      token: api.adminToken,
      query: { entity: 'Store', entityId: String(created.id) },
    });
    expect(log.output.items.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
  });

  it('when two people change one store, then the second, based on a version gone, is refused with 409', async () => {
    const created = (
      await api.call(storeEndpoints.create, { body: aStore({ name: 'Le Kiosque' }), token: api.adminToken })
    ).output;
    const edit = { ...aStore({ name: 'Le Kiosque' }), id: created.id, version: created.version };
    expect(
      (
        await api.call(storeEndpoints.update, {
          body: { ...edit, openingHours: 'Fermé le lundi' },
          token: api.adminToken,
        })
      ).status,
    ).toBe(200);
    const stale = await api.call(storeEndpoints.update, {
      body: { ...edit, openingHours: 'Ouvert le dimanche' },
      token: api.adminToken,
    });
    expect(stale.status).toBe(409);
    expect(
      (await api.call(storeEndpoints.get, { query: { id: created.id }, token: api.adminToken })).output
        .openingHours,
    ).toBe('Fermé le lundi');
  });

  it('when a store has no name or a bad email, then each field says why; without the settings claim, 403', async () => {
    const bad = await api.call(storeEndpoints.create, {
      body: { ...aStore({ name: ' ' }), email: 'pas-un-email' },
      token: api.adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.propertiesErrorMessages.map((error) => error.propertyName).sort()).toEqual([
      'email',
      'name',
    ]);
    const token = await tokenWithClaims(api, [claim('Public', 'DocumentsManage')]);
    expect((await api.call(storeEndpoints.create, { body: aStore(), token })).status).toBe(403);
  });
});

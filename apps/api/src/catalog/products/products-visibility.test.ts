import { activityEndpoints, productEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const create = async (ean: string, isVisible: boolean) =>
  (await api.call(productEndpoints.create, { token: api.adminToken, body: aBook({ ean, isVisible }) }))
    .output;
const read = async (id: number) =>
  (await api.call(productEndpoints.get, { token: api.adminToken, query: { id } })).output;

describe('showing or hiding products in bulk', () => {
  it('when staff hide a set of products in one request, then each is hidden, moves one version, and is logged', async () => {
    const shown = await create('9782070360048', true);
    const alsoShown = await create('9782070360055', true);
    const hidden = await create('9782070360062', false);

    const answer = await api.call(productEndpoints.setVisibility, {
      token: api.adminToken,
      body: { ids: [shown.id, alsoShown.id, hidden.id], isVisible: false },
    });

    expect(answer.status).toBe(200);
    expect(answer.output).toEqual({ changed: 2 });
    for (const product of [shown, alsoShown]) {
      const after = await read(product.id);
      expect(after.isVisible).toBe(false);
      expect(after.version).toBe(product.version + 1);
    }
    expect((await read(hidden.id)).version).toBe(hidden.version);
    const log = await api.call(activityEndpoints.list, {
      token: api.adminToken,
      query: { entity: 'Product', entityId: String(shown.id) },
    });
    expect(log.output.items.map((entry) => entry.action)).toContain('update');
  });

  it('when one of the ids is unknown, then 404 and none of the products changes', async () => {
    const shown = await create('9782070360079', true);
    const answer = await api.call(productEndpoints.setVisibility, {
      token: api.adminToken,
      body: { ids: [shown.id, 999_999], isVisible: false },
    });
    expect(answer.status).toBe(404);
    expect((await read(shown.id)).isVisible).toBe(true);
  });

  it('when no id is given, then 400 on ids', async () => {
    const answer = await api.call(productEndpoints.setVisibility, {
      token: api.adminToken,
      body: { ids: [], isVisible: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['ids']);
  });
});

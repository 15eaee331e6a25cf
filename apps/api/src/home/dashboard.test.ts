import { claim, dashboardEndpoints, messageEndpoints, publicMessageEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const tokenWith = (claims: string[]) => tokenWithClaims(api, claims);

const dashboard = async (token: string) => (await api.call(dashboardEndpoints.get, { token })).output;

describe("the shop's day", () => {
  it('when visitors write and staff take one message in hand, then the home counts the waiting and the in-progress ones', async () => {
    for (const email of ['one.dash@example.org', 'two.dash@example.org']) {
      await api.call(publicMessageEndpoints.send, {
        body: {
          question: 'Other',
          lastName: 'Petit',
          firstName: 'Jules',
          email,
          subject: 'Bonjour',
          message: 'Une question.',
        },
      });
    }
    const [first] = (await api.call(messageEndpoints.list, { token: api.adminToken, query: { pageSize: 1 } }))
      .output.items;
    await api.call(messageEndpoints.update, {
      token: api.adminToken,
      body: { id: first?.id ?? 0, version: first?.version ?? 0, status: 'Progress' },
    });
    expect((await dashboard(api.adminToken)).messages).toEqual({ pending: 1, progress: 1 });
  });

  it('when a user holds only the messages claim, then the home shows the messages block and no other', async () => {
    const figures = await dashboard(await tokenWith([claim('Public', 'MessageManage')]));
    expect(Object.keys(figures)).toEqual(['messages']);
  });

  it('when a user holds none of the lists, then the home has no figure, and a visitor without a session is refused', async () => {
    expect(await dashboard(await tokenWith([]))).toEqual({});
    expect((await api.call(dashboardEndpoints.get)).status).toBe(401);
  });

  it('when the administrator opens the home, then every block is there', async () => {
    const figures = await dashboard(api.adminToken);
    expect(Object.keys(figures).sort()).toEqual(['mails', 'messages', 'reviews', 'tasks']);
    expect(figures.reviews).toEqual({ pending: 0 });
    expect(figures.tasks).toEqual({ failed: 0 });
  });
});

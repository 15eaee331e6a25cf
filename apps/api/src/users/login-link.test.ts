import {
  activityEndpoints,
  allClaims,
  authenticationEndpoints as auth,
  currentUserEndpoints,
  userEndpoints as users,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { createUser } from './users.fixtures.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });

describe('sign-in links for support', () => {
  it('when support makes a link for a user, then it opens the console as that user once, and never again', async () => {
    const user = await createUser(api);
    const link = (await api.call(users.loginToken, { body: { userId: user.id }, ...asAdmin() })).output;

    expect(link.url).toBe(`http://localhost:3000/login?loginToken=${link.token}`);
    const left = Date.parse(link.expires) - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);

    const session = (await api.call(auth.login, { body: { loginToken: link.token } })).output;
    const me = (await api.call(currentUserEndpoints.get, { token: session.accessToken })).output;
    expect(me.userName).toBe(user.userName);

    const again = await api.call(auth.login, { body: { loginToken: link.token } });
    expect(again.status).toBe(401);
    expect(again.body.errors).toEqual(['This sign-in link is not valid any more.']);
  });

  it('when a link is made, then the activity log says who made it for whom, without the token', async () => {
    const user = await createUser(api);
    const link = (await api.call(users.loginToken, { body: { userId: user.id }, ...asAdmin() })).output;
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'user', entityId: String(user.id) },
        ...asAdmin(),
      })
    ).output;
    expect(log.items[0]).toMatchObject({
      userName: 'admin',
      action: 'loginToken',
      changes: { loginLinkExpires: { before: null, after: link.expires } },
    });
    expect(JSON.stringify(log)).not.toContain(link.token);
  });

  it('when the user does not exist, then 404', async () => {
    const refused = await api.call(users.loginToken, { body: { userId: 999_999 }, ...asAdmin() });
    expect(refused.status).toBe(404);
  });
});

describe('the claims catalogue', () => {
  it('when asked by prefix, then it answers the claims that start with it, in any case', async () => {
    const cms = (
      await api.call(users.claimsByPrefix, { query: { prefix: 'permission.backoffice.cms.' }, ...asAdmin() })
    ).output;
    expect(cms.map((claim) => claim.id)).toEqual(allClaims.filter((claim) => claim.includes('.Cms.')));
    expect(cms).toContainEqual({ id: 'Permission.BackOffice.Cms.PostCreateEditIfOwner' });
  });

  it('when the prefix is empty, then it answers every claim, HeathCheck spelled as in the spec', async () => {
    const all = (await api.call(users.claimsByPrefix, { ...asAdmin() })).output;
    expect(all).toHaveLength(allClaims.length);
    expect(all).toContainEqual({ id: 'Permission.BackOffice.Management.HeathCheck' });
  });
});

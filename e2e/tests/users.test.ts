import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminSession, adminToken, americanBrowserPage, api } from '../src/browser.ts';

/* Staff accounts: the rights a role gives, shown on the user's page. */

describe('staff accounts, in a browser set to American English', () => {
  const session = adminSession(americanBrowserPage);

  it('when a user holds a role, then their session.page shows the rights the role gives, named after it', async () => {
    const suffix = Date.now() % 100_000;
    const orders = 'Permission.BackOffice.Public.DocumentsManage';
    const { result: role } = await api<{ id: number }>('POST', '/BackOffice/User/UserRoles', {
      token: await adminToken(),
      body: { name: `Commandes ${suffix}`, description: '', claimTypes: [{ id: orders }] },
    });
    assert.ok(role.entityOutput, JSON.stringify(role));
    const { result: user } = await api<{ id: number }>('POST', '/BackOffice/User/User', {
      token: await adminToken(),
      body: {
        userName: `commandes.${suffix}`,
        email: `commandes.${suffix}@example.org`,
        firstName: 'Odile',
        lastName: 'Commandes',
        password: 'Une-phrase-de-passe-longue-42',
        roles: [{ id: role.entityOutput.id }],
      },
    });
    assert.ok(user.entityOutput, JSON.stringify(user));
    await session.page.goto(`/account/detail?id=${user.entityOutput.id}`);
    const right = session.page.getByTestId(`claim-${orders}`);
    await right.waitFor();
    // Ticked because the role gives it, changed on the role: not here.
    assert.equal(await right.isChecked(), true);
    assert.equal(await right.isDisabled(), true);
    await session.page.getByText(`Par le rôle : Commandes ${suffix}`).first().waitFor();
  });
});

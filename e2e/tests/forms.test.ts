import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';

/** The error Mantine shows under an input, found through the input's aria-describedby. */
const errorOf = async (page: Page, name: string) => {
  const input = page.locator(`input[name="${name}"]`);
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? [];
  for (const id of ids) {
    const text = await page.locator(`[id="${id}"]`).textContent();
    if (id.endsWith('-error')) return text;
  }
  return null;
};

describe('the detail form', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when a required field is empty, then the first failing rule shows at that field before any call', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/account/detail');
    await page.getByTestId('save').click();
    await page.locator('input[name="userName"][aria-invalid="true"]').waitFor();
    assert.equal(await errorOf(page, 'userName'), 'Ce champ est obligatoire.');
    assert.equal(await errorOf(page, 'firstName'), 'Ce champ est obligatoire.');
    await context.close();
  });

  it('when the server rejects a field, then its message shows at that field and nowhere else', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/account/detail');
    await page.locator('input[name="userName"]').fill('admin');
    await page.locator('input[name="email"]').fill('another-admin@example.com');
    await page.locator('input[name="firstName"]').fill('Anne');
    await page.locator('input[name="lastName"]').fill('Doublon');
    await page.locator('input[name="password"]').fill('a-long-password-1');
    await page.getByTestId('save').click();
    await page.locator('input[name="userName"][aria-invalid="true"]').waitFor();
    assert.equal(await errorOf(page, 'userName'), "Ce nom d'utilisateur est déjà pris.");
    assert.equal(await errorOf(page, 'email'), null);
    // And the toast of SPEC §8: the first error.
    await page
      .locator('.mantine-Notification-root', { hasText: "Ce nom d'utilisateur est déjà pris." })
      .first()
      .waitFor();
    // Changing the field clears the server's error about it.
    await page.locator('input[name="userName"]').fill('anne-doublon');
    assert.equal(await errorOf(page, 'userName'), null);
    await context.close();
  });

  it('when two people edit the same user, then the second save meets a conflict and can reload', async () => {
    const created = await api<{ id: number }>('POST', '/BackOffice/User/User', {
      token: await adminToken(),
      body: {
        userName: 'conflicted',
        email: 'conflicted@example.com',
        firstName: 'Claire',
        lastName: 'Conflit',
        password: 'conflict-password-1',
      },
    });
    const id = created.result.entityOutput?.id;
    assert.ok(id, JSON.stringify(created.result));
    const first = await signedInPage(browser);
    const second = await signedInPage(browser);
    for (const { page } of [first, second]) {
      await page.goto(`/account/detail?id=${id}`);
      await page.locator('input[name="firstName"]').waitFor();
    }
    await first.page.locator('input[name="firstName"]').fill('Claudine');
    await first.page.getByTestId('save').click();
    await first.page.locator('.mantine-Notification-root', { hasText: 'Succès !' }).first().waitFor();

    await second.page.locator('input[name="lastName"]').fill('Conflictuelle');
    await second.page.getByTestId('save').click();
    await second.page.getByTestId('conflict').waitFor();
    await second.page.getByTestId('conflict-reload').click();
    await second.page.locator('input[name="firstName"][value="Claudine"]').waitFor();
    assert.equal(await second.page.locator('input[name="lastName"]').inputValue(), 'Conflit');
    await first.context.close();
    await second.context.close();
  });
});

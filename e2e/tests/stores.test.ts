import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminSession } from '../src/browser.ts';

describe('stores', () => {
  const session = adminSession();

  it('when staff open a store and later change its hours, then the list shows it as a click-and-collect point with its hours', async () => {
    await session.page.goto('/settings/store');
    await session.page.getByRole('heading', { name: 'Magasins' }).waitFor();
    await session.page.getByTestId('new-store').click();
    await session.page.getByTestId('store-form').waitFor();
    await session.page.getByTestId('save').click();
    // Nothing typed: the required fields say so, and nothing is created.
    assert.ok((await session.page.getByText('Ce champ est obligatoire.').count()) >= 1);
    await session.page.locator('input[name="name"]').fill('Librairie du Port');
    await session.page.locator('input[name="address.firstName"]').fill('Librairie');
    await session.page.locator('input[name="address.lastName"]').fill('du Port');
    await session.page.locator('input[name="address.address1"]').fill('2 rue de la Marine');
    await session.page.locator('input[name="address.postalCode"]').fill('56100');
    await session.page.locator('input[name="address.city"]').fill('Lorient');
    await session.page.locator('textarea[name="openingHours"]').fill('Mardi–samedi 10 h–19 h');
    await session.page.getByTestId('save').click();
    await session.page.waitForURL(/\/settings\/store\/detail\?id=\d+/);
    await session.page.getByRole('heading', { name: 'Librairie du Port' }).waitFor();

    await session.page.locator('textarea[name="openingHours"]').fill('Lundi–samedi 9 h–19 h');
    await session.page.getByTestId('save').click();
    await session.page.getByTestId('save-bar').waitFor({ state: 'detached' });
    await session.page.goto('/settings/store');
    const row = session.page.getByTestId('stores').locator('tbody tr', { hasText: 'Librairie du Port' });
    await row.getByText('Lundi–samedi 9 h–19 h').waitFor();
    await row.getByText('Point de retrait').waitFor();
    assert.match((await row.textContent()) ?? '', /56100 Lorient/);
  });
});

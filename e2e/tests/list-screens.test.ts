import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminSession, adminToken, americanBrowserPage, api } from '../src/browser.ts';
import { createAuthor } from '../src/shop.ts';

/* What every list screen does: rows opened by the keyboard or in a new tab, menus at the first press, a failed load with its retry. */

describe('the list screens', () => {
  const session = adminSession();

  it('when a row is reached with the keyboard, then Enter opens it; Ctrl+click opens it in a new tab', async () => {
    const author = await createAuthor('Nathalie Sarraute');
    await session.page.goto(`/catalog/author?search=${encodeURIComponent('Sarraute')}`);
    const link = session.page.getByRole('link', { name: 'Nathalie Sarraute' });
    await link.waitFor();
    assert.equal(await link.getAttribute('href'), `/catalog/author/detail?id=${author.id}`);
    await link.focus();
    await session.page.keyboard.press('Enter');
    await session.page.waitForURL(new RegExp(`/catalog/author/detail\\?id=${author.id}$`));
    await session.page.locator('input[name="name"][value="Nathalie Sarraute"]').waitFor();

    await session.page.goBack();
    await link.waitFor();
    const opened = session.context.waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL(new RegExp(`/catalog/author/detail\\?id=${author.id}$`));
    // The list stays where it was in the first tab.
    assert.match(session.page.url(), /\/catalog\/author\?search=Sarraute$/);
    await tab.close();
  });

  it('when staff first reach for a menu of the users list, then one press opens it, by the keyboard or the mouse', async () => {
    // A fresh load: the menus' code is not there until they are used.
    await session.page.goto('/account');
    await session.page.locator('tbody tr[data-row-id]').first().waitFor();
    await session.page.getByTestId('user-menu').focus();
    await session.page.keyboard.press('Enter');
    await session.page.getByTestId('logout').waitFor();
    await session.page.keyboard.press('Escape');
    await session.page.getByTestId('logout').waitFor({ state: 'hidden' });

    const emailHeader = session.page.getByRole('columnheader', { name: 'E-mail' });
    await emailHeader.waitFor();
    await session.page.getByRole('button', { name: 'Colonnes' }).click();
    await session.page.getByRole('checkbox', { name: 'E-mail' }).click();
    await emailHeader.waitFor({ state: 'detached' });
    await session.page.getByRole('checkbox', { name: 'E-mail' }).click();
    await emailHeader.waitFor();
    await session.page.keyboard.press('Escape');

    await session.page.getByTestId('role-filter').click();
    await session.page.getByRole('option', { name: 'Administrator' }).click();
    await session.page.waitForURL(/roleId=\d+/);
    await session.page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('[data-testid="role-filter"]')?.value === 'Administrator',
    );
  });
});

describe('the list screens, in a browser set to American English', () => {
  const session = adminSession(americanBrowserPage);

  it('when a list fails to load, then the screen keeps its layout, says what failed in words, and Retry brings the rows', async () => {
    const { result } = await api<{ id: number }>('POST', '/BackOffice/GenericList/Author', {
      token: await adminToken(),
      body: { name: 'Annie Ernaux', biography: null },
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    const failing = (url: URL) => url.pathname.endsWith('/BackOffice/GenericList/GenericLists');
    await session.page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          isValid: false,
          code: 'internal',
          errors: ['Une erreur est survenue.'],
          propertiesErrorMessages: [],
        }),
      }),
    );
    await session.page.goto('/catalog/author?search=Ernaux');
    const failure = session.page.getByTestId('list-error');
    await failure.waitFor({ timeout: 20_000 });
    // The page's heading and search box are still there; the words say what failed and what to do.
    await session.page.getByRole('heading', { level: 1 }).waitFor();
    await session.page.getByTestId('list-search').waitFor();
    assert.equal(await session.page.getByTestId('error-page').count(), 0);
    assert.match((await failure.textContent()) ?? '', /La liste n’a pas pu être chargée\..*statut 500/);

    await session.page.unroute(failing);
    await session.page.getByTestId('list-retry').click();
    await session.page.getByRole('link', { name: 'Annie Ernaux' }).waitFor();
    await failure.waitFor({ state: 'detached' });
  });
});

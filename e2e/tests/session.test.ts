import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { e2e, launchBrowser, newPage, signedInPage, signInWithForm, sleep } from '../src/browser.ts';

describe('session: sign-in, guards, sign-out, refresh, language', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when a visitor opens a signed-in screen, then it signs in at /login and comes back to that screen', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/account?search=adm');
    await page.waitForURL(/\/login\?redirect=/);
    await signInWithForm(page, 'admin', e2e.adminPassword);
    await page.waitForURL((url) => url.pathname === '/account');
    assert.equal(new URL(page.url()).searchParams.get('search'), 'adm');
    await page.getByRole('heading', { name: 'Utilisateurs', level: 1 }).waitFor();
    const cookie = (await context.cookies()).find((item) => item.name === 'colophon');
    assert.ok(cookie, 'the session is kept in the colophon cookie');
    const stored = JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>;
    assert.deepEqual(Object.keys(stored).sort(), [
      'accessToken',
      'accessTokenExpires',
      'refreshToken',
      'refreshTokenExpires',
      'visitorGuid',
    ]);
    await context.close();
  });

  it('when the password is wrong, then the form says so and stays on /login', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await signInWithForm(page, 'admin', 'not-the-password');
    await page.getByTestId('login-error').waitFor();
    assert.match((await page.getByTestId('login-error').textContent()) ?? '', /n'est pas le bon/);
    assert.equal(new URL(page.url()).pathname, '/login');
    await context.close();
  });

  it('when a signed-in user opens /login, then the anonymous guard sends it home', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: /Bonjour/ }).waitFor();
    await context.close();
  });

  it('when the user logs out, then the server ends the session, the session is cleared and signed-in screens send to /login', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/');
    const ended = page.waitForResponse((response) =>
      response.url().endsWith('/Common/Authentication/Logout'),
    );
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    assert.equal((await ended).status(), 200);
    await page.waitForURL(/\/login/);
    assert.equal(
      (await context.cookies()).find((item) => item.name === 'colophon'),
      undefined,
    );
    await page.goto('/profile');
    await page.waitForURL(/\/login\?redirect=%2Fprofile/);
    await context.close();
  });

  it('when the access token has expired, then one refresh renews it for concurrent calls and the screen loads', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/helloworld');
    await page.getByRole('heading', { name: 'Bonjour le monde !' }).waitFor();
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/Common/Authentication/Token/Refresh')) refreshes.push(request.url());
    });
    await sleep(6_500); // the harness gives access tokens 5 seconds
    // /account loads the users and the roles at once: both wait for one refresh.
    await page.getByTestId('nav-group-management').click();
    await page.getByTestId('nav-item-/account').click();
    await page.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/account');
    assert.equal(refreshes.length, 1, 'exactly one refresh');
    await context.close();
  });

  it('when the user picks English, then the console speaks English and remembers it', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Utilisateurs', level: 1 }).waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-en').click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await page.getByText('Management', { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    assert.match(await page.title(), /^Users · Colophon$/);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-fr').click();
    await page.getByRole('heading', { name: 'Utilisateurs', level: 1 }).waitFor();
    await context.close();
  });

  it('when the user presses Ctrl+K and picks a screen, then the console goes there', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: /Bonjour/ }).waitFor();
    await page.keyboard.press('Control+k');
    const search = page.getByRole('textbox', { name: /^Aller à un écran/ });
    await search.waitFor();
    await search.fill('tâches');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/settings/backgroundTask');
    await page.getByRole('heading', { name: 'Tâches de fond', level: 1 }).waitFor();
    await context.close();
  });
});

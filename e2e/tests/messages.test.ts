import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launchBrowser, signedInPage } from '../src/browser.ts';

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();

describe('contact messages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    const { status } = await api('POST', '/Public/Message/Message', {
      body: {
        question: 'BookSearch',
        lastName: 'Moreau',
        firstName: 'Ninon',
        email: 'ninon.moreau@example.org',
        phone: null,
        subject: 'Un recueil épuisé',
        message: 'Bonjour,\npouvez-vous me trouver « Alcools » dans l’édition de 1913 ?',
      },
    });
    assert.equal(status, 200);
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when staff answer a message from the site, then it is solved, the answer shows, and its mail is in the mail log', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'La journée de la boutique' }).waitFor();
    const waiting = Number(await page.getByTestId('day-messages-pending-value').textContent());
    assert.ok(waiting >= 1, `the home counts ${waiting} messages waiting`);
    await page.getByTestId('day-messages-pending').click();
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    assert.match(page.url(), /status=Pending/);
    await page.locator('table tbody tr', { hasText: 'ninon.moreau@example.org' }).click();
    await page.getByRole('heading', { name: 'Un recueil épuisé' }).waitFor();
    await page.getByTestId('message-text').getByText('l’édition de 1913').waitFor();
    assert.equal(await page.getByTestId('message-status-badge').textContent(), 'En attente');

    await page.getByTestId('send-reply').click();
    await page.getByText('Ce champ est obligatoire.').waitFor();

    await page.getByTestId('reply-body').fill('Bonjour,\nnous l’avons trouvé chez un bouquiniste.');
    await page.getByTestId('send-reply').click();
    await toast(page, 'La réponse va être envoyée par e-mail.');
    await page.getByTestId('message-replies').getByText('nous l’avons trouvé chez un bouquiniste').waitFor();
    await page.getByTestId('message-status-badge').getByText('Résolu').waitFor();

    await page.getByRole('link', { name: 'Voir le mail' }).click();
    await page.getByRole('heading', { name: 'Re : Un recueil épuisé' }).waitFor();
    assert.equal(await page.getByTestId('mail-to').textContent(), 'ninon.moreau@example.org');
    const body = page.frameLocator('[data-testid="mail-body"]');
    await body.getByText('Bonjour Ninon,').waitFor();
    await body.getByText('nous l’avons trouvé chez un bouquiniste.').waitFor();
  });

  it('when staff search the mail log by recipient, then the answer is listed and opens', async () => {
    await page.goto('/public/mail');
    await page.getByRole('heading', { name: 'E-mails envoyés' }).waitFor();
    await page.getByTestId('list-search').fill('ninon.moreau');
    await page.waitForURL(/search=ninon\.moreau/);
    const row = page.locator('table tbody tr', { hasText: 'Re : Un recueil épuisé' });
    await row.waitFor();
    // Only the answer to Ninon is left once the search has run.
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    await row.click();
    await page.getByTestId('resend-mail').waitFor();
  });
});

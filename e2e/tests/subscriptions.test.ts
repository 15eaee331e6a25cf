import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();

interface Activity {
  action: string;
  userName: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

describe('subscriptions', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let subscriptionId = 0;
  const suffix = String(Date.now()).slice(-6);
  const name = `Rencontres en librairie ${suffix}`;
  const readers = [
    `lucie.${suffix}@example.org`,
    `marius.${suffix}@example.org`,
    `odile.${suffix}@example.org`,
  ];

  before(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when staff create a subscription, then it opens with its subscribers and statistics, and the list finds it by name and type', async () => {
    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Abonnements' }).waitFor();
    await page.getByTestId('new-subscription').click();
    await page.getByRole('heading', { name: 'Nouvel abonnement' }).waitFor();
    await page.getByText('Les abonnés et les statistiques s’affichent une fois l’abonnement créé.').waitFor();
    await page.getByTestId('subscription-type').click();
    await page.getByRole('option', { name: 'Événements de la librairie' }).click();
    await page.locator('input[name="nameFr"]').fill(name);
    await page.locator('input[name="nameEn"]').fill(`Meet the authors ${suffix}`);
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/subscription\/detail\?id=\d+/);
    subscriptionId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('heading', { name }).waitFor();
    await page.getByTestId('subscribers').getByText('Aucun résultat').waitFor();
    await page.getByTestId('stats-chart').waitFor();

    await page.goto('/subscription');
    await page.getByTestId('list-search').fill(suffix);
    await page.getByRole('link', { name }).waitFor();
    await page.getByTestId('filter-type').click();
    await page.getByRole('option', { name: 'Lettre d’information' }).click();
    await page.getByText('Aucun résultat').waitFor();
    await page.getByTestId('filter-type').click();
    await page.getByRole('option', { name: 'Événements de la librairie' }).click();
    await page.getByRole('link', { name }).click();
    await page.waitForURL(new RegExp(`/subscription/detail\\?id=${subscriptionId}`));
    await page.getByRole('heading', { name }).waitFor();
  });

  it('when readers sign up from the site, then staff search and filter them, export them, and force one out after "Are you sure ?", which the activity log keeps', async () => {
    for (const email of readers) {
      const { status, result } = await api('POST', '/Public/Subscription/Subscribe', {
        body: { subscriptionId, email },
      });
      assert.equal(status, 200, JSON.stringify(result));
    }
    await page.goto(`/subscription/detail?id=${subscriptionId}`);
    const list = page.getByTestId('subscribers');
    for (const email of readers) await list.getByText(email).waitFor();
    assert.equal(await list.getByTestId('subscriber-status').count(), 3);
    assert.deepEqual(
      new Set(await list.getByTestId('subscriber-status').allTextContents()),
      new Set(['En attente de confirmation']),
    );

    await list.getByTestId('list-search').fill(`lucie.${suffix}`);
    await list.getByText(`marius.${suffix}@example.org`).waitFor({ state: 'detached' });
    assert.equal(await list.getByTestId('subscriber-status').count(), 1);

    // Lucie asked the shop to take her out.
    await list.getByRole('button', { name: `Désabonner lucie.${suffix}@example.org` }).click();
    await page.getByText('Êtes-vous sûr ?').waitFor();
    await page
      .getByText(`lucie.${suffix}@example.org ne recevra plus les e-mails de cet abonnement`)
      .waitFor();
    await page.getByTestId('confirm-yes').click();
    await toast(page, 'L’adresse est désabonnée.');
    await list.getByTestId('subscriber-status').filter({ hasText: 'Désabonné' }).waitFor();
    assert.equal(await list.getByTestId('force-unsubscribe').count(), 0);

    const log = await api<{ items: Activity[] }>(
      'GET',
      `/BackOffice/ActivityLog/ActivityLogs?entity=Subscription&entityId=${subscriptionId}`,
      { token: await adminToken() },
    );
    const forced = log.result.entityOutput?.items.find((entry) => entry.action === 'ForceUnSubscribe');
    assert.equal(forced?.userName, 'admin');
    assert.deepEqual(forced?.changes, {
      [`lucie.${suffix}@example.org`]: { before: 'Pending', after: 'Unsubscribed' },
    });

    // The others are still waiting for their confirmation; the status filter shows them alone.
    await list.getByTestId('list-search').fill('');
    await list.getByTestId('filter-status').click();
    await page.getByRole('option', { name: 'En attente de confirmation' }).click();
    await list.getByText(`odile.${suffix}@example.org`).waitFor();
    await list.getByText(`lucie.${suffix}@example.org`).waitFor({ state: 'detached' });
    assert.equal(await list.getByTestId('subscriber-status').count(), 2);
    assert.match(page.url(), /status=Pending/);

    const download = page.waitForEvent('download');
    await list.getByTestId('export-subscribers').click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^abonnes-.*\.csv$/);
    const csv = (await readFile(await file.path(), 'utf8')).replace('\uFEFF', '').trim().split('\r\n');
    assert.equal(csv[0], 'E-mail;Client;Statut;Inscrit le;Confirmé le;Désabonné le');
    assert.deepEqual(
      csv
        .slice(1)
        .map((line) => line.split(';').slice(0, 3).join(';'))
        .sort(),
      [
        `marius.${suffix}@example.org;;En attente de confirmation`,
        `odile.${suffix}@example.org;;En attente de confirmation`,
      ],
    );
  });

  it('when staff read the statistics, then the chart and its summary cover the period chosen, in English too', async () => {
    await page.goto(`/subscription/detail?id=${subscriptionId}`);
    const stats = page.getByTestId('subscription-stats');
    await stats.getByTestId('stats-chart').waitFor();
    // Nobody has confirmed yet: no join, and Lucie's leave was not a subscriber's.
    await stats.getByText('0 inscriptions, 0 départs, 0 abonnés à la fin.').waitFor();
    await stats.getByText('Aucune inscription ni aucun départ sur la période.').waitFor();
    const month = await stats.getByTestId('stats-summary').textContent();
    await stats.getByText('365 derniers jours').click();
    await page.waitForURL(/period=year/);
    await stats
      .getByTestId('stats-summary')
      .filter({ hasNotText: month ?? '' })
      .waitFor();
    const from = (await stats.getByTestId('stats-summary').textContent())?.match(
      /^Du (\d\d\/\d\d\/\d{4})/,
    )?.[1];
    const [day, monthNumber, year] = (from ?? '').split('/').map(Number);
    const days = (Date.now() - Date.UTC(year ?? 0, (monthNumber ?? 1) - 1, day ?? 0)) / 86_400_000;
    assert.ok(days > 363 && days < 366, `the year starts ${from}`);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-en').click();
    await stats.getByText('Nobody joined or left in this period.').waitFor();
    await page.getByTestId('subscribers').getByText('Signed up on', { exact: true }).waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('language-fr').click();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TPlacedOrder, type TProduct, withCheckDigit } from '@colophon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import { adminToken, api, launchBrowser, signedInPage, violationsBesideToasts } from '../src/browser.ts';

/* Analytics (issue 15): a target built from rules with its size live, its profile, its analysis, a campaign aimed at it. */

const run = Date.now() % 100_000;
// A postal code no other test uses: the target's rule selects this test's customers only.
const postalCode = '97411';
const reader = (firstName: string, index: number) => ({
  firstName,
  lastName: `Lecteur${run}`,
  address1: `${index} rue du Polar`,
  // Chloé lives in Paris: the target leaves her out.
  ...(firstName === 'Chloé' ? { postalCode: '75011', city: 'Paris' } : { postalCode, city: 'Saint-Paul' }),
  country: 'FR',
});

describe('analytics', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const name = `Lecteurs de polars ${run}`;

  before(async () => {
    const token = await adminToken();
    const book = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token,
      body: aBook({
        ean: withCheckDigit(`97829${String(run).padStart(5, '0')}15`.slice(0, 12)),
        title: `Le Polar de la Réunion ${run}`,
        authors: [{ name: `Ève Noire ${run}`, role: 'A01' }],
        priceWithTax: 21.5,
        stock: 20,
      }),
    });
    assert.ok(book.result.entityOutput, JSON.stringify(book.result));
    for (const [index, firstName] of ['Anaïs', 'Bastien', 'Chloé'].entries()) {
      const placed: Awaited<ReturnType<typeof api<TPlacedOrder>>> = await api<TPlacedOrder>(
        'POST',
        '/Public/ShoppingCart/Order',
        {
          body: {
            idempotencyKey: `e2e-analytics-${run}-${index}`,
            email: `${firstName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${run}@example.org`,
            paymentMethod: 'Check',
            shippingMethod: 'Home',
            billingAddress: reader(firstName, index),
            shippingAddress: reader(firstName, index),
            items: [{ ean: book.result.entityOutput.ean, quantity: index + 1 }],
          },
        },
      );
      assert.equal(placed.status, 200, JSON.stringify(placed.result));
    }
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when staff build a target from rules, then its size follows the rules live; saved, its profile, its analysis and a campaign aimed at it follow', async () => {
    await page.goto('/analytics/targeting/detail');
    await page.getByRole('heading', { name: 'Nouvelle cible' }).waitFor();
    const size = page.getByTestId('target-size');
    // No rule: every customer (this test's three, and those of other tests).
    await size.filter({ hasText: /^\d[\d\s\u202f]*$/ }).waitFor();
    assert.ok(Number((await size.textContent())?.replace(/\D/g, '')) >= 3);
    await page.getByRole('textbox', { name: /^Nom( \*)?$/ }).fill(name);
    await page.getByTestId('add-group').click();
    await page.getByTestId('rule-field').click();
    await page.getByRole('option', { name: 'Code postal commençant par' }).click();
    const prefixes = page.getByTestId('rule-prefixes');
    await prefixes.fill(postalCode);
    await prefixes.press('Enter');
    await size.filter({ hasText: /^2$/ }).waitFor();
    // A second rule in the group: spent at least 40 € (two books of 21,50 €) — only Bastien.
    await page.getByTestId('add-condition').click();
    await page.getByTestId('rule-field').nth(1).click();
    await page.getByRole('option', { name: 'Total dépensé' }).click();
    await page.getByTestId('rule-min').fill('40');
    await size.filter({ hasText: /^1$/ }).waitFor();
    // OR instead of AND: back to the two of Saint-Paul, and whoever else spent 40 €.
    await page.getByTestId('group-combinator-0').getByText('OU').click();
    await size.filter({ hasText: /^(?!1$)\d/ }).waitFor();
    await page.getByTestId('group-combinator-0').getByText('ET').click();
    await size.filter({ hasText: /^1$/ }).waitFor();
    assert.deepEqual(await violationsBesideToasts(page), []);

    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/analytics\/targeting\/detail\?id=\d+/);
    await page.getByRole('heading', { name }).waitFor();

    // Its profile: who they are, where they live, what they buy; its recommendations worked out.
    await page.getByTestId('target-profile').click();
    await page.waitForURL(/\/analytics\/profiling\/detail\?id=\d+/);
    await page.getByTestId('profile-size').filter({ hasText: /^1$/ }).waitFor();
    await page.getByTestId('profile-departments').getByText('974').waitFor();
    await page.getByTestId('profile-authors').getByText(`Ève Noire ${run}`).waitFor();
    await page.getByTestId('calculate-recommendations').click();
    await page
      .getByTestId('calculate-recommendations-task-state')
      .getByText('Terminée')
      .waitFor({ timeout: 60_000 });
    await page.getByText(/Calculées le \d\d\/\d\d\/\d{4}/).waitFor();

    // Its analysis: key figures, the evolution as a chart, the best sellers as a chart, a table and a CSV.
    await page.getByTestId('profile-analyse').click();
    await page.waitForURL(/\/analytics\/analysis\?targetId=\d+/);
    await page.getByTestId('stat-orders').filter({ hasText: /^1$/ }).waitFor();
    // Two books of 21,50 €, and the delivery.
    await page
      .getByTestId('stat-revenue')
      .filter({ hasText: /^[4-9]\d,\d\d\s€$/ })
      .waitFor();
    await page.getByTestId('over-time-chart').locator('svg').first().waitFor();
    await page.getByTestId('tops-chart').locator('svg').first().waitFor();
    await page.getByTestId('tops').getByText('Tableau').click();
    await page
      .getByTestId('tops-table')
      .getByRole('row', { name: new RegExp(`Le Polar de la Réunion ${run}`) })
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('tops-csv').click(),
    ]);
    assert.equal(download.suggestedFilename(), 'meilleures-ventes.csv');
    assert.deepEqual(await violationsBesideToasts(page), []);

    // The list: work out every target's members again, and follow the task.
    await page.getByRole('link', { name: 'Ciblage' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    await page.getByTestId('affect-all-targets').click();
    await page.getByTestId('affect-all-task-state').getByText('Terminée').waitFor({ timeout: 60_000 });
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();

    // A mail campaign aimed at the target reaches its one member.
    await page.goto('/mailCampain/detail');
    await page.getByRole('heading', { name: 'Nouvelle campagne' }).waitFor();
    await page.getByRole('textbox', { name: /^Nom( \*)?$/ }).fill(`Polars ${run}`);
    await page.getByRole('textbox', { name: /^Objet( \*)?$/ }).fill('Nos polars, {{firstName}}');
    await page.getByLabel('Destinataires', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Cibles d’analyse' }).click();
    await page.getByTestId('campaign-targets').click();
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.keyboard.press('Escape');
    await page
      .getByTestId('campaign-content')
      .fill(
        '<mjml><mj-body><mj-section><mj-column><mj-text>Bonjour {{firstName}}, voici nos polars.</mj-text></mj-column></mj-section></mj-body></mjml>',
      );
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/mailCampain\/detail\?id=\d+/);
    await page.getByTestId('campaign-send').click();
    await page.getByTestId('confirm-yes').click();
    const sending = page.getByTestId('campaign-sending');
    await sending.getByTestId('campaign-status').getByText('Envoyée').waitFor({ timeout: 60_000 });
    await sending.getByTestId('stat-recipients').filter({ hasText: /^1$/ }).waitFor();
    await sending.getByTestId('stat-sent').filter({ hasText: /^1$/ }).waitFor();
  });
});

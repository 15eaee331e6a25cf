import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signedInPage } from '../src/browser.ts';

describe('mail campaigns', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const name = `Rentrée ${Date.now()}`;
  before(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when staff write a campaign, then the preview shows it compiled, a test goes to them, and once sent ("Are you sure ?") its statistics count every recipient', async () => {
    await page.goto('/mailCampain');
    await page.getByRole('heading', { name: "Campagnes d'e-mails" }).waitFor();
    await page.getByTestId('new-campaign').click();
    await page.getByRole('heading', { name: 'Nouvelle campagne' }).waitFor();

    await page.getByRole('textbox', { name: /^Nom( \*)?$/ }).fill(name);
    await page.getByRole('textbox', { name: /^Objet( \*)?$/ }).fill('Les nouveautés, {{firstName}}');
    await page.getByLabel('Destinataires', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Liste d’adresses' }).click();
    const list = page.getByTestId('campaign-email-list');
    await list.fill('lea@example.org; pas-une-adresse; paul@example.org');
    await page.getByText('Adresses non valides : pas-une-adresse').waitFor();
    await list.fill('lea@example.org; paul@example.org; zoe@example.org');
    await page.getByText('3 adresses valides.').waitFor();

    // The preview is the MJML compiled by the API, with a sample reader's name, in a sandboxed frame.
    const preview = page.frameLocator('[data-testid="campaign-preview"]');
    await preview.getByText('Bonjour Camille,').waitFor();
    assert.equal(await page.getByTestId('campaign-preview').getAttribute('sandbox'), '');
    await page.getByTestId('preview-subject').getByText('Les nouveautés, Camille').waitFor();
    await page.getByTestId('preview-width').getByText('Mobile').click();
    await page
      .getByTestId('campaign-content')
      .fill('<mjml><mj-body><mj-section><mj-text>sans colonne</mj-text></mj-section></mj-body></mjml>');
    await page.getByTestId('preview-problems').waitFor();
    await page
      .getByTestId('campaign-content')
      .fill(
        '<mjml><mj-body><mj-section><mj-column><mj-text>Bonjour {{firstName}}, voici la rentrée.</mj-text></mj-column></mj-section></mj-body></mjml>',
      );
    await preview.getByText('Bonjour Camille, voici la rentrée.').waitFor();

    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/mailCampain\/detail\?id=\d+/);
    await page.getByRole('heading', { name }).waitFor();

    await page.getByTestId('campaign-test-send').click();
    await page.getByText('Succès !').first().waitFor();

    await page.getByTestId('campaign-send').click();
    await page.getByText('Êtes-vous sûr ?').first().waitFor();
    await page.getByTestId('confirm-yes').click();
    const sending = page.getByTestId('campaign-sending');
    await sending.getByTestId('campaign-status').getByText('Envoyée').waitFor({ timeout: 60_000 });
    await sending.getByTestId('stat-recipients').filter({ hasText: /^3$/ }).waitFor();
    await sending.getByTestId('stat-sent').filter({ hasText: /^3$/ }).waitFor();
    await sending.getByTestId('stat-failed').filter({ hasText: /^0$/ }).waitFor();
    // A sent campaign is shown, not edited.
    assert.equal(await page.getByTestId('campaign-send').count(), 0);

    await page.goto('/mailCampain?status=Sent');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('3 / 3 envoyés').waitFor();
    await row.getByText('Envoyée').waitFor();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signedInPage } from '../src/browser.ts';

describe('mail campaigns', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const run = Date.now();
  const name = `Rentrée ${run}`;
  const readers = ['lea', 'paul', 'zoe'].map((reader) => `${reader}.${run}@example.org`);
  before(async () => {
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when staff write a campaign and schedule it a minute ahead ("Are you sure ?"), then it waits for its time, goes out, its statistics count every recipient, and each reader’s mail reaches the SMTP server with its unsubscribe line', async () => {
    await page.goto('/mailCampain');
    await page.getByRole('heading', { name: "Campagnes d'e-mails" }).waitFor();
    await page.getByTestId('new-campaign').click();
    await page.getByRole('heading', { name: 'Nouvelle campagne' }).waitFor();

    await page.getByRole('textbox', { name: /^Nom( \*)?$/ }).fill(name);
    await page.getByRole('textbox', { name: /^Objet( \*)?$/ }).fill('Les nouveautés, {{firstName}}');
    await page.getByLabel('Destinataires', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Liste d’adresses' }).click();
    const list = page.getByTestId('campaign-email-list');
    await list.fill(`${readers[0]}; pas-une-adresse; ${readers[1]}`);
    await page.getByText('Adresses non valides : pas-une-adresse').waitFor();
    await list.fill(readers.join('; '));
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

    // Scheduled for a minute 20 to 80 s ahead, typed as staff write it (DD/MM/YYYY HH:mm, the browser's time).
    const at = await page.evaluate(() => {
      const next = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${pad(next.getDate())}/${pad(next.getMonth() + 1)}/${next.getFullYear()} ${pad(next.getHours())}:${pad(next.getMinutes())}`;
    });
    const when = page.locator('input[data-field="dontSendBeforeDateUtc"]');
    await when.fill(at);
    await when.blur();
    assert.equal(await when.inputValue(), at);
    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });

    await page.getByTestId('campaign-send').filter({ hasText: 'Programmer l’envoi' }).click();
    await page.getByText(`La campagne partira le ${at}.`).waitFor();
    await page.getByTestId('confirm-yes').click();
    const sending = page.getByTestId('campaign-sending');
    await sending.getByTestId('campaign-status').getByText('Programmée').waitFor();
    await sending.getByText(`Programmée pour le ${at}.`).waitFor();
    await sending.getByTestId('flag-mailSent').getByText('Mails envoyés : non').waitFor();
    // A scheduled campaign is shown, not edited, and can go back to draft until it leaves.
    await page.getByTestId('campaign-back-to-draft').waitFor();
    assert.equal(await page.getByTestId('campaign-send').count(), 0);

    // Its time comes: the page, asking every two seconds, shows it sent.
    await sending.getByTestId('campaign-status').getByText('Envoyée').waitFor({ timeout: 120_000 });
    await sending.getByTestId('stat-recipients').filter({ hasText: /^3$/ }).waitFor();
    await sending.getByTestId('stat-sent').filter({ hasText: /^3$/ }).waitFor();
    await sending.getByTestId('stat-failed').filter({ hasText: /^0$/ }).waitFor();
    // The flags of the campaign say where the job is: done with, mails created and sent.
    await sending.getByTestId('flag-processing').getByText('Traitement en cours : non').waitFor();
    await sending.getByTestId('flag-mailCreated').getByText('Mails créés : oui').waitFor();
    await sending.getByTestId('flag-mailSent').getByText('Mails envoyés : oui').waitFor();
    // The statistics are drawn with the chart package: the recipients' outcome and the mails per hour.
    await sending
      .getByRole('img', {
        name: '3 destinataires : 3 envoyés, 0 en échec, 0 à envoyer ; 0 désabonnés depuis.',
      })
      .waitFor();
    await sending.getByTestId('campaign-hours-chart').locator('svg').first().waitFor();
    assert.equal(await page.getByTestId('campaign-back-to-draft').count(), 0);

    await page.goto('/mailCampain?status=Sent');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('3 / 3 envoyés').waitFor();
    await row.getByText('Envoyée').waitFor();

    // Each reader got it once, handed to the SMTP server ("Remis"), with the campaign's unsubscribe line.
    await page.goto(`/public/mail?search=${encodeURIComponent(String(run))}`);
    const mails = page.locator('table tbody tr');
    for (const reader of readers) await mails.filter({ hasText: reader }).waitFor();
    assert.equal(await mails.count(), 3);
    await mails.filter({ hasText: readers[2] }).click();
    await page
      .getByTestId('mail-to')
      .getByText(readers[2] ?? '')
      .waitFor();
    await page.getByTestId('mail-tries').locator('tbody tr').first().getByText('Remis').waitFor();
    const body = page.frameLocator('[data-testid="mail-body"]');
    await body.getByText('voici la rentrée.').waitFor();
    await body.getByText(/Se désabonner/).waitFor();
  });
});

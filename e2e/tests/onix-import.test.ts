import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser, signedInPage, violationsBesideToasts } from '../src/browser.ts';

const fixtures = fileURLToPath(new URL('../../fixtures/onix/', import.meta.url));

/**
 * A real feed (immatériel, 4 ebooks) with one more record: a copy of the first one whose EAN has a
 * wrong check digit, so it is reported and skipped while the four others import.
 */
const feedWithOneBrokenRecord = () => {
  const source = readFileSync(`${fixtures}fr-immateriel-phebus-4-products-3.0.xml`, 'utf8');
  const first = source.slice(source.indexOf('<Product>'), source.indexOf('</Product>') + '</Product>'.length);
  const broken = first
    .replace(
      '<RecordReference>immateriel.fr-RP64120</RecordReference>',
      '<RecordReference>e2e-broken</RecordReference>',
    )
    .replace('<IDValue>3019002489208</IDValue>', '<IDValue>3019002489209</IDValue>');
  assert.notEqual(broken, first);
  const end = source.lastIndexOf('</ONIXMessage>');
  const file = `${source.slice(0, end)}${broken}\n${source.slice(end)}`;
  // The line of the broken record's <Product> tag, the one above its reference.
  const line = file.split('\n').findIndex((text) => text.includes('<RecordReference>e2e-broken<'));
  return { file: Buffer.from(file, 'utf8'), line };
};

describe('the ONIX import of the product list', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when a file with one malformed record is dropped, then the report counts the records and lists the one skipped', async () => {
    const { file, line } = feedWithOneBrokenRecord();
    const { page, context } = await signedInPage(browser);
    await page.goto('/catalog/product');
    await page.getByTestId('onix-import').click();
    const drawer = page.getByRole('dialog', { name: 'Import ONIX' });
    await drawer.waitFor();
    await drawer.getByTestId('onix-dropzone').waitFor();

    await drawer
      .getByTestId('onix-dropzone')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'phebus-et-une-notice-cassee.xml', mimeType: 'application/xml', buffer: file });

    const report = drawer.getByTestId('onix-report');
    await report.locator('[data-testid="onix-state"][data-state="completed"]').waitFor({ timeout: 30_000 });
    assert.equal(await report.getByRole('heading').textContent(), 'phebus-et-une-notice-cassee.xml');
    const count = (name: string) => report.getByTestId(`onix-count-${name}`).textContent();
    assert.deepEqual(
      {
        records: await count('records'),
        created: await count('created'),
        updated: await count('updated'),
        unchanged: await count('unchanged'),
        skipped: await count('skipped'),
      },
      { records: '5', created: '4', updated: '0', unchanged: '0', skipped: '1' },
    );
    await report.getByText('1 notice ignorée').waitFor();
    const errors = report.getByTestId('onix-errors').locator('tbody tr');
    assert.equal(await errors.count(), 1);
    assert.deepEqual(await errors.first().locator('td').allTextContents(), [
      String(line),
      'e2e-broken',
      "L'EAN 3019002489209 a une clé de contrôle fausse.",
    ]);

    // The history lists it; the list behind shows the products imported.
    const history = drawer.getByTestId('onix-history');
    await history
      .getByRole('button', { name: 'Voir le rapport de phebus-et-une-notice-cassee.xml' })
      .waitFor();
    const row = history.locator('tbody tr').first();
    await row.locator('[data-state="completed"]').waitFor();
    const cells = await row.locator('td').allTextContents();
    assert.deepEqual(cells.slice(1), ['phebus-et-une-notice-cassee.xml', 'Terminé', '5', '4', '0', '0', '1']);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/onix-import.png` });
    assert.deepEqual(await violationsBesideToasts(page), []);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/onix-import.png` });

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByText("Certaines n'avaient jamais vu la mer").first().waitFor();

    // The import ran as a background task: its state reads on the tasks' screen.
    await page.goto('/settings/backgroundTask');
    await page.locator('.mantine-Badge-root[data-state="completed"]').first().waitFor();
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/tasks.png` });
    assert.deepEqual(await violationsBesideToasts(page), []);
    await context.close();
  });

  it('when a path outside the feed folder is given, then the field says why', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/catalog/product');
    await page.getByTestId('onix-import').click();
    const drawer = page.getByRole('dialog', { name: 'Import ONIX' });
    await drawer.getByText('Fichier du serveur', { exact: true }).click();
    await drawer.locator('input[name="onixPath"]').fill('../../etc/passwd');
    await drawer.getByTestId('onix-import-path').click();
    await drawer.getByText('Le fichier doit se trouver dans le dossier des imports de flux.').waitFor();
    await context.close();
  });
});

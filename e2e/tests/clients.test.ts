import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { e2e, launchBrowser, newPage } from '../src/browser.ts';

const client = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../clients/${id}.json`, import.meta.url), 'utf8')) as {
    title: string;
    primaryColor: string;
    footerCredit: string;
  };

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

describe('per-client builds', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when La Plume is built, then its title, colour and credit are the console’s', async () => {
    const plume = client('la-plume');
    const { page, context } = await newPage(browser, { baseURL: e2e.plumeUrl });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    assert.equal(await page.title(), `Connexion · ${plume.title}`);
    assert.equal(await page.getByTestId('client-title').textContent(), plume.title);
    assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), plume.primaryColor);
    const button = page.getByRole('button', { name: 'Se connecter' });
    assert.equal(
      await button.evaluate((element) => getComputedStyle(element).backgroundColor),
      rgb(plume.primaryColor),
    );
    await page.getByText(plume.footerCredit).waitFor();
    // La Plume offers French only: no language switch.
    assert.equal(await page.getByTestId('language-en').count(), 0);
    await context.close();
  });

  it('when the generic client is built, then it shows its own title', async () => {
    const generic = client('generic');
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    assert.equal(await page.title(), `Connexion · ${generic.title}`);
    await page.getByText(generic.footerCredit).waitFor();
    await context.close();
  });
});

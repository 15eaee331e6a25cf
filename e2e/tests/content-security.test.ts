import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { e2e, launchBrowser, signedInPage } from '../src/browser.ts';

/** From the page's first script on: every report of the policy, as `directive blocked-address`. */
const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations);

/** What a script that got into the console's page (a product summary, a name) could do. */
describe('the console’s content security policy', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when staff work in the console, then it breaks none of its own policy, and a script slipped into the page does not run', async () => {
    const { page, context } = await signedInPage(browser);
    await recordViolations(page);
    const response = await page.goto('/catalog/product');
    assert.match(response?.headers()['content-security-policy'] ?? '', /frame-ancestors 'none'/);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(policy ?? '', /script-src 'self';/);
    assert.match(policy ?? '', new RegExp(`connect-src 'self' ${new URL(e2e.apiUrl).origin};`));
    await page.getByRole('heading', { name: 'Produits' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await violations(page), []);

    const ran = await page.evaluate(async () => {
      const target = window as unknown as { injected?: boolean; violations: string[] };
      const inline = document.createElement('script');
      inline.textContent = 'window.injected = true';
      document.body.append(inline);
      const foreign = document.createElement('script');
      foreign.src = 'https://attacker.example/steal.js';
      document.body.append(foreign);
      const handler = document.createElement('img');
      handler.setAttribute('src', 'data:,');
      handler.setAttribute('onerror', 'window.injected = true');
      document.body.append(handler);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { injected: target.injected === true, violations: target.violations };
    });
    assert.equal(ran.injected, false);
    assert.ok(ran.violations.some((violation) => violation.startsWith('script-src-elem inline')));
    assert.ok(ran.violations.some((violation) => violation.includes('attacker.example')));
    await context.close();
  });

  it('when staff save a form its schema rejects, then the fields are checked without eval: the policy reports nothing', async () => {
    const { page, context } = await signedInPage(browser);
    await recordViolations(page);
    await page.goto('/account/detail');
    await page.getByTestId('save').click();
    await page.locator('input[name="userName"][aria-invalid="true"]').waitFor();
    assert.deepEqual(await violations(page), []);
    await context.close();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { screens } from '../../apps/web/src/app/screens.ts';
import {
  type AxeViolation,
  adminToken,
  api,
  launchBrowser,
  navigateInApp,
  newPage,
  seriousViolations,
  signedInPage,
} from '../src/browser.ts';

const report = (path: string, violations: AxeViolation[]) =>
  violations.map(
    (violation) =>
      `${path}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );

const scan = async (page: Page, path: string) => {
  await navigateInApp(page, path);
  return report(path, await seriousViolations(page));
};

describe('accessibility (axe-core): no serious or critical violation', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when a visitor opens the guest screens and a missing page, then none has a serious violation', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    const problems: string[] = [];
    for (const path of [
      '/login',
      '/forgotPassword',
      '/forgotPasswordSuccess',
      '/resetPassword?token=abc',
      '/resetPassword',
      '/resetPasswordSuccess',
      '/nowhere',
    ]) {
      problems.push(...(await scan(page, path)));
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('when the administrator opens every screen of the drawer, then none has a serious violation', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/');
    const problems: string[] = [];
    for (const screen of screens) problems.push(...(await scan(page, screen.path)));
    problems.push(...(await scan(page, '/account?tab=roles')));
    problems.push(...(await scan(page, '/account/detail?id=1')));
    // A product's detail, its tabs of lists of inputs included.
    const product = await api<{ id: number }>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: {
        ean: '9782070368228',
        title: 'Accessible',
        priceWithTax: 12.5,
        authors: [{ name: 'Anne Axe' }],
      },
    });
    const id = product.result.entityOutput?.id;
    assert.ok(id, JSON.stringify(product.result));
    for (const tab of ['identity', 'publishing', 'prices', 'media'])
      problems.push(...(await scan(page, `/catalog/product/detail?id=${id}&tab=${tab}`)));
    assert.deepEqual(problems, []);
    await context.close();
  });
});

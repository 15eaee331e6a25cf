import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminSession } from '../src/browser.ts';

/* The navigation drawer: every screen is built, the groups fold by the keyboard. */

describe('the navigation drawer', () => {
  const session = adminSession();

  it('when every screen is built, then the drawer marks none as coming', async () => {
    await session.page.goto('/');
    await session.page.getByTestId('nav-group-analytics').click();
    // Analytics was the last group to come (menus, popups and posts are built too).
    await session.page.getByTestId('nav-item-/analytics/profiling').waitFor();
    assert.equal(
      await session.page.getByTestId('nav-item-/analytics/profiling').getByText('Bientôt').count(),
      0,
    );
    await session.page.getByTestId('nav-group-cms').click();
    await session.page.getByTestId('nav-item-/cms/menu').waitFor();
    assert.equal(await session.page.getByTestId('nav-item-/cms/menu').getByText('Bientôt').count(), 0);
    assert.equal(await session.page.getByTestId('nav-item-/cms/popup').getByText('Bientôt').count(), 0);
    assert.equal(await session.page.getByTestId('nav-item-/cms/post').getByText('Bientôt').count(), 0);
    assert.equal(await session.page.getByTestId('nav-item-/catalog/product').getByText('Bientôt').count(), 0);
    // The group headers are buttons: the keyboard folds and unfolds them.
    const catalog = session.page.getByTestId('nav-group-catalog');
    assert.equal(await catalog.evaluate((element) => element.tagName), 'BUTTON');
  });
});

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';

interface Post {
  id: number;
  version: number;
}

describe('event registrations', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when a visitor registers to a published event from the site, then staff see it under the event with the seats taken', async () => {
    const token = await adminToken();
    const created = await api<Post>('POST', '/BackOffice/Post/Post', {
      token,
      body: {
        postType: 'Event',
        localizations: [{ locale: 'fr', title: 'Rencontre avec Annie Ernaux' }],
        eventStart: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        eventCapacity: 40,
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.result));
    let post = created.result.entityOutput as Post;
    for (const action of ['Submit', 'Validate', 'Publish']) {
      const step = await api<Post>('PUT', '/BackOffice/Post/PostStatus', {
        token,
        body: { id: post.id, version: post.version, action, reason: null },
      });
      assert.equal(step.status, 200, JSON.stringify(step.result));
      post = step.result.entityOutput as Post;
    }
    const registered = await api('POST', '/Public/EventRegistration/EventRegistration', {
      body: {
        eventId: post.id,
        lastName: 'Lefebvre',
        firstName: 'Jeanne',
        email: 'jeanne.lefebvre@example.org',
        phone: '06 11 22 33 44',
        comments: 'Nous viendrons à deux.',
        buyBook: true,
      },
    });
    assert.equal(registered.status, 200, JSON.stringify(registered.result));

    const { page } = await signedInPage(browser);
    await page.goto(`/cms/eventRegistration?eventId=${post.id}`);
    await page.getByRole('heading', { name: 'Inscriptions aux événements' }).waitFor();
    await page.getByText('Lefebvre Jeanne').waitFor();
    await page.getByText('jeanne.lefebvre@example.org').waitFor();
    assert.equal(await page.getByTestId('event-seats').textContent(), '1 inscrit sur 40 places');
    const download = page.waitForEvent('download');
    await page.getByTestId('export-registrations').click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^inscriptions-.*\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    assert.match(
      csv,
      /Lefebvre;Jeanne;jeanne\.lefebvre@example\.org;06 11 22 33 44;Nous viendrons à deux\.;1/,
    );

    // The event's seats are set in the post editor.
    await page.goto(`/cms/post/detail?id=${post.id}`);
    assert.equal(await page.locator('input[name="eventCapacity"]').inputValue(), '40');
  });
});

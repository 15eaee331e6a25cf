import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';

describe('media library', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when staff upload a picture, then the grid shows it, its detail its three renditions and the post that uses it', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const { page } = await signedInPage(browser);
    await page.goto('/cms/media');
    await page.getByRole('heading', { name: 'Médiathèque' }).waitFor();
    await page.getByTestId('add-media').click();
    await page.getByTestId('media-title-fr').fill('Vitrine de Noël');
    await page.getByTestId('media-title-en').fill('Christmas window');
    await page.getByTestId('media-alt-fr').fill('La vitrine décorée pour Noël');
    await page.getByTestId('media-alt-en').fill('The window dressed for Christmas');
    await page
      .getByTestId('add-media-form')
      .locator('input[type=file]')
      .setInputFiles({ name: 'vitrine.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByTestId('add-media-submit').click();

    // The new media opens with its sizes for the site.
    await page.getByTestId('media-form').waitFor();
    const renditions = page.getByTestId('media-rendition');
    await renditions.nth(2).waitFor();
    assert.equal(await renditions.count(), 3);
    assert.match((await renditions.nth(0).textContent()) ?? '', /Vignette.*320 × 240 px/);
    assert.match((await renditions.nth(2).textContent()) ?? '', /Grande.*1600 × 1200 px/);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    // A post uses it: the media says so, and the grid finds it by its title.
    const token = await adminToken();
    const created = await api('POST', '/BackOffice/Post/Post', {
      token,
      body: {
        postType: 'Article',
        localizations: [{ locale: 'fr', title: 'Notre vitrine de Noël' }],
        mediaIds: [id],
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.result));
    await page.reload();
    await page.getByTestId('media-usages').getByText('Notre vitrine de Noël').waitFor();
    await page.goto('/cms/media?search=No%C3%ABl');
    await page.getByTestId('media-card').first().waitFor();
    assert.equal(
      await page.getByTestId('media-thumbnail').first().getAttribute('alt'),
      'La vitrine décorée pour Noël',
    );
  });
});

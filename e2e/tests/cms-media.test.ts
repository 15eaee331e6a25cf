import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { adminToken, api, e2e, launchBrowser, signedInPage } from '../src/browser.ts';

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

  it('when a page’s carousel chooses a library picture by its title, then the preview shows the picture and the site reads it', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 160, g: 40, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    // Sent as the console sends it: multipart, the JSON first, then the file.
    const form = new FormData();
    form.append(
      'media',
      JSON.stringify({
        mediaType: 'ImageCustom',
        localizations: [
          { locale: 'fr', title: 'Vitrine de printemps', altText: 'La vitrine fleurie du printemps' },
          { locale: 'en', title: 'Spring window', altText: 'The window in bloom' },
        ],
      }),
    );
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'printemps.jpg');
    const sent = await fetch(`${e2e.apiUrl}/BackOffice/Media/Media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
      body: form,
    });
    const id = ((await sent.json()) as { entityOutput: { id: number } }).entityOutput.id;
    const { page, context } = await signedInPage(browser);
    await page.goto('/cms/page/detail');
    await page.getByRole('heading', { name: 'Nouvelle page' }).waitFor();
    await page.locator('input[name="name"]').fill('Vitrines e2e');
    await page.locator('input[name="titleFr"]').fill('Nos vitrines');
    await page.locator('input[name="urlFr"]').fill('nos-vitrines-e2e');
    await page.locator('input[name="isPublished"]').check();
    await page.getByTestId('palette-type').click();
    await page.getByRole('option', { name: 'Carrousel d’images', exact: true }).click();
    await page.getByTestId('palette-add').click();
    const bloc = page.getByTestId('builder-bloc').first();
    await bloc.getByRole('group').click({ position: { x: 60, y: 12 } });
    await page.getByTestId('bloc-pictures').click();
    await page.getByRole('option', { name: 'Vitrine de printemps' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('page-preview-open').click();
    const picture = page
      .frameLocator('[data-testid="preview-frame"]')
      .getByRole('img', { name: 'La vitrine fleurie du printemps' });
    await picture.waitFor();
    const width = await picture.evaluate((image: HTMLImageElement) =>
      image.complete
        ? image.naturalWidth
        : new Promise<number>((resolve) => {
            image.onload = () => resolve(image.naturalWidth);
            image.onerror = () => resolve(0);
          }),
    );
    assert.ok(width > 0, 'the preview loads the picture');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/cms\/page\/detail\?id=\d+/);
    const site = await api<{ blocs: { media: { id: number; title: string; url: string }[] }[] }>(
      'GET',
      '/Public/Page/Page?relativeUrl=nos-vitrines-e2e',
    );
    assert.deepEqual(
      site.result.entityOutput?.blocs[0]?.media.map((media) => [media.id, media.title]),
      [[id, 'Vitrine de printemps']],
    );
    await context.close();
  });
});

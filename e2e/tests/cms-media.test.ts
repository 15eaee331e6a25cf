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

  it('when a post takes a library picture in its text and as its main picture, and a book found by title, then its sandboxed preview shows them and the picture names the post', async () => {
    const token = await adminToken();
    const form = new FormData();
    form.append(
      'media',
      JSON.stringify({
        mediaType: 'ImageCustom',
        localizations: [
          { locale: 'fr', title: 'Été à la librairie', altText: 'La terrasse de la librairie en été' },
          { locale: 'en', title: 'Summer at the bookshop', altText: 'The bookshop’s terrace in summer' },
        ],
      }),
    );
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 220, g: 170, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'ete.jpg');
    const uploaded = await fetch(`${e2e.apiUrl}/BackOffice/Media/Media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const media = ((await uploaded.json()) as { entityOutput: { id: number } }).entityOutput;
    assert.equal(uploaded.status, 200);
    const book = await api('POST', '/BackOffice/Catalog/Product', {
      token,
      body: {
        ean: '9782070367870',
        title: 'Le Hussard sur le toit',
        authors: [{ name: 'Jean Giono', role: 'A01' }],
        publishers: ['Gallimard'],
        productForm: 'BC',
        priceWithTax: 10.5,
        taxRate: 0.055,
        stock: 2,
        availability: '21',
        releaseDate: '1972-01-01',
      },
    });
    assert.equal(book.status, 200, JSON.stringify(book.result));

    const { page } = await signedInPage(browser);
    await page.goto('/cms/post/detail');
    await page.getByRole('heading', { name: 'Nouvel article' }).waitFor();
    await page.locator('input[name="localizations.0.title"]').fill('Un été avec Giono');
    await page.getByTestId('description-fr').locator('.ProseMirror').fill('Une saison de lectures.');

    // A picture of the library, found without its accent, goes in the text at the size chosen.
    await page.getByTestId('description-fr-insert-picture').click();
    const picker = page.getByTestId('media-picker');
    await picker.getByTestId('media-search').fill('ete a la');
    await picker.getByTestId('media-card').filter({ hasText: 'Été à la librairie' }).click();
    await picker.getByTestId('picture-size').getByText('Grande').click();
    await picker.getByTestId('media-picker-confirm').click();
    const inText = page.getByTestId('description-fr').locator('.ProseMirror img');
    await inText.waitFor();
    assert.match(
      (await inText.getAttribute('src')) ?? '',
      new RegExp(`/Common/Media/File\\?id=${media.id}&rendition=large$`),
    );

    // The same picture as the post's main picture.
    await page.getByTestId('choose-media').click();
    await picker.getByTestId('media-search').fill('été');
    await picker.getByTestId('media-card').filter({ hasText: 'Été à la librairie' }).click();
    await picker.getByTestId('media-picker-confirm').click();
    await page
      .getByTestId('post-media-item')
      .filter({ hasText: 'Été à la librairie' })
      .getByTestId('main-picture')
      .waitFor();

    // A book found by its title.
    await page.getByTestId('book-search').fill('hussard');
    await page.getByRole('option', { name: /Le Hussard sur le toit — Jean Giono/ }).click();
    await page.getByTestId('post-books').getByText('Le Hussard sur le toit').waitFor();

    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/cms\/post\/detail\?id=\d+/);

    // The preview: the site's page in a frame where nothing runs.
    await page.getByTestId('post-preview-open').click();
    const frame = page.getByTestId('post-preview-frame');
    assert.equal(await frame.getAttribute('sandbox'), '');
    const site = page.frameLocator('[data-testid="post-preview-frame"]');
    await site.getByRole('heading', { name: 'Un été avec Giono' }).waitFor();
    await site.getByText('Le Hussard sur le toit').waitFor();
    await site.getByText('Une saison de lectures.').waitFor();
    assert.equal(await site.locator('img[alt="La terrasse de la librairie en été"]').count(), 2);
    await page.keyboard.press('Escape');

    // The library says where the picture is used.
    await page.goto(`/cms/media/detail?id=${media.id}`);
    await page.getByTestId('media-usages').getByText('Un été avec Giono').waitFor();
  });
});

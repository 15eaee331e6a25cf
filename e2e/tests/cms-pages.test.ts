import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';

/** A staff member who builds pages (and reads posts for the pickers). */
const builder = async () => {
  const userName = 'webmestre';
  const password = `${userName}-password-1`;
  const created = await api('POST', '/BackOffice/User/User', {
    token: await adminToken(),
    body: {
      userName,
      email: `${userName}@librairie.example`,
      firstName: 'Wendy',
      lastName: 'Webmestre',
      password,
      claimTypes: [
        { id: 'Permission.BackOffice.Cms.PagesManage' },
        { id: 'Permission.BackOffice.Cms.PostList' },
      ],
    },
  });
  assert.equal(created.status, 200, JSON.stringify(created.result));
  return [userName, password] as const;
};

/** Drags `source` onto `target` with the mouse, in small steps (the builder starts a drag after 5 px). */
const drag = async (page: Page, source: Locator, target: Locator) => {
  // The palette at the top of the window, the columns under it: both in view for the mouse.
  await page.getByTestId('builder-layout').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  assert.ok(from && to);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
};

const selectOption = async (page: Page, input: Locator, option: string) => {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('pages built from blocs', () => {
  let browser: Browser;
  let staff: readonly [string, string];
  before(async () => {
    browser = await launchBrowser();
    staff = await builder();
  });
  after(() => browser.close());

  it('when a two-column page is built by drag and drop, then a row that does not fill is refused until fixed, and the preview shows it', async () => {
    const { page, context } = await signedInPage(browser, ...staff);
    await page.setViewportSize({ width: 1400, height: 1500 });
    await page.goto('/cms/page/detail');
    await page.getByRole('heading', { name: 'Nouvelle page' }).waitFor();
    await page.locator('input[name="name"]').fill('Rentrée e2e');
    await page.locator('input[name="titleFr"]').fill('La rentrée littéraire');
    await selectOption(page, page.getByTestId('page-layout'), 'Deux colonnes égales');
    await page.getByTestId('column-side').waitFor();

    // Two blocs dragged from the palette: an HTML bloc into the main column, an agenda into the side one.
    await drag(page, page.getByTestId('palette-Html'), page.getByTestId('column-main'));
    await page.getByTestId('builder-bloc').first().waitFor();
    await drag(page, page.getByTestId('palette-HardCodedAgenda'), page.getByTestId('column-side'));
    const blocs = page.getByTestId('builder-bloc');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="builder-bloc"]').length === 2);
    assert.equal(await page.getByTestId('column-main').getByTestId('builder-bloc').count(), 1);
    assert.equal(
      await page.getByTestId('column-side').getByTestId('builder-bloc').getAttribute('data-bloc-type'),
      'HardCodedAgenda',
    );
    await page.getByTestId('builder-validation').getByText('Chaque rangée remplit sa colonne.').waitFor();

    // The HTML bloc's settings in the side panel.
    await blocs.first().getByText('HTML').first().click();
    await page.getByTestId('bloc-title-fr').fill('Édito');
    await page.getByTestId('bloc-html-fr').fill('<p>Bienvenue à la rentrée.</p>');

    // Narrowed by dragging its right edge, its row no longer fills the column: said live, and refused on save.
    const main = page.getByTestId('column-main').getByTestId('builder-bloc');
    const edge = main.getByTestId('bloc-resize');
    const box = await main.boundingBox();
    assert.ok(box);
    await drag(page, edge, page.getByTestId('column-main').getByText('Colonne principale · 50 %'));
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="column-main"] [data-testid="builder-bloc"]')
          ?.getAttribute('data-width') === '25',
    );
    const problem =
      'Le bloc 1 « Édito » termine une rangée à 25 % sur 50 % : une rangée doit remplir sa colonne.';
    await page.getByTestId('builder-validation').getByText(problem).waitFor();
    await page.getByRole('button', { name: 'Créer' }).click();
    // The API refuses it too, naming the bloc and the reason.
    await page.locator('.mantine-Notification-root', { hasText: problem }).first().waitFor();
    assert.match(page.url(), /\/cms\/page\/detail$/);

    // Undo puts the width back; the page is created.
    await page.getByTestId('builder-undo').click();
    await page.getByTestId('builder-validation').getByText('Chaque rangée remplit sa colonne.').waitFor();
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/cms\/page\/detail\?id=\d+/);

    // The preview renders the page in a sandboxed frame, at desktop then mobile width.
    await page.getByTestId('page-preview-open').click();
    const frame = page.getByTestId('preview-frame');
    await frame.waitFor();
    assert.equal(await frame.getAttribute('sandbox'), '');
    assert.equal(await frame.getAttribute('data-width'), '1024');
    await page.frameLocator('[data-testid="preview-frame"]').getByText('Bienvenue à la rentrée.').waitFor();
    await page.getByTestId('preview-width').getByText('Mobile').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="preview-frame"]')?.getAttribute('data-width') === '375',
    );
    assert.equal(Math.round((await frame.boundingBox())?.width ?? 0), 375);
    await context.close();
  });

  it('when a two-column page is built with the keyboard only, then its blocs move, change column and width, and it saves', async () => {
    const { page, context } = await signedInPage(browser, ...staff);
    await page.goto('/cms/page/detail');
    await page.getByRole('heading', { name: 'Nouvelle page' }).waitFor();
    await page.locator('input[name="name"]').fill('Clavier e2e');
    await page.locator('input[name="titleFr"]').fill('Page au clavier');
    await selectOption(page, page.getByTestId('page-layout'), 'Deux colonnes, fine à droite');
    await page.getByTestId('column-side').waitFor();

    // Two HTML blocs added with the palette's button, by the keyboard.
    const add = page.getByTestId('palette-add');
    await add.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="builder-bloc"]').length === 2);
    const blocs = page.getByTestId('builder-bloc');
    // Both fill the main column (75 %) one per row; the second goes to the side column.
    await blocs.nth(1).getByTestId('bloc-column').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('column-side').getByTestId('builder-bloc').waitFor();
    assert.equal(
      await page.getByTestId('column-side').getByTestId('builder-bloc').getAttribute('data-width'),
      '25',
    );

    // Its width by the arrows of its edge: the main bloc goes to 50 % (refused live), then back to 75 %.
    const edge = page.getByTestId('column-main').getByTestId('bloc-resize');
    await edge.focus();
    await page.keyboard.press('ArrowLeft');
    await page
      .getByTestId('builder-validation')
      .getByText(/termine une rangée à 50 % sur 75 %/)
      .waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('builder-validation').getByText('Chaque rangée remplit sa colonne.').waitFor();

    // Their HTML, then saved.
    for (const [index, html] of [
      [0, '<p>Colonne principale</p>'],
      [1, '<p>Colonne fine</p>'],
    ] as const) {
      await blocs
        .nth(index)
        .getByRole('group')
        .click({ position: { x: 60, y: 12 } });
      await page.getByTestId('bloc-html-fr').fill(html);
    }
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/cms\/page\/detail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const saved = await api<{ blocs: { column: string; width: number }[] }>(
      'GET',
      `/BackOffice/Page/Page?id=${id}`,
      {
        token: await adminToken(),
      },
    );
    assert.deepEqual(
      saved.result.entityOutput?.blocs.map((bloc) => [bloc.column, bloc.width]),
      [
        ['main', 75],
        ['side', 25],
      ],
    );
    await context.close();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  adminToken,
  api,
  launchBrowser,
  signedInPage,
  sleep,
  violationsBesideToasts,
} from '../src/browser.ts';
import { createAuthor } from '../src/shop.ts';

/** The error Mantine shows under an input, found through the input's aria-describedby. */
const errorOf = async (page: Page, name: string) => {
  const input = page.locator(`input[name="${name}"]`);
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? [];
  for (const id of ids) {
    const text = await page.locator(`[id="${id}"]`).textContent();
    if (id.endsWith('-error')) return text;
  }
  return null;
};

describe('the detail form', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser.close());

  it('when a required field is empty, then the first failing rule shows at that field before any call', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/account/detail');
    await page.getByTestId('save').click();
    await page.locator('input[name="userName"][aria-invalid="true"]').waitFor();
    assert.equal(await errorOf(page, 'userName'), 'Ce champ est obligatoire.');
    assert.equal(await errorOf(page, 'firstName'), 'Ce champ est obligatoire.');
    await context.close();
  });

  it('when the server rejects a field, then its message shows at that field and nowhere else', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/account/detail');
    await page.locator('input[name="userName"]').fill('admin');
    await page.locator('input[name="email"]').fill('another-admin@example.com');
    await page.locator('input[name="firstName"]').fill('Anne');
    await page.locator('input[name="lastName"]').fill('Doublon');
    await page.locator('input[name="password"]').fill('a-long-password-1');
    await page.getByTestId('save').click();
    await page.locator('input[name="userName"][aria-invalid="true"]').waitFor();
    assert.equal(await errorOf(page, 'userName'), "Ce nom d'utilisateur est déjà pris.");
    assert.equal(await errorOf(page, 'email'), null);
    // And the toast of SPEC §8: the first error.
    await page
      .locator('.mantine-Notification-root', { hasText: "Ce nom d'utilisateur est déjà pris." })
      .first()
      .waitFor();
    // Changing the field clears the server's error about it.
    await page.locator('input[name="userName"]').fill('anne-doublon');
    assert.equal(await errorOf(page, 'userName'), null);
    await context.close();
  });

  it('when two people edit the same user, then the second save meets a conflict and can reload', async () => {
    const created = await api<{ id: number }>('POST', '/BackOffice/User/User', {
      token: await adminToken(),
      body: {
        userName: 'conflicted',
        email: 'conflicted@example.com',
        firstName: 'Claire',
        lastName: 'Conflit',
        password: 'conflict-password-1',
      },
    });
    const id = created.result.entityOutput?.id;
    assert.ok(id, JSON.stringify(created.result));
    const first = await signedInPage(browser);
    const second = await signedInPage(browser);
    for (const { page } of [first, second]) {
      await page.goto(`/account/detail?id=${id}`);
      await page.locator('input[name="firstName"]').waitFor();
    }
    await first.page.locator('input[name="firstName"]').fill('Claudine');
    await first.page.getByTestId('save').click();
    await first.page.locator('.mantine-Notification-root', { hasText: 'Succès !' }).first().waitFor();

    await second.page.locator('input[name="lastName"]').fill('Conflictuelle');
    await second.page.getByTestId('save').click();
    await second.page.getByTestId('conflict').waitFor();
    await second.page.getByTestId('conflict-reload').click();
    await second.page.locator('input[name="firstName"][value="Claudine"]').waitFor();
    assert.equal(await second.page.locator('input[name="lastName"]').inputValue(), 'Conflit');
    await first.context.close();
    await second.context.close();
  });

  it('when someone else saved meanwhile, then the comparison shows each field that differs, and my change saves on their version', async () => {
    // Access tokens last 5 s in these tests: each call below takes a fresh one.
    const token = await adminToken();
    interface Author {
      id: number;
      version: number;
      name: string;
      biography: string | null;
    }
    const created = (
      await api<Author>('POST', '/BackOffice/GenericList/Author', {
        token,
        body: { name: 'Émile Zola', biography: 'Romancier.' },
      })
    ).result.entityOutput;
    assert.ok(created);
    const { page, context } = await signedInPage(browser);
    await page.goto(`/catalog/author/detail?id=${created.id}`);
    await page.locator('input[name="name"]').fill('Émile Édouard Charles Antoine Zola');
    // Meanwhile, someone else changes the name and the biography.
    const theirs = await api<Author>('PUT', '/BackOffice/GenericList/Author', {
      token: await adminToken(),
      body: { id: created.id, version: created.version, name: 'Zola', biography: 'Romancier naturaliste.' },
    });
    assert.equal(theirs.status, 200, JSON.stringify(theirs.result));
    await page.getByTestId('save').click();
    await page.getByTestId('conflict').waitFor();
    assert.deepEqual(await violationsBesideToasts(page), []);

    await page.getByTestId('conflict-compare').click();
    const comparison = page.getByRole('dialog', { name: 'Vos modifications et la version enregistrée' });
    await comparison.waitFor();
    const row = (field: string) => comparison.locator(`tr[data-field="${field}"]`);
    assert.deepEqual(await row('name').locator('td').allTextContents(), [
      'Nom',
      'Émile Édouard Charles Antoine Zola',
      'Zola',
      'La vôtrePrendre la leur',
    ]);
    assert.deepEqual(await row('biography').locator('td').allTextContents(), [
      'BiographieChangé par quelqu’un d’autre seulement : repris.',
      'Romancier.',
      'Romancier naturaliste.',
      'La leurReprendre la mienne',
    ]);
    assert.equal(await comparison.locator('tbody tr').count(), 2);
    // The modal fades in: scanned half-transparent, its text would seem pale.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((animation) => animation.finished),
      ),
    );
    if (process.env.E2E_SCREENSHOTS)
      await sleep(300).then(() =>
        page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/conflict-comparison.png` }),
      );
    assert.deepEqual(await violationsBesideToasts(page), []);

    // Taking theirs for the name, then mine back: the form follows each choice.
    await comparison.getByRole('button', { name: 'Prendre la leur : Nom' }).click();
    assert.equal(await page.locator('input[name="name"]').inputValue(), 'Zola');
    await comparison.getByRole('button', { name: 'Reprendre la mienne : Nom' }).click();
    assert.equal(await page.locator('input[name="name"]').inputValue(), 'Émile Édouard Charles Antoine Zola');
    await comparison.getByTestId('keep-mine').click();
    await comparison.waitFor({ state: 'hidden' });
    assert.equal(await page.locator('textarea[name="biography"]').inputValue(), 'Romancier naturaliste.');

    // Saving now sends the new version: my name, their biography.
    await page.getByTestId('save').click();
    await page.locator('.mantine-Notification-root', { hasText: 'Succès !' }).first().waitFor();
    const saved = (
      await api<Author>('GET', `/BackOffice/GenericList/Author?id=${created.id}`, {
        token: await adminToken(),
      })
    ).result.entityOutput;
    assert.deepEqual(
      { name: saved?.name, biography: saved?.biography, version: saved?.version },
      {
        name: 'Émile Édouard Charles Antoine Zola',
        biography: 'Romancier naturaliste.',
        version: created.version + 2,
      },
    );
    await context.close();
  });

  it('when staff change a field, then the save bar names it, and Discard restores what was saved', async () => {
    const { page, context } = await signedInPage(browser);
    const author = await createAuthor('Marguerite Yourcenar');
    await page.goto(`/catalog/author/detail?id=${author.id}`);
    const name = page.locator('input[name="name"]');
    await name.waitFor();
    assert.equal(await page.getByTestId('save-bar').count(), 0);
    assert.equal(await page.getByTestId('save').isDisabled(), true);

    await name.fill('Marguerite Yourcenar (1903-1987)');
    const bar = page.getByTestId('save-bar');
    await bar.waitFor();
    assert.equal(await bar.textContent(), 'Modification non enregistrée : Nom');
    assert.equal(await page.getByTestId('save').isEnabled(), true);
    await page.getByTestId('discard').click();
    assert.equal(await name.inputValue(), 'Marguerite Yourcenar');
    await bar.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('save').isDisabled(), true);

    // Ctrl+S saves from the keyboard, and the toast leaves the save button clickable.
    await name.fill('Marguerite Yourcenar, de l’Académie');
    await page.keyboard.press('Control+s');
    await page.locator('.mantine-Notification-root').first().waitFor();
    await bar.waitFor({ state: 'detached' });
    const save = await page.getByTestId('save').boundingBox();
    assert.ok(save);
    const covered = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('.mantine-Notification-root')),
      [save.x + save.width / 2, save.y + save.height / 2] as const,
    );
    assert.equal(covered, false);
    const { result } = await api<{ name: string }>('GET', `/BackOffice/GenericList/Author?id=${author.id}`, {
      token: await adminToken(),
    });
    assert.equal(result.entityOutput?.name, 'Marguerite Yourcenar, de l’Académie');
    await context.close();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { adminToken, api, apiLogin, launchBrowser, signedInPage } from '../src/browser.ts';

const postList = 'Permission.BackOffice.Cms.PostList';

/** A staff member holding only these claims; answers its user name and password. */
const staffWith = async (userName: string, claims: string[]) => {
  const password = `${userName}-password-1`;
  const created = await api('POST', '/BackOffice/User/User', {
    token: await adminToken(),
    body: {
      userName,
      email: `${userName}@librairie.example`,
      firstName: userName === 'autrice' ? 'Anne' : 'Éric',
      lastName: userName === 'autrice' ? 'Autrice' : 'Éditeur',
      password,
      claimTypes: claims.map((id) => ({ id })),
    },
  });
  assert.equal(created.status, 200, JSON.stringify(created.result));
  return [userName, password] as const;
};

describe('posts and their editorial workflow', () => {
  let browser: Browser;
  let author: readonly [string, string];
  let editor: readonly [string, string];
  before(async () => {
    browser = await launchBrowser();
    author = await staffWith('autrice', [postList, 'Permission.BackOffice.Cms.PostCreateEditIfOwner']);
    editor = await staffWith('editeur', [postList, 'Permission.BackOffice.Cms.PostCreateEditAll']);
  });
  after(() => browser.close());

  it('when an author writes and submits a post and an editor validates and publishes it, then the site reads it', async () => {
    const asAuthor = await signedInPage(browser, ...author);
    const page = asAuthor.page;
    await page.goto('/cms/post');
    await page.getByRole('heading', { name: 'Articles' }).waitFor();
    await page.getByTestId('new-post').click();
    await page.getByRole('heading', { name: 'Nouvel article' }).waitFor();
    await page
      .locator('input[name="localizations.0.title"]')
      .fill('Nos lectures d’automne : l’œuvre de Giono');
    await page
      .getByTestId('lead-fr')
      .locator('.ProseMirror')
      .fill('Trois romans pour les soirées qui rallongent.');
    await page.getByTestId('propose-url-fr').click();
    const url = page.locator('input[name="localizations.0.relativeUrl"]');
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="localizations.0.relativeUrl"]') as HTMLInputElement | null)
          ?.value !== '',
    );
    assert.equal(await url.inputValue(), 'nos-lectures-d-automne-l-oeuvre-de-giono');
    await page.getByTestId('seo-preview').getByText('Nos lectures d’automne : l’œuvre de Giono').waitFor();
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/cms\/post\/detail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByTestId('post-status').getByText('Brouillon').waitFor();
    // An author submits; it never sees the editor's steps.
    assert.equal(await page.getByTestId('post-action-Validate').count(), 0);
    await page.getByTestId('post-action-Submit').click();
    await page.getByTestId('post-status').getByText('En attente de validation').waitFor();
    assert.equal(await page.getByTestId('post-action-Validate').count(), 0);
    await asAuthor.context.close();

    // Not yet on the site.
    const hidden = await api('GET', '/Public/Post/Post?relativeUrl=nos-lectures-d-automne-l-oeuvre-de-giono');
    assert.equal(hidden.status, 404);

    const asEditor = await signedInPage(browser, ...editor);
    const review = asEditor.page;
    await review.goto(`/cms/post/detail?id=${id}`);
    await review.getByTestId('post-status').getByText('En attente de validation').waitFor();
    await review.getByTestId('post-action-Validate').click();
    await review.getByTestId('post-status').getByText('Validé').waitFor();
    await review.getByTestId('post-action-Publish').click();
    await review.getByTestId('post-status').getByText('Publié').waitFor();
    await review.goto('/cms/post?postStatus=Published');
    await review.locator('table tbody tr', { hasText: 'Nos lectures d’automne' }).waitFor();
    await asEditor.context.close();

    const published = await api<{ id: number; title: string; lead: string }>(
      'GET',
      '/Public/Post/Post?relativeUrl=nos-lectures-d-automne-l-oeuvre-de-giono',
    );
    assert.equal(published.status, 200);
    assert.equal(published.result.entityOutput?.id, id);
    assert.equal(published.result.entityOutput?.title, 'Nos lectures d’automne : l’œuvre de Giono');
    assert.match(published.result.entityOutput?.lead ?? '', /Trois romans pour les soirées qui rallongent/);
  });

  it('when an editor rejects a post with a reason, then its author reads the reason and can change it again', async () => {
    const token = await adminToken();
    const written = await api<{ id: number; version: number }>('POST', '/BackOffice/Post/Post', {
      token:
        (
          await api<{ accessToken: string }>('POST', '/BackOffice/Authentication/Token', {
            body: { userName: author[0], password: author[1] },
          })
        ).result.entityOutput?.accessToken ?? token,
      body: { postType: 'Article', localizations: [{ locale: 'fr', title: 'Un brouillon à revoir' }] },
    });
    const post = written.result.entityOutput;
    assert.ok(post, JSON.stringify(written.result));
    await api('PUT', '/BackOffice/Post/PostStatus', {
      token,
      body: { id: post.id, version: post.version, action: 'Submit' },
    });

    const asEditor = await signedInPage(browser, ...editor);
    await asEditor.page.goto(`/cms/post/detail?id=${post.id}`);
    await asEditor.page.getByTestId('post-action-Reject').click();
    await asEditor.page.locator('textarea[name="reason"]').fill('Le chapeau manque.');
    await asEditor.page.getByTestId('confirm-reject').click();
    await asEditor.page.getByTestId('post-status').getByText('Refusé').waitFor();
    await asEditor.context.close();

    const asAuthor = await signedInPage(browser, ...author);
    await asAuthor.page.goto(`/cms/post/detail?id=${post.id}`);
    await asAuthor.page.getByTestId('rejection-reason').getByText('Le chapeau manque.').waitFor();
    await asAuthor.page.getByTestId('post-action-Submit').waitFor();
    assert.equal(await asAuthor.page.locator('input[name="localizations.0.title"]').isDisabled(), false);
    await asAuthor.context.close();
  });

  /** A draft the author wrote, open on its screen, that the editor submits meanwhile through the API. */
  const draftSubmittedMeanwhile = async (title: string) => {
    const written = await api<{ id: number; version: number }>('POST', '/BackOffice/Post/Post', {
      token: (await apiLogin(...author)).accessToken,
      body: { postType: 'Article', localizations: [{ locale: 'fr', title }] },
    });
    const post = written.result.entityOutput;
    assert.ok(post, JSON.stringify(written.result));
    const asAuthor = await signedInPage(browser, ...author);
    await asAuthor.page.goto(`/cms/post/detail?id=${post.id}`);
    await asAuthor.page.getByTestId('post-status').getByText('Brouillon').waitFor();
    const submitted = await api('PUT', '/BackOffice/Post/PostStatus', {
      token: (await apiLogin(...editor)).accessToken,
      body: { id: post.id, version: post.version, action: 'Submit' },
    });
    assert.equal(submitted.status, 200);
    return { post, ...asAuthor };
  };

  it('when someone moved the post on while it was open, then its step says the post changed and the reload shows where it is', async () => {
    const { page, context } = await draftSubmittedMeanwhile('Un article ouvert deux fois');
    await page.getByTestId('post-action-Submit').click();
    await page.getByTestId('conflict').getByText('L’article a changé').waitFor();
    assert.match(
      (await page.getByTestId('conflict-text').textContent()) ?? '',
      /Quelqu’un a enregistré l’article avant vous : son état n’a pas changé/,
    );
    await page.getByTestId('conflict-reload').click();
    await page.getByTestId('post-status').getByText('En attente de validation').waitFor();
    assert.equal(await page.getByTestId('conflict').count(), 0);
    assert.equal(await page.getByTestId('post-action-Submit').count(), 0);
    await context.close();
  });

  it('when the post’s state refuses its deletion, then the page says why and proposes no reload', async () => {
    const { post, page, context } = await draftSubmittedMeanwhile('Un article soumis entre-temps');
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByTestId('confirm-yes').click();
    await page
      .locator('.mantine-Notification-root', {
        hasText: 'Cet article est en relecture ou publié : repassez-le en brouillon pour le modifier.',
      })
      .waitFor();
    assert.equal(await page.getByTestId('conflict').count(), 0);
    const still = await api('GET', `/BackOffice/Post/Post?id=${post.id}`, { token: await adminToken() });
    assert.equal(still.status, 200);
    await context.close();
  });
});

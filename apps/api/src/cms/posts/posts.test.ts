import {
  activityEndpoints,
  categoryEndpoints,
  claim,
  postEndpoints,
  productEndpoints,
  publicPostEndpoints,
  type TPostCreate,
  type TPostStatus,
  tagEndpoints,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook, tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { createPostsService } from './posts.service.ts';
import { postWriting } from './testing/post-fixtures.ts';

let api: TestApp;
/** Holds PostCreateEditIfOwner: writes and submits its own posts. */
let author: string;
/** Another author. */
let otherAuthor: string;
/** Holds PostCreateEditAll: edits every post, validates, publishes. */
let editor: string;
/** Reads posts only. */
let reader: string;
const BOOK = '9782070368228';

beforeAll(async () => {
  api = await startTestApp();
  const list = claim('Cms', 'PostList');
  author = await tokenWithClaims(api, [list, claim('Cms', 'PostCreateEditIfOwner')]);
  otherAuthor = await tokenWithClaims(api, [list, claim('Cms', 'PostCreateEditIfOwner')]);
  editor = await tokenWithClaims(api, [list, claim('Cms', 'PostCreateEditAll')]);
  reader = await tokenWithClaims(api, [list]);
  await api.call(productEndpoints.create, { body: aBook({ ean: BOOK }), token: api.adminToken });
});
afterAll(() => api.close());

const { anArticle, write, take, postIn } = postWriting(() => api);
const authorsPostIn = (status: TPostStatus) => postIn(status, { owner: author, editor });

/* What each caller gets for each step and each deletion, in each status: post-verdicts.test.ts. */
describe('the editorial workflow', () => {
  it('when a post goes through the workflow, then each step is in the activity log and the post offers only the next steps', async () => {
    let post = await write(author);
    expect(post).toMatchObject({ postStatus: 'Draft', allowedActions: ['Submit'], canEdit: true });
    post = (await take(author, post, 'Submit')).output;
    expect(post).toMatchObject({
      postStatus: 'WaitingForValidation',
      allowedActions: ['BackToDraft'],
      canEdit: false,
    });
    const asEditor = (await api.call(postEndpoints.get, { query: { id: post.id }, token: editor })).output;
    expect(asEditor.allowedActions).toEqual(['Validate', 'Reject', 'BackToDraft']);
    post = (await take(editor, post, 'Reject', 'Le chapeau est trop long.')).output;
    expect(post).toMatchObject({
      postStatus: 'ValidationRejected',
      rejectionReason: 'Le chapeau est trop long.',
    });
    post = (await take(author, post, 'Submit')).output;
    expect(post.rejectionReason).toBeNull();
    post = (await take(editor, post, 'Validate')).output;
    post = (await take(editor, post, 'Publish')).output;
    expect(post.postStatus).toBe('Published');

    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'Post', entityId: String(post.id), pageSize: 50 },
        token: api.adminToken,
      })
    ).output;
    expect(log.items.map((item) => item.action).sort()).toEqual(
      ['create', 'Submit', 'Reject', 'Submit', 'Validate', 'Publish'].sort(),
    );
  });

  it('when a rejection gives no reason, then the reason is asked for', async () => {
    const post = await authorsPostIn('WaitingForValidation');
    const refused = await take(editor, post, 'Reject');
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages[0]?.propertyName).toBe('reason');
  });
});

describe('editing posts', () => {
  it('when an author edits its own draft, then it is saved; a submitted one is locked; another author’s is forbidden', async () => {
    const post = await write(author);
    const body = { ...anArticle(), id: post.id, version: post.version };
    const saved = (await api.call(postEndpoints.update, { body, token: author })).output;
    expect(saved.version).toBe(2);
    const stale = await api.call(postEndpoints.update, { body, token: author });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale-version']);

    const forbidden = await api.call(postEndpoints.update, {
      body: { ...body, version: 2 },
      token: otherAuthor,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors[0]).toMatch(/posts you wrote/);

    const submitted = (await take(author, saved, 'Submit')).output;
    const locked = await api.call(postEndpoints.update, {
      body: { ...body, version: submitted.version },
      token: author,
    });
    expect([locked.status, locked.body.code]).toEqual([409, 'not-allowed']);
    expect(locked.body.errors[0]).toMatch(/take it back to draft/);
    const byEditor = await api.call(postEndpoints.update, {
      body: { ...body, version: submitted.version },
      token: editor,
    });
    expect(byEditor.output.postStatus).toBe('WaitingForValidation');
  });

  it('when HTML holds a script or an event handler, then it is stored without them', async () => {
    const post = await write(author, {
      localizations: [
        {
          locale: 'fr',
          title: 'Sans danger',
          lead: '<p onclick="steal()">Chapeau<script>alert(1)</script></p>',
          description:
            '<p>Texte <a href="javascript:alert(1)">lien</a> <strong>gras</strong></p><iframe src="https://evil.example"></iframe>',
        },
      ],
    });
    const [french] = post.localizations;
    expect(french?.lead).toBe('<p>Chapeau</p>');
    expect(french?.description).not.toMatch(/javascript:|iframe|script/);
    expect(french?.description).toContain('<strong>gras</strong>');
  });

  it('when a type does not use a field, then the field is not kept; a type that needs a field refuses without it', async () => {
    const html = await write(editor, {
      postType: 'Html',
      productEans: [BOOK],
      mediaUrl: 'https://www.youtube.com/watch?v=abc',
      localizations: [
        { locale: 'fr', title: 'Bandeau HTML', subtitle: 'Ignoré', description: '<p>Bloc</p>' },
      ],
    });
    expect(html).toMatchObject({ products: [], mediaUrl: null });
    expect(html.localizations[0]).toMatchObject({ subtitle: null, description: '<p>Bloc</p>' });

    const noBooks = await api.call(postEndpoints.create, {
      body: anArticle({ postType: 'ProductList' }),
      token: editor,
    });
    expect(noBooks.status).toBe(400);
    expect(noBooks.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['productEans']);
    const noStart = await api.call(postEndpoints.create, {
      body: anArticle({ postType: 'Event' }),
      token: editor,
    });
    expect(noStart.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['eventStart']);
    const unknownBook = await api.call(postEndpoints.create, {
      body: anArticle({ postType: 'ProductList', productEans: [BOOK, '9780306406157'] }),
      token: editor,
    });
    expect(unknownBook.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual([
      'productEans.1',
    ]);

    const list = await write(editor, { postType: 'ProductList', productEans: [BOOK] });
    expect(list.products).toEqual([{ ean: BOOK, title: 'Les Misérables', coverUrl: null }]);
  });

  it('when an author looks for a book by title, author or EAN, then the catalogue answers it, accents aside', async () => {
    await api.call(productEndpoints.create, {
      body: aBook({
        ean: '9782070360024',
        title: 'L’Étranger',
        authors: [{ name: 'Albert Camus', role: 'A01' }],
      }),
      token: api.adminToken,
    });
    const found = async (search: string) =>
      (await api.call(postEndpoints.books, { query: { search }, token: author })).output.map(
        (book) => book.ean,
      );
    expect(await found('miserables')).toEqual([BOOK]);
    expect(await found('Misér')).toEqual([BOOK]);
    expect(await found('hugo')).toEqual([BOOK]);
    expect(await found('etranger')).toEqual(['9782070360024']);
    expect(await found('978-2-07-036002-4')).toEqual(['9782070360024']);
    const [book] = (await api.call(postEndpoints.books, { query: { search: 'camus' }, token: reader }))
      .output;
    expect(book).toMatchObject({ title: 'L’Étranger', authors: ['Albert Camus'], isVisible: true });
    expect((await api.call(postEndpoints.books, { query: { search: 'a' }, token: author })).status).toBe(400);
    const outsider = await tokenWithClaims(api, [claim('Public', 'CustomersManage')]);
    expect((await api.call(postEndpoints.books, { query: { search: 'hugo' }, token: outsider })).status).toBe(
      403,
    );
  });

  it('when two posts have the same title, then the second gets the next free relative URL; a taken one typed by hand is refused', async () => {
    const title = 'Rencontre avec l’autrice';
    const first = await write(author, { localizations: [{ locale: 'fr', title }] });
    const second = await write(author, { localizations: [{ locale: 'fr', title }] });
    expect(first.localizations[0]?.seo.relativeUrl).toBe('rencontre-avec-l-autrice');
    expect(second.localizations[0]?.seo.relativeUrl).toBe('rencontre-avec-l-autrice-2');

    const taken = await api.call(postEndpoints.create, {
      body: anArticle({
        localizations: [
          { locale: 'en', title: 'Meeting' },
          { locale: 'fr', title: 'Autre', seo: { relativeUrl: 'rencontre-avec-l-autrice' } },
        ],
      }),
      token: author,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual([
      'localizations.1.seo.relativeUrl',
    ]);
    // The same address in another language is free.
    const english = await write(author, {
      localizations: [{ locale: 'en', title: 'Meeting', seo: { relativeUrl: 'rencontre-avec-l-autrice' } }],
    });
    expect(english.localizations[0]?.seo.relativeUrl).toBe('rencontre-avec-l-autrice');
    // Saving a post again keeps its own address.
    const again = await api.call(postEndpoints.update, {
      body: {
        ...anArticle({ localizations: [{ locale: 'fr', title }] }),
        id: first.id,
        version: first.version,
      },
      token: author,
    });
    expect(again.output.localizations[0]?.seo.relativeUrl).toBe('rencontre-avec-l-autrice');
  });

  it('when the accessible posts are asked, then an author gets its own, an editor all, a reader none', async () => {
    const mine = await write(otherAuthor);
    const ofAuthor = (
      await api.call(postEndpoints.accessible, { query: { pageSize: 200 }, token: otherAuthor })
    ).output;
    expect(ofAuthor.items.map((post) => post.id)).toEqual([mine.id]);
    const ofEditor = (await api.call(postEndpoints.accessible, { query: { pageSize: 200 }, token: editor }))
      .output;
    expect(ofEditor.items.map((post) => post.id)).toContain(mine.id);
    expect(ofEditor.totalCount).toBeGreaterThan(1);
    const ofReader = (await api.call(postEndpoints.accessible, { token: reader })).output;
    expect(ofReader.totalCount).toBe(0);
    expect((await api.call(postEndpoints.create, { body: anArticle(), token: reader })).status).toBe(403);
  });
});

describe('public reads', () => {
  const publish = async (changes: Partial<TPostCreate>) => {
    let post = await write(editor, changes);
    for (const action of ['Submit', 'Validate', 'Publish'] as const)
      post = (await take(editor, post, action)).output;
    return post;
  };

  it('when posts are published, then the site reads them by type, category, tag and relative URL in its language', async () => {
    const category = (
      await api.call(categoryEndpoints.create, {
        body: {
          localizations: [
            { locale: 'fr', name: 'Agenda', description: null },
            { locale: 'en', name: 'Diary', description: null },
          ],
        },
        token: editor,
      })
    ).output;
    const tag = (
      await api.call(tagEndpoints.create, {
        body: { localizations: [{ locale: 'fr', name: 'Dédicace' }] },
        token: editor,
      })
    ).output;
    const event = await publish({
      postType: 'Event',
      eventStart: '2026-12-12T15:00:00Z',
      categoryIds: [category.id],
      tagIds: [tag.id],
      productEans: [BOOK],
      localizations: [
        { locale: 'fr', title: 'Dédicace de Noël', lead: '<p>Venez nombreux.</p>' },
        { locale: 'en', title: 'Christmas signing' },
      ],
    });
    const draft = await write(editor, {
      postType: 'Event',
      eventStart: '2026-12-13T15:00:00Z',
      categoryIds: [category.id],
    });

    const english = (await api.call(publicPostEndpoints.list, { query: { categoryId: category.id } })).output;
    expect(english.items.map((post) => post.id)).toEqual([event.id]);
    expect(english.items[0]).toMatchObject({
      locale: 'en',
      title: 'Christmas signing',
      categories: [{ id: category.id, name: 'Diary' }],
      tags: [{ id: tag.id, name: 'Dédicace' }],
      products: [{ ean: BOOK, title: 'Les Misérables' }],
    });
    const byTag = (await api.call(publicPostEndpoints.list, { query: { tagId: tag.id, postType: 'Event' } }))
      .output;
    expect(byTag.items.map((post) => post.id)).toEqual([event.id]);
    expect(byTag.items.map((post) => post.id)).not.toContain(draft.id);

    const french = (
      await api.call(publicPostEndpoints.byRelativeUrl, {
        query: { relativeUrl: 'dedicace-de-noel' },
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(french).toMatchObject({ id: event.id, title: 'Dédicace de Noël', lead: '<p>Venez nombreux.</p>' });
    const draftUrl = draft.localizations[0]?.seo.relativeUrl ?? '';
    expect(
      (await api.call(publicPostEndpoints.byRelativeUrl, { query: { relativeUrl: draftUrl } })).status,
    ).toBe(404);
  });

  it('when a published post is outside its publication window, then the site does not see it; the job publishes and archives at the dates', async () => {
    const now = Date.now();
    const hour = 3600_000;
    const later = await publish({
      localizations: [{ locale: 'fr', title: 'Pas encore' }],
      publicationStartDate: new Date(now + hour).toISOString(),
    });
    const over = await publish({
      localizations: [{ locale: 'fr', title: 'Déjà fini' }],
      publicationStartDate: new Date(now - 2 * hour).toISOString(),
      publicationEndDate: new Date(now - hour).toISOString(),
    });
    const read = (relativeUrl: string) =>
      api.call(publicPostEndpoints.byRelativeUrl, {
        query: { relativeUrl },
        headers: { 'accept-language': 'fr' },
      });
    expect((await read('pas-encore')).status).toBe(404);
    expect((await read('deja-fini')).status).toBe(404);
    const listed = (await api.call(publicPostEndpoints.list, { query: { pageSize: 100 } })).output;
    expect(listed.items.map((post) => post.id)).not.toContain(later.id);
    expect(listed.items.map((post) => post.id)).not.toContain(over.id);

    // A validated post with a start date waits for the job.
    let scheduled = await write(editor, {
      localizations: [{ locale: 'fr', title: 'Programmé' }],
      publicationStartDate: new Date(now + hour).toISOString(),
    });
    for (const action of ['Submit', 'Validate'] as const)
      scheduled = (await take(editor, scheduled, action)).output;
    const job = createPostsService(api.services);
    await job.publishDue(new Date(now + 2 * hour));
    const status = async (id: number) =>
      (await api.call(postEndpoints.get, { query: { id }, token: editor })).output.postStatus;
    expect(await status(scheduled.id)).toBe('Published');
    expect(await status(over.id)).toBe('Archived');
    expect(await status(later.id)).toBe('Published');
  });

  it('when the site pages too deep, then it is refused', async () => {
    const refused = await api.call(publicPostEndpoints.list, { query: { page: 200, pageSize: 100 } });
    expect(refused.status).toBe(400);
  });
});

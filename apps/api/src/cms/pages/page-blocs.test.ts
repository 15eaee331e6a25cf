import {
  catalogListEndpoints,
  categoryEndpoints,
  pageEndpoints,
  pagePreviewEndpoints,
  postEndpoints,
  productEndpoints,
  publicPageEndpoints,
  type TBlocInput,
  type TCmsPageCreate,
  type TPost,
  type TPostCreate,
  tagEndpoints,
  withCheckDigit,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regenerateDueLists } from '../../catalog/catalog-lists/catalog-lists.service.ts';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const french = { headers: { 'accept-language': 'fr' } };
const DAY = 24 * 3600 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const moment = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();

let serial = 1;
const addBook = async (title: string, changes: Record<string, unknown> = {}) =>
  (
    await api.call(productEndpoints.create, {
      body: aBook({ ean: withCheckDigit(`978301${String(serial++).padStart(6, '0')}`), title, ...changes }),
      ...asAdmin(),
    })
  ).output;

let titles = 0;
/** A post brought to `Published` (or left a draft), by the administrator. */
const post = async (changes: Partial<TPostCreate> = {}, published = true): Promise<TPost> => {
  titles += 1;
  const title = `Billet ${titles}`;
  let written = (
    await api.call(postEndpoints.create, {
      body: {
        postType: 'Article',
        localizations: [
          { locale: 'fr', title, lead: '<p>Une lecture.</p>' },
          { locale: 'en', title: `Post ${titles}`, lead: '<p>A read.</p>' },
        ],
        ...changes,
      },
      ...asAdmin(),
    })
  ).output;
  if (!published) return written;
  for (const action of ['Submit', 'Validate', 'Publish'] as const) {
    const moved = await api.call(postEndpoints.transition, {
      body: { id: written.id, version: written.version, action, reason: null },
      ...asAdmin(),
    });
    // The publication job may publish a validated post whose start has come before the test does.
    if (action === 'Publish' && moved.status === 409) {
      const current = (await api.call(postEndpoints.get, { query: { id: written.id }, ...asAdmin() })).output;
      expect(current.postStatus).toBe('Published');
      return current;
    }
    written = moved.output;
  }
  return written;
};

const bloc = (blocType: TBlocInput['blocType'], changes: Partial<TBlocInput> = {}): TBlocInput => ({
  blocType,
  width: 100,
  localizations: [{ locale: 'fr', title: blocType }],
  ...changes,
});
const postsFor = async (input: TBlocInput) => {
  const answer = await api.call(pagePreviewEndpoints.postsForBloc, { body: input, ...asAdmin(), ...french });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.output.map((item) => item.title);
};
const page = (name: string, blocs: TBlocInput[], changes: Partial<TCmsPageCreate> = {}): TCmsPageCreate => ({
  name,
  isPublished: true,
  localizations: [{ locale: 'fr', title: name }],
  blocs,
  ...changes,
});

describe('bloc settings and retrieval', () => {
  it('when a Basic bloc retrieves automatically, then it takes the published posts of its type and categories, in its order, up to its maximum', async () => {
    const novels = (
      await api.call(categoryEndpoints.create, {
        body: { localizations: [{ locale: 'fr', name: 'Romans auto', description: null }] },
        ...asAdmin(),
      })
    ).output;
    const first = await post({ categoryIds: [novels.id], publicationStartDate: moment(-3) });
    const second = await post({ categoryIds: [novels.id], publicationStartDate: moment(-2) });
    const third = await post({ categoryIds: [novels.id], publicationStartDate: moment(-1) });
    await post({ categoryIds: [novels.id] }, false);
    await post({ publicationStartDate: moment(-1) });
    const rule = { automaticRetrieve: true, postType: 'Article' as const, categoryIds: [novels.id] };

    expect(await postsFor(bloc('Basic', { ...rule, maximum: 2 }))).toEqual([
      third.localizations[0]?.title,
      second.localizations[0]?.title,
    ]);
    expect(await postsFor(bloc('Basic', { ...rule, order: 'oldest', maximum: 5 }))).toEqual([
      first.localizations[0]?.title,
      second.localizations[0]?.title,
      third.localizations[0]?.title,
    ]);
    expect(await postsFor(bloc('Basic', { ...rule, postType: 'Event' }))).toEqual([]);
  });

  it('when posts are chosen by hand, then they come in the chosen order and an unpublished one is left out', async () => {
    const a = await post();
    const b = await post();
    const draft = await post({}, false);
    expect(await postsFor(bloc('Manual', { postIds: [b.id, draft.id, a.id] }))).toEqual([
      b.localizations[0]?.title,
      a.localizations[0]?.title,
    ]);
    const missing = await api.call(pageEndpoints.create, {
      body: page('Sans billets', [bloc('Manual')]),
      ...asAdmin(),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.propertiesErrorMessages[0]?.propertyName).toBe('blocs.0.postIds');
    const unknown = await api.call(pageEndpoints.create, {
      body: page('Billet inconnu', [bloc('Manual', { postIds: [999_999] })]),
      ...asAdmin(),
    });
    expect(unknown.body.propertiesErrorMessages[0]?.propertyName).toBe('blocs.0.postIds.0');
  });

  it('when an agenda is shown, then the coming events come soonest first and past ones are gone', async () => {
    const event = (fr: string, start: number, end: number | null) =>
      post({
        postType: 'Event',
        eventStart: moment(start),
        eventEnd: end === null ? null : moment(end),
        localizations: [{ locale: 'fr', title: fr }],
      });
    await event('Rencontre passée', -10, -9);
    await event('Lecture dans un mois', 30, null);
    await event('Dédicace demain', 1, 1.1);
    await event('Festival en cours', -1, 2);
    const titlesNow = await postsFor(bloc('HardCodedAgenda', { maximum: 3 }));
    expect(titlesNow).toEqual(['Festival en cours', 'Dédicace demain', 'Lecture dans un mois']);
  });

  it('when catalogue blocs are shown, then the new, forthcoming and best-selling lists give their visible books', async () => {
    await addBook('Nouveauté visible', { releaseDate: day(-2) });
    await addBook('Nouveauté masquée', { releaseDate: day(-1), isVisible: false });
    await addBook('À paraître', { releaseDate: day(10) });
    const news = (
      await api.call(catalogListEndpoints.create, {
        body: { name: 'Nouveautés', catalogListType: 'News', maxProducts: 50 },
        ...asAdmin(),
      })
    ).output;
    await api.call(catalogListEndpoints.create, {
      body: { name: 'À paraître', catalogListType: 'ToRelease', maxProducts: 50 },
      ...asAdmin(),
    });
    await regenerateDueLists(api.services, new Date());

    const created = await api.call(pageEndpoints.create, {
      body: page('Catalogue', [
        bloc('HardCodedNewProducts', { width: 50, maximum: 10 }),
        bloc('HardCodedSoonPublishedProducts', { width: 50 }),
        bloc('HardCodedBestSales', { catalogListId: news.id }),
      ]),
      ...asAdmin(),
    });
    expect(created.status).toBe(400);
    expect(created.body.propertiesErrorMessages).toEqual([
      { propertyName: 'blocs.2.catalogListId', errorMessage: expect.stringContaining('kind') },
    ]);
    const saved = await api.call(pageEndpoints.create, {
      body: page('Catalogue', [
        bloc('HardCodedNewProducts', { width: 50, maximum: 10, catalogListId: news.id }),
        bloc('HardCodedSoonPublishedProducts', { width: 50 }),
      ]),
      ...asAdmin(),
    });
    expect(saved.status).toBe(200);
    const read = (
      await api.call(publicPageEndpoints.byRelativeUrl, { query: { relativeUrl: 'catalogue' }, ...french })
    ).output;
    const newTitles = read.blocs[0]?.products.map((product) => product.title) ?? [];
    expect(newTitles).toContain('Nouveauté visible');
    expect(newTitles).not.toContain('Nouveauté masquée');
    expect(read.blocs[1]?.products.map((product) => product.title)).toContain('À paraître');
    expect(read.blocs[0]?.products[0]).toMatchObject({ priceWithTax: 9.9, authors: ['Victor Hugo'] });
  });

  it('when books, tags and categories are chosen, then they are shown in the caller’s language and order', async () => {
    const book = await addBook('Le Livre choisi');
    const hidden = await addBook('Le Livre masqué', { isVisible: false });
    const tag = (
      await api.call(tagEndpoints.create, {
        body: {
          localizations: [
            { locale: 'fr', name: 'Prix Goncourt' },
            { locale: 'en', name: 'Goncourt prize' },
          ],
        },
        ...asAdmin(),
      })
    ).output;
    const parent = (
      await api.call(categoryEndpoints.create, {
        body: { localizations: [{ locale: 'fr', name: 'Jeunesse nav', description: null }] },
        ...asAdmin(),
      })
    ).output;
    await api.call(categoryEndpoints.create, {
      body: { parentId: parent.id, localizations: [{ locale: 'fr', name: 'Albums nav', description: null }] },
      ...asAdmin(),
    });
    const saved = await api.call(pageEndpoints.create, {
      body: page(
        'Choix',
        [
          bloc('HardCodedProducts', { width: 50, productEans: [hidden.ean, book.ean] }),
          bloc('HardCodedTags', { width: 50, tagIds: [tag.id] }),
          bloc('HardCodedCategoryNavigation', { categoryIds: [parent.id] }),
        ],
        {
          localizations: [
            { locale: 'fr', title: 'Choix' },
            { locale: 'en', title: 'Picks' },
          ],
        },
      ),
      ...asAdmin(),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = (
      await api.call(publicPageEndpoints.byRelativeUrl, {
        query: { relativeUrl: 'picks' },
        headers: { 'accept-language': 'en' },
      })
    ).output;
    expect(read.title).toBe('Picks');
    expect(read.blocs[0]?.products.map((product) => product.title)).toEqual(['Le Livre choisi']);
    expect(read.blocs[1]?.tags).toEqual([{ id: tag.id, name: 'Goncourt prize' }]);
    expect(read.blocs[2]?.categories).toEqual([
      { id: parent.id, name: 'Jeunesse nav', children: [expect.objectContaining({ name: 'Albums nav' })] },
    ]);
  });

  it('when a bloc’s link is external or internal, then its form is checked', async () => {
    const refused = await api.call(pageEndpoints.create, {
      body: page('Liens', [
        bloc('HardCodedAgenda', { width: 50, url: 'agenda' }),
        bloc('HardCodedAgenda', { width: 50, url: '/agenda', isExternalUrl: true }),
      ]),
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual([
      'blocs.0.url',
      'blocs.1.url',
    ]);
  });
});

describe('the site’s read of a page', () => {
  it('when a page is not published, then the site does not find it; once published and saved, the new blocs show at once', async () => {
    const created = (
      await api.call(pageEndpoints.create, {
        body: page(
          'Vitrine',
          [bloc('Html', { localizations: [{ locale: 'fr', title: 'Bienvenue', html: '<p>Un</p>' }] })],
          {
            isPublished: false,
          },
        ),
        ...asAdmin(),
      })
    ).output;
    const before = await api.call(publicPageEndpoints.byRelativeUrl, {
      query: { relativeUrl: 'vitrine' },
      ...french,
    });
    expect(before.status).toBe(404);

    const body = {
      ...page('Vitrine', [
        bloc('Html', { localizations: [{ locale: 'fr', title: 'Bienvenue', html: '<p>Un</p>' }] }),
      ]),
      id: created.id,
      version: created.version,
    };
    const published = (await api.call(pageEndpoints.update, { body, ...asAdmin() })).output;
    const first = await api.call(publicPageEndpoints.byRelativeUrl, {
      query: { relativeUrl: 'vitrine' },
      ...french,
    });
    expect(first.output.blocs.map((item) => item.html)).toEqual(['<p>Un</p>']);

    await api.call(pageEndpoints.update, {
      body: {
        ...page('Vitrine', [
          bloc('Html', { localizations: [{ locale: 'fr', title: 'Bienvenue', html: '<p>Deux</p>' }] }),
        ]),
        id: created.id,
        version: published.version,
      },
      ...asAdmin(),
    });
    const second = await api.call(publicPageEndpoints.byRelativeUrl, {
      query: { relativeUrl: 'vitrine' },
      ...french,
    });
    expect(second.output.blocs.map((item) => item.html)).toEqual(['<p>Deux</p>']);
    expect(second.output).toMatchObject({
      title: 'Vitrine',
      layout: 'FullPage',
      columns: [{ column: 'main', width: 100 }],
    });
  });

  it('when the builder previews unsaved blocs, then the page comes resolved even while a row is unfilled', async () => {
    const shown = await post();
    const answer = await api.call(pagePreviewEndpoints.preview, {
      body: {
        layout: 'TwoColumnsEquals',
        title: 'Brouillon',
        blocs: [
          bloc('Manual', { width: 50, postIds: [shown.id] }),
          bloc('Html', { width: 25, column: 'side' }),
        ],
      },
      ...asAdmin(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.output.blocs[0]?.posts.map((item) => item.id)).toEqual([shown.id]);
    expect(answer.output.columns.map((column) => column.width)).toEqual([50, 50]);
  });
});

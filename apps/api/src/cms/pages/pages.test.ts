import {
  activityEndpoints,
  blocEndpoints,
  claim,
  pageEndpoints,
  type TBlocInput,
  type TCmsPageCreate,
  type TPageNode,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
let editor: string;
beforeAll(async () => {
  api = await startTestApp();
  editor = await tokenWithClaims(api, [claim('Cms', 'PagesManage')]);
});
afterAll(() => api.close());

const asEditor = () => ({ token: editor });
const english = { headers: { 'accept-language': 'en' } };

const html = (title: string, width: TBlocInput['width'], changes: Partial<TBlocInput> = {}): TBlocInput => ({
  blocType: 'Html',
  width,
  localizations: [
    { locale: 'fr', title, html: `<p>${title}</p>` },
    { locale: 'en', title, html: `<p>${title}</p>` },
  ],
  ...changes,
});

const named = (fr: string, en: string, changes: Partial<TCmsPageCreate> = {}): TCmsPageCreate => ({
  name: fr,
  localizations: [
    { locale: 'fr', title: fr },
    { locale: 'en', title: en },
  ],
  ...changes,
});
const create = async (body: TCmsPageCreate) => {
  const answer = await api.call(pageEndpoints.create, { body, ...asEditor() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.output;
};
const findNode = (nodes: TPageNode[], id: number): TPageNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
};

describe('pages', () => {
  it('when a page is created, then its addresses are proposed from its titles and its blocs kept in order', async () => {
    const page = await create(
      named('Rentrée littéraire', 'Autumn books', {
        blocs: [html('Édito', 100), html('Gauche', 50), html('Droite', 50)],
      }),
    );
    expect(page.localizations.map((text) => text.relativeUrl)).toEqual([
      'rentree-litteraire',
      'autumn-books',
    ]);
    expect(page.blocs.map((bloc) => bloc.localizations[0]?.title)).toEqual(['Édito', 'Gauche', 'Droite']);
    expect(page).toMatchObject({ layout: 'FullPage', isPublished: false, version: 1, parentId: null });

    const again = await create(named('Rentrée littéraire', 'Autumn books'));
    expect(again.localizations.map((text) => text.relativeUrl)).toEqual([
      'rentree-litteraire-2',
      'autumn-books-2',
    ]);
    const taken = await api.call(pageEndpoints.create, {
      body: named('Autre', 'Other', {
        localizations: [{ locale: 'fr', title: 'Autre', relativeUrl: 'rentree-litteraire' }],
      }),
      ...asEditor(),
    });
    expect(taken.status).toBe(400);
    expect(taken.body.propertiesErrorMessages[0]?.propertyName).toBe('localizations.0.relativeUrl');
  });

  it('when a bloc carries settings its type does not take, then they are emptied and its HTML sanitised', async () => {
    const page = await create(
      named('Nettoyage', 'Cleaning', {
        blocs: [
          html('Script', 100, {
            localizations: [
              { locale: 'fr', title: 'Script', html: '<p>Bonjour<script>alert(1)</script></p>' },
            ],
            postIds: [1, 2],
            maximum: 12,
            url: '/agenda',
          }),
        ],
      }),
    );
    expect(page.blocs[0]).toMatchObject({
      localizations: [{ locale: 'fr', title: 'Script', html: '<p>Bonjour</p>' }],
      postIds: [],
      url: '/agenda',
      isExternalUrl: false,
    });
  });

  it('when a tree is built and a branch moved, then the whole tree follows in one read', async () => {
    const home = await create(named('Accueil', 'Home'));
    const agenda = await create(named('Agenda', 'Events', { parentId: home.id }));
    const youth = await create(named('Jeunesse', 'Children', { parentId: home.id, position: 0 }));
    const tree = (await api.call(pageEndpoints.fullTree, asEditor())).output;
    expect(findNode(tree, home.id)?.children.map((child) => child.id)).toEqual([youth.id, agenda.id]);

    const moved = await api.call(pageEndpoints.move, {
      body: { id: agenda.id, parentId: youth.id, position: 0, version: agenda.version },
      ...asEditor(),
    });
    expect(moved.status).toBe(200);
    expect(findNode(moved.output, youth.id)?.children.map((child) => child.id)).toEqual([agenda.id]);
    const localized = (
      await api.call(pageEndpoints.localized, { query: { id: agenda.id }, ...asEditor(), ...english })
    ).output;
    expect(localized).toMatchObject({ title: 'Events', path: ['Accueil', 'Jeunesse', 'Agenda'] });
  });

  it('when a page would go under itself or one of its subpages, then it is refused and nothing moves', async () => {
    const shop = await create(named('Librairie', 'Bookshop'));
    const team = await create(named('Équipe', 'Team', { parentId: shop.id }));
    const booksellers = await create(named('Libraires', 'Booksellers', { parentId: team.id }));

    for (const parentId of [shop.id, booksellers.id]) {
      const refused = await api.call(pageEndpoints.move, {
        body: { id: shop.id, parentId, position: 0, version: shop.version },
        ...asEditor(),
        ...english,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.propertiesErrorMessages).toEqual([
        { propertyName: 'parentId', errorMessage: expect.stringContaining('under itself') },
      ]);
    }
    const viaSave = await api.call(pageEndpoints.update, {
      body: { ...named('Librairie', 'Bookshop', { parentId: team.id }), id: shop.id, version: shop.version },
      ...asEditor(),
    });
    expect(viaSave.status).toBe(400);
    const unchanged = (await api.call(pageEndpoints.get, { query: { id: shop.id }, ...asEditor() })).output;
    expect(unchanged).toMatchObject({ parentId: null, version: 1 });
  });

  it('when two staff save the same page, then the second gets 409 and the log says who changed what', async () => {
    const page = await create(named('Prix littéraires', 'Literary prizes'));
    const body = {
      ...named('Prix littéraires 2026', 'Literary prizes 2026', { blocs: [html('Goncourt', 100)] }),
      id: page.id,
      version: 1,
    };
    expect((await api.call(pageEndpoints.update, { body, ...asEditor() })).status).toBe(200);
    expect((await api.call(pageEndpoints.update, { body, ...asEditor() })).status).toBe(409);
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'Page', entityId: String(page.id) },
        token: api.adminToken,
      })
    ).output;
    expect(log.items.map((item) => item.action).sort()).toEqual(['create', 'update']);
  });

  it('when a page still has subpages, then it cannot be deleted; once alone it can', async () => {
    const parent = await create(named('Rencontres', 'Meetings'));
    const child = await create(named('Archives', 'Archive', { parentId: parent.id }));
    expect((await api.call(pageEndpoints.remove, { query: { id: parent.id }, ...asEditor() })).status).toBe(
      409,
    );
    expect((await api.call(pageEndpoints.remove, { query: { id: child.id }, ...asEditor() })).status).toBe(
      200,
    );
    expect((await api.call(pageEndpoints.remove, { query: { id: parent.id }, ...asEditor() })).status).toBe(
      200,
    );
  });

  it('when pages are listed, then search, filters and sort apply in the caller’s language', async () => {
    await create(
      named('Polars du mois', 'Crime of the month', { isPublished: true, layout: 'TwoColumnsEquals' }),
    );
    const found = (
      await api.call(pageEndpoints.localizedList, {
        query: { search: 'crime of', isPublished: 'true' },
        ...asEditor(),
        ...english,
      })
    ).output;
    expect(found.items.map((page) => page.title)).toEqual(['Crime of the month']);
    const byLayout = (
      await api.call(pageEndpoints.localizedList, { query: { layout: 'TwoColumnsEquals' }, ...asEditor() })
    ).output;
    expect(byLayout.items.every((page) => page.layout === 'TwoColumnsEquals')).toBe(true);
    expect(byLayout.totalCount).toBeGreaterThan(0);
  });

  it('when a reader without PagesManage reads or writes pages, then it is refused (403)', async () => {
    const reader = await tokenWithClaims(api, [claim('Cms', 'PostList')]);
    expect((await api.call(pageEndpoints.create, { body: named('A', 'A'), token: reader })).status).toBe(403);
    expect((await api.call(pageEndpoints.localizedList, { query: {}, token: reader })).status).toBe(403);
    // Every signed-in user may read the tree (menus point at pages).
    expect((await api.call(pageEndpoints.fullTree, { token: reader })).status).toBe(200);
  });
});

describe('bloc widths', () => {
  const validate = (layout: TCmsPageCreate['layout'], blocs: TBlocInput[]) =>
    api.call(blocEndpoints.validate, {
      body: { layout: layout ?? 'FullPage', blocs },
      ...asEditor(),
      ...english,
    });

  it('when a full page has rows of 100 %, then they are valid and the rows are answered', async () => {
    const answer = await validate('FullPage', [
      html('A', 100),
      html('B', 25),
      html('C', 75),
      html('D', 50),
      html('E', 25),
      html('F', 25),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.output.columns).toEqual([{ column: 'main', rows: [[0], [1, 2], [3, 4, 5]] }]);
  });

  it('when a full page row stops short, then the last bloc of the row is named with the reason', async () => {
    const answer = await validate('FullPage', [html('Nouveautés', 50), html('Agenda', 25)]);
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'blocs.1.width',
        errorMessage: 'Bloc 2 « Agenda » ends a row at 75 % of 100 %: a row must fill its column.',
      },
    ]);
  });

  it('when a bloc overflows its row, then it is named with what was left', async () => {
    const answer = await validate('FullPage', [html('A', 75), html('B', 50), html('C', 25)]);
    expect(answer.body.propertiesErrorMessages.map((error) => error.errorMessage)).toEqual([
      'Bloc 2 « B » (50 %) does not fit: its row has only 25 % left of 100 %.',
    ]);
  });

  it('when a two-column layout with a thin right column is filled, then main rows make 75 % and side rows 25 %', async () => {
    const valid = await validate('TwoColumnsThinRight', [
      html('Main', 75),
      html('Side', 25, { column: 'side' }),
      html('Half', 50),
      html('Quarter', 25),
      html('Side 2', 25, { column: 'side' }),
    ]);
    expect(valid.status).toBe(200);
    expect(valid.output.columns).toEqual([
      { column: 'main', rows: [[0], [2, 3]] },
      { column: 'side', rows: [[1], [4]] },
    ]);
    const tooWide = await validate('TwoColumnsThinRight', [
      html('Main', 100),
      html('Side', 50, { column: 'side' }),
    ]);
    expect(tooWide.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'blocs.0.width',
        errorMessage: 'Bloc 1 « Main » is 100 % wide: its column is only 75 % wide.',
      },
      {
        propertyName: 'blocs.1.width',
        errorMessage: 'Bloc 2 « Side » is 50 % wide: its column is only 25 % wide.',
      },
    ]);
  });

  it('when a thin left column layout or equal columns are used, then each column has its own width', async () => {
    expect(
      (
        await validate('TwoColumnsThinLeft', [
          html('Side', 25, { column: 'side' }),
          html('Main', 50),
          html('M2', 25),
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await validate('TwoColumnsEquals', [
          html('L', 50),
          html('R1', 25, { column: 'side' }),
          html('R2', 25, { column: 'side' }),
        ])
      ).status,
    ).toBe(200);
    const unfilled = await validate('TwoColumnsEquals', [html('L', 25), html('R', 50, { column: 'side' })]);
    expect(unfilled.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'blocs.0.width',
        errorMessage: 'Bloc 1 « L » ends a row at 25 % of 50 %: a row must fill its column.',
      },
    ]);
  });

  it('when a full page holds a side bloc, then the bloc is refused for its column', async () => {
    const answer = await validate('FullPage', [html('Side', 100, { column: 'side' })]);
    expect(answer.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'blocs.0.column',
        errorMessage: 'Bloc 1 « Side » is in the side column, which this layout does not have.',
      },
    ]);
  });

  it('when a page is saved with a row that does not fill, then nothing is saved and the bloc is named in French', async () => {
    const refused = await api.call(pageEndpoints.create, {
      body: named('Mal rempli', 'Badly filled', { blocs: [html('Seul', 50)] }),
      ...asEditor(),
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'blocs.0.width',
        errorMessage:
          'Le bloc 1 « Seul » termine une rangée à 50 % sur 100 % : une rangée doit remplir sa colonne.',
      },
    ]);
    const list = (
      await api.call(pageEndpoints.localizedList, { query: { search: 'Mal rempli' }, ...asEditor() })
    ).output;
    expect(list.totalCount).toBe(0);
  });

  it('when the bloc types, widths, layouts and configuration are asked, then the spec’s lists come back', async () => {
    expect((await api.call(blocEndpoints.types, asEditor())).output).toHaveLength(11);
    expect((await api.call(blocEndpoints.widths, asEditor())).output).toEqual([25, 50, 75, 100]);
    const layouts = (await api.call(pageEndpoints.layouts, asEditor())).output;
    expect(layouts.map((item) => item.layout)).toEqual([
      'FullPage',
      'TwoColumnsThinRight',
      'TwoColumnsThinLeft',
      'TwoColumnsEquals',
    ]);
    const configuration = (await api.call(blocEndpoints.configuration, asEditor())).output;
    expect(configuration.find((item) => item.blocType === 'HardCodedProducts')).toEqual({
      blocType: 'HardCodedProducts',
      settings: ['productEans', 'url'],
      required: ['productEans'],
    });
  });
});

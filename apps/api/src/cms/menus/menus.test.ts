import {
  activityEndpoints,
  menuEndpoints,
  pageEndpoints,
  publicMenuEndpoints,
  type TMenu,
  type TMenuItem,
  type TMenuItemCreate,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });

const newMenu = async (name: string) => {
  const answer = await api.call(menuEndpoints.create, { body: { name }, ...asAdmin() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.output;
};
const label = (fr: string, en = fr) => [
  { locale: 'fr' as const, label: fr },
  { locale: 'en' as const, label: en },
];
const addItem = async (menuId: number, fields: Partial<TMenuItemCreate> & { fr: string }) => {
  const { fr, ...rest } = fields;
  const answer = await api.call(menuEndpoints.createItem, {
    body: { menuId, labels: label(fr), urlAbsolute: `/${fr.toLowerCase()}`, ...rest },
    ...asAdmin(),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.output;
};
const find = (items: TMenuItem[], name: string): TMenuItem => {
  for (const item of items) {
    if (item.label === name) return item;
    const below = item.children.find((child) => child.label === name) ?? find(item.children, name);
    if (below) return below;
  }
  return undefined as unknown as TMenuItem;
};
const shape = (items: TMenuItem[]): unknown[] =>
  items.map((item) => (item.children.length ? { [item.label]: shape(item.children) } : item.label));
const move = (menu: TMenu, name: string, parent: string | null, position: number) => {
  const item = find(menu.items, name);
  return api.call(menuEndpoints.updateItem, {
    body: {
      id: item.id,
      version: item.version,
      parentId: parent === null ? null : find(menu.items, parent).id,
      position,
      labels: item.labels,
      urlAbsolute: item.urlAbsolute,
      pageId: item.pageId,
      isExternalUrl: item.isExternalUrl,
      style: item.style,
    },
    ...asAdmin(),
    headers: { 'accept-language': 'fr' },
  });
};

describe('menus', () => {
  it('when staff build a menu, then its items nest and reorder, and a move under itself or a sub-item is refused', async () => {
    const menu = await newMenu('Menu principal');
    await addItem(menu.id, { fr: 'Livres' });
    let built = await addItem(menu.id, { fr: 'Agenda' });
    built = await addItem(menu.id, { fr: 'Romans', parentId: find(built.items, 'Livres').id });
    built = await addItem(menu.id, { fr: 'Polars', parentId: find(built.items, 'Romans').id });
    expect(shape(built.items)).toEqual([{ Livres: [{ Romans: ['Polars'] }] }, 'Agenda']);

    // Agenda first, then under Livres before Romans.
    built = (await move(built, 'Agenda', null, 0)).output;
    expect(shape(built.items)).toEqual(['Agenda', { Livres: [{ Romans: ['Polars'] }] }]);
    built = (await move(built, 'Agenda', 'Livres', 0)).output;
    expect(shape(built.items)).toEqual([{ Livres: ['Agenda', { Romans: ['Polars'] }] }]);

    for (const parent of ['Livres', 'Romans', 'Polars']) {
      const cycle = await move(built, 'Livres', parent, 0);
      expect(cycle.status).toBe(400);
      expect(cycle.body.propertiesErrorMessages).toEqual([
        {
          propertyName: 'parentId',
          errorMessage:
            'Un élément de menu ne peut pas être placé sous lui-même ni sous un de ses sous-éléments.',
        },
      ]);
    }
    // Three levels at most: Romans (with Polars below) cannot go under Agenda (level 2).
    const tooDeep = await move(built, 'Romans', 'Agenda', 0);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.propertiesErrorMessages[0]?.propertyName).toBe('parentId');
    const unchanged = (await api.call(menuEndpoints.get, { query: { id: menu.id }, ...asAdmin() })).output;
    expect(shape(unchanged.items)).toEqual([{ Livres: ['Agenda', { Romans: ['Polars'] }] }]);

    // A move read from a version someone moved on from is 409.
    const fresh = await move(built, 'Agenda', null, 0);
    expect(fresh.status).toBe(200);
    expect((await move(built, 'Agenda', null, 1)).status).toBe(409);
    built = fresh.output;

    // Deleting an item takes its branch.
    const afterDelete = (
      await api.call(menuEndpoints.removeItem, {
        query: { id: find(built.items, 'Romans').id },
        ...asAdmin(),
      })
    ).output;
    expect(shape(afterDelete.items)).toEqual(['Agenda', 'Livres']);
    const log = (
      await api.call(activityEndpoints.list, { query: { entity: 'MenuItem', pageSize: 100 }, ...asAdmin() })
    ).output;
    expect(log.items.map((entry) => entry.action)).toContain('delete');
  });

  it('when an item is neither an address nor a page, or both, or an address the site cannot open, then it is refused', async () => {
    const menu = await newMenu('Pied de page');
    for (const body of [
      { menuId: menu.id, labels: label('Vide') },
      { menuId: menu.id, labels: label('Les deux'), urlAbsolute: '/a', pageId: 1 },
      { menuId: menu.id, labels: label('Faux'), urlAbsolute: 'javascript:alert(1)' },
    ]) {
      const refused = await api.call(menuEndpoints.createItem, { body, ...asAdmin() });
      expect(refused.status).toBe(400);
      expect(refused.body.propertiesErrorMessages[0]?.propertyName).toBe('urlAbsolute');
    }
    const unknownPage = await api.call(menuEndpoints.createItem, {
      body: { menuId: menu.id, labels: label('Page'), pageId: 999_999 },
      ...asAdmin(),
    });
    expect(unknownPage.status).toBe(400);
    expect(unknownPage.body.propertiesErrorMessages[0]?.propertyName).toBe('pageId');
    const sameName = await api.call(menuEndpoints.create, { body: { name: 'Pied de page' }, ...asAdmin() });
    expect(sameName.status).toBe(400);
    expect(sameName.body.propertiesErrorMessages[0]?.propertyName).toBe('name');
  });

  it('when an item points to a page, then the site follows the page’s address when it changes, and leaves it out while the page is unpublished', async () => {
    const page = (
      await api.call(pageEndpoints.create, {
        body: {
          name: 'Agenda',
          isPublished: true,
          localizations: [
            { locale: 'fr', title: 'Agenda', relativeUrl: 'agenda' },
            { locale: 'en', title: 'Events', relativeUrl: 'events' },
          ],
        },
        ...asAdmin(),
      })
    ).output;
    const menu = await newMenu('Menu du site');
    await addItem(menu.id, {
      fr: 'Nos rencontres',
      labels: label('Nos rencontres', 'Our events'),
      urlAbsolute: null,
      pageId: page.id,
    });
    await addItem(menu.id, {
      fr: 'Instagram',
      urlAbsolute: 'https://instagram.example/librairie',
      isExternalUrl: true,
      style: 'Button',
    });
    const site = async (locale: 'fr' | 'en') =>
      (await api.call(publicMenuEndpoints.list, { headers: { 'accept-language': locale } })).output.find(
        (one) => one.id === menu.id,
      );

    expect((await site('fr'))?.items).toEqual([
      { label: 'Nos rencontres', url: '/agenda', isExternalUrl: false, style: 'Default', children: [] },
      {
        label: 'Instagram',
        url: 'https://instagram.example/librairie',
        isExternalUrl: true,
        style: 'Button',
        children: [],
      },
    ]);
    expect((await site('en'))?.items[0]).toMatchObject({ label: 'Our events', url: '/events' });

    // The page moves to another address: the menu follows at once, though the site's menus are cached.
    const moved = await api.call(pageEndpoints.update, {
      body: {
        id: page.id,
        version: page.version,
        name: 'Agenda',
        isPublished: true,
        localizations: [
          { locale: 'fr', title: 'Agenda', relativeUrl: 'rencontres-et-dedicaces' },
          { locale: 'en', title: 'Events', relativeUrl: 'events' },
        ],
      },
      ...asAdmin(),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await site('fr'))?.items[0]?.url).toBe('/rencontres-et-dedicaces');
    const staff = (
      await api.call(menuEndpoints.get, {
        query: { id: menu.id },
        ...asAdmin(),
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(staff.items[0]).toMatchObject({
      pageId: page.id,
      pageName: 'Agenda',
      url: '/rencontres-et-dedicaces',
    });

    await api.call(pageEndpoints.update, {
      body: {
        id: page.id,
        version: moved.output.version,
        name: 'Agenda',
        isPublished: false,
        localizations: [{ locale: 'fr', title: 'Agenda', relativeUrl: 'rencontres-et-dedicaces' }],
      },
      ...asAdmin(),
    });
    expect((await site('fr'))?.items.map((item) => item.label)).toEqual(['Instagram']);
  });

  it('when a menu is renamed with a stale version, then it is 409; deleted, it leaves the site', async () => {
    const menu = await newMenu('Éphémère');
    const renamed = await api.call(menuEndpoints.update, {
      body: { id: menu.id, version: menu.version, name: 'Éphémère 2' },
      ...asAdmin(),
    });
    expect(renamed.status).toBe(200);
    const stale = await api.call(menuEndpoints.update, {
      body: { id: menu.id, version: menu.version, name: 'Éphémère 3' },
      ...asAdmin(),
    });
    expect(stale.status).toBe(409);
    const listed = (await api.call(menuEndpoints.list, asAdmin())).output.map((one) => one.name);
    expect(listed).toContain('Éphémère 2');
    expect((await api.call(menuEndpoints.remove, { query: { id: menu.id }, ...asAdmin() })).status).toBe(200);
    const site = (await api.call(publicMenuEndpoints.list, {})).output.map((one) => one.name);
    expect(site).not.toContain('Éphémère 2');
  });
});

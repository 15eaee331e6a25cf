import type { Locale, TMenu, TMenuItem, TPublicMenu, TPublicMenuItem } from '@colophon/contract';
import { localizationList, textIn } from '../localized-texts.ts';
import type { pageTargets } from './menus.repository.ts';
import type { MenuItemRow, MenuRow } from './menus.tables.ts';

type PageTargets = Awaited<ReturnType<typeof pageTargets>>;

/** The children of each item (`null`: the top level), in order. */
export const childrenByParent = (items: MenuItemRow[]) => {
  const children = new Map<number | null, MenuItemRow[]>();
  for (const item of [...items].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const siblings = children.get(item.parentId) ?? [];
    siblings.push(item);
    children.set(item.parentId, siblings);
  }
  return children;
};

/** Where a page's item leads in `locale`: the page's address there, else in French, else its first. */
const pageUrl = (target: PageTargets extends Map<number, infer T> ? T : never, locale: Locale) => {
  const relativeUrl = target.urls[locale] ?? target.urls.fr ?? Object.values(target.urls)[0];
  return relativeUrl === undefined ? null : `/${relativeUrl}`;
};

const urlOf = (item: MenuItemRow, targets: PageTargets, locale: Locale) => {
  if (item.urlAbsolute !== null) return item.urlAbsolute;
  const target = item.pageId === null ? undefined : targets.get(item.pageId);
  return target ? pageUrl(target, locale) : null;
};

export const toMenu = (menu: MenuRow, items: MenuItemRow[], targets: PageTargets, locale: Locale): TMenu => {
  const children = childrenByParent(items);
  const node = (item: MenuItemRow): TMenuItem => ({
    id: item.id,
    version: item.version,
    parentId: item.parentId,
    position: item.position,
    labels: localizationList(item.labels),
    label: textIn(item.labels, locale).label,
    urlAbsolute: item.urlAbsolute,
    pageId: item.pageId,
    pageName: item.pageId === null ? null : (targets.get(item.pageId)?.name ?? null),
    url: urlOf(item, targets, locale),
    isExternalUrl: item.isExternalUrl,
    style: item.style,
    children: (children.get(item.id) ?? []).map(node),
  });
  return {
    id: menu.id,
    version: menu.version,
    name: menu.name,
    items: (children.get(null) ?? []).map(node),
    itemsCount: items.length,
    createdAt: menu.createdAt.toISOString(),
    updatedAt: menu.updatedAt.toISOString(),
  };
};

/** The menu as the site draws it: an item whose page is unpublished or gone is left out, with its branch. */
export const toPublicMenu = (
  menu: MenuRow,
  items: MenuItemRow[],
  targets: PageTargets,
  locale: Locale,
): TPublicMenu => {
  const children = childrenByParent(items);
  const nodes = (parentId: number | null): TPublicMenuItem[] =>
    (children.get(parentId) ?? []).flatMap((item) => {
      const page = item.pageId === null ? undefined : targets.get(item.pageId);
      const url = urlOf(item, targets, locale);
      if (url === null || (item.urlAbsolute === null && !page?.isPublished)) return [];
      return [
        {
          label: textIn(item.labels, locale).label,
          url,
          isExternalUrl: item.isExternalUrl,
          style: item.style,
          children: nodes(item.id),
        },
      ];
    });
  return { id: menu.id, name: menu.name, items: nodes(null) };
};

export const menuSnapshot = (menu: MenuRow) => ({ name: menu.name });

export const menuItemSnapshot = (item: MenuItemRow) => ({
  menuId: item.menuId,
  parentId: item.parentId,
  position: item.position,
  labels: item.labels,
  urlAbsolute: item.urlAbsolute,
  pageId: item.pageId,
  isExternalUrl: item.isExternalUrl,
  style: item.style,
});

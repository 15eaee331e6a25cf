import type { Locale, TCmsPage, TLocalizedPage, TPageNode } from '@colophon/contract';
import { localizedIn } from '@colophon/contract';
import type { PageAggregate } from './pages.repository.ts';
import type { PageRow } from './pages.tables.ts';

export const toCmsPage = (page: PageAggregate): TCmsPage => ({
  id: page.id,
  version: page.version,
  name: page.name,
  parentId: page.parentId,
  position: page.position,
  layout: page.layout,
  isPublished: page.isPublished,
  localizations: page.localizations.map((text) => ({
    locale: text.locale,
    title: text.title,
    relativeUrl: text.relativeUrl,
    metaTitle: text.metaTitle,
    metaDescription: text.metaDescription,
    metaKeywords: text.metaKeywords,
  })),
  blocs: page.blocs,
  createdAt: page.createdAt.toISOString(),
  updatedAt: page.updatedAt.toISOString(),
});

/** What the activity log keeps of a page: enough to tell who changed which field. */
export const pageSnapshot = (page: PageAggregate) => ({
  name: page.name,
  parentId: page.parentId,
  position: page.position,
  layout: page.layout,
  isPublished: page.isPublished,
  localizations: page.localizations,
  blocs: page.blocs,
});

/** The pages as a tree: roots in order, each with its children in order. */
export const pageTree = (rows: PageAggregate[]): TPageNode[] => {
  const nodes = new Map<number, TPageNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        version: row.version,
        name: row.name,
        parentId: row.parentId,
        position: row.position,
        layout: row.layout,
        isPublished: row.isPublished,
        localizations: row.localizations.map(({ locale, title, relativeUrl }) => ({
          locale,
          title,
          relativeUrl,
        })),
        children: [],
      },
    ]),
  );
  const roots: TPageNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as TPageNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
};

/** Each page in `locale` with the names of its ancestors, from the rows of the whole tree. */
export const localizedPages = (rows: PageAggregate[], locale: Locale): TLocalizedPage[] => {
  const byId = new Map<number, PageRow>(rows.map((row) => [row.id, row]));
  const pathOf = (row: PageRow): string[] => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (
      let at: PageRow | undefined = row;
      at && !seen.has(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId)
    ) {
      seen.add(at.id);
      names.unshift(at.name);
    }
    return names;
  };
  return rows.map((row) => {
    const text = localizedIn(row.localizations, locale);
    return {
      id: row.id,
      parentId: row.parentId,
      position: row.position,
      name: row.name,
      layout: row.layout,
      isPublished: row.isPublished,
      title: text?.title ?? row.name,
      relativeUrl: text?.relativeUrl ?? '',
      path: pathOf(row),
      blocsCount: row.blocs.length,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
};

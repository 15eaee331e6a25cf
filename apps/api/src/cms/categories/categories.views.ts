import type {
  Locale,
  TCategory,
  TCategoryNode,
  TLocalizedCategory,
  TPublicCategoryNode,
} from '@colophon/contract';
import { localizationList, textIn } from '../localized-texts.ts';
import type { CountedCategory } from './categories.repository.ts';
import type { CategoryRow } from './categories.tables.ts';

export const toCategory = (row: CountedCategory): TCategory => ({
  id: row.id,
  version: row.version,
  parentId: row.parentId,
  position: row.position,
  localizations: localizationList(row.localizations),
  postsCount: row.postsCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const categorySnapshot = (row: CategoryRow) => ({
  parentId: row.parentId,
  position: row.position,
  localizations: row.localizations,
});

/** The categories as a tree: roots in order, each with its children in order. */
export const categoryTree = (rows: CountedCategory[]): TCategoryNode[] => {
  const nodes = new Map<number, TCategoryNode>(
    rows.map((row) => [row.id, { ...toCategory(row), children: [] }]),
  );
  const roots: TCategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as TCategoryNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
};

export const publicTree = (nodes: TCategoryNode[], locale: Locale): TPublicCategoryNode[] =>
  nodes.map((node) => {
    const text = textIn<{ name: string; description: string | null }>(
      Object.fromEntries(node.localizations.map((item) => [item.locale, item])),
      locale,
    );
    return {
      id: node.id,
      name: text.name,
      description: text.description,
      children: publicTree(node.children, locale),
    };
  });

/** Each category in `locale` with the names of its ancestors, from the rows of the whole tree. */
export const localizedCategories = (rows: CountedCategory[], locale: Locale): TLocalizedCategory[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: CountedCategory): string[] => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (
      let at: CountedCategory | undefined = row;
      at && !seen.has(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId)
    ) {
      seen.add(at.id);
      names.unshift(textIn(at.localizations, locale).name);
    }
    return names;
  };
  return rows.map((row) => {
    const text = textIn(row.localizations, locale);
    return {
      id: row.id,
      parentId: row.parentId,
      position: row.position,
      name: text.name,
      description: text.description,
      path: pathOf(row),
      postsCount: row.postsCount,
    };
  });
};

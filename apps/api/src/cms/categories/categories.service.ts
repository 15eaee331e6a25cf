import type { categoryEndpoints, Locale, ParsedBody, TCategoryListQuery } from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import { pageWindow } from '../../db/paging.ts';
import { sanitizedHtmlOrNull } from '../../html/sanitize.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { byLocale } from '../localized-texts.ts';
import {
  categoriesTree,
  deleteCategory,
  findCategory,
  insertCategory,
  listAllCategories,
  updateCategory,
} from './categories.repository.ts';
import {
  categorySnapshot,
  categoryTree,
  localizedCategories,
  publicTree,
  toCategory,
} from './categories.views.ts';

type CategoryCreate = ParsedBody<typeof categoryEndpoints.create>;
type CategoryUpdate = ParsedBody<typeof categoryEndpoints.update>;

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

export const createCategoriesService = (services: Services) => {
  const { db } = services;
  const html = { clean: services.client.features.cleanHtml };
  const categories = audited({ entity: 'Category', find: findCategory, snapshot: categorySnapshot });

  const localizations = (input: CategoryCreate) =>
    byLocale(
      input.localizations.map((item) => ({
        locale: item.locale,
        name: item.name,
        description: sanitizedHtmlOrNull(item.description, html),
      })),
    );

  return {
    get: async (id: number) => toCategory(await categories.read(db, id)),

    create: (input: CategoryCreate, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        await categoriesTree.lock(tx);
        const position = await categoriesTree.place(tx, input, null);
        return toCategory(
          await categories.create(tx, by, () =>
            insertCategory(tx, { parentId: input.parentId, position, localizations: localizations(input) }),
          ),
        );
      }),

    /** Renames or moves a branch; never under itself or one of its descendants (400 at `parentId`). */
    update: (input: CategoryUpdate, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        await categoriesTree.lock(tx);
        const saved = await categories.update(tx, by, input.id, async (before) => {
          if (before.version !== input.version) return null;
          const position = await categoriesTree.place(tx, input, before);
          return updateCategory(tx, input.id, input.version, {
            parentId: input.parentId,
            position,
            localizations: localizations(input),
          });
        });
        return toCategory(saved);
      }),

    remove: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        await categoriesTree.lock(tx);
        return categories.removeAll(tx, by, await categoriesTree.deepestFirst(tx, ids), async (_, id) => {
          if (await categoriesTree.hasChildren(tx, id))
            throw new AppError('not-allowed', 'categoryHasChildren');
          await deleteCategory(tx, id);
        });
      }),

    localized: async (id: number, locale: Locale) => {
      const found = localizedCategories(await listAllCategories(db), locale).find(
        (category) => category.id === id,
      );
      if (!found) throw notFound();
      return found;
    },

    /** The categories are few (a shop's sections): the list is made from the whole tree, paths included. */
    localizedList: async (query: TCategoryListQuery, locale: Locale) => {
      const search = query.search?.trim().toLocaleLowerCase('fr');
      const sort = query.sort ?? 'path';
      const field = sort.replace(/^-/, '') as 'name' | 'path' | 'postsCount';
      const direction = sort.startsWith('-') ? -1 : 1;
      const matching = localizedCategories(await listAllCategories(db), locale)
        .filter((category) => query.parentId === undefined || category.parentId === query.parentId)
        .filter((category) => !search || category.path.join(' ').toLocaleLowerCase('fr').includes(search))
        .sort((a, b) => {
          const order =
            field === 'postsCount'
              ? a.postsCount - b.postsCount
              : collator.compare(
                  field === 'name' ? a.name : a.path.join(' › '),
                  field === 'name' ? b.name : b.path.join(' › '),
                );
          return direction * order || a.id - b.id;
        });
      const { limit, offset } = pageWindow(query);
      return { items: matching.slice(offset, offset + limit), totalCount: matching.length };
    },

    pairs: async (locale: Locale) =>
      localizedCategories(await listAllCategories(db), locale)
        .map((category) => ({ id: category.id, name: category.path.join(' › ') }))
        .sort((a, b) => collator.compare(a.name, b.name)),

    fullTree: async () => categoryTree(await listAllCategories(db)),

    tree: async (rootId: number | undefined, locale: Locale) => {
      const roots = categoryTree(await listAllCategories(db));
      if (rootId === undefined) return publicTree(roots, locale);
      const find = (nodes: typeof roots): (typeof roots)[number] | undefined => {
        for (const node of nodes) {
          if (node.id === rootId) return node;
          const below = find(node.children);
          if (below) return below;
        }
        return undefined;
      };
      const branch = find(roots);
      if (!branch) throw notFound();
      return publicTree([branch], locale);
    },
  };
};

import {
  categoryEndpoints,
  menuEndpoints,
  pageEndpoints,
  postEndpoints,
  type TMenu,
  type TMenuCreate,
  type TMenuItemCreate,
  type TMenuItemUpdate,
  type TMenuUpdate,
  type TPageNode,
} from '@colophon/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n.ts';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { notifyDone } from '@/lib/notify-done.tsx';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const menuKeys = queryKeysFactory('menus');

/** Every menu (a shop has a few), by name. */
export const menusQueryOptions = () =>
  queryOptions({
    queryKey: [...menuKeys.lists(), 'all'],
    queryFn: ({ signal }) => call(menuEndpoints.list, {}, { signal }),
  });

export const menuQueryOptions = (id: number) =>
  queryOptions({
    queryKey: menuKeys.detail(id),
    queryFn: ({ signal }) => call(menuEndpoints.get, { query: { id } }, { signal }),
  });

export const useSaveMenu = () =>
  useSaveMutation(menuKeys, (body: TMenuCreate | TMenuUpdate) =>
    'id' in body ? call(menuEndpoints.update, { body }) : call(menuEndpoints.create, { body }),
  );

export const useDeleteMenus = () => useDeleteMutation(menuKeys, allAtOnce(menuEndpoints.remove));

/**
 * Adds, changes, moves or deletes an item: each answers the whole menu, which replaces the one shown
 * (and the list's counts refresh). `quiet` for moves: the tree moving is the answer.
 */
export const useChangeMenuItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { create: TMenuItemCreate }
        | { update: TMenuItemUpdate; quiet?: boolean }
        | { remove: number; label: string },
    ): Promise<TMenu> =>
      'create' in change
        ? call(menuEndpoints.createItem, { body: change.create })
        : 'update' in change
          ? call(menuEndpoints.updateItem, { body: change.update })
          : call(menuEndpoints.removeItem, { query: { id: change.remove } }),
    meta: { quietSuccess: true },
    onSuccess: async (menu, change) => {
      if ('remove' in change) notifyDone(i18n.t('cms.menu.itemDeleted', { name: change.label }));
      else if (!('quiet' in change && change.quiet)) notifyDone(i18n.t('common.saved'));
      queryClient.setQueryData(menuKeys.detail(menu.id), menu);
      await queryClient.invalidateQueries({ queryKey: menuKeys.lists() });
    },
  });
};

/** A post's address on the site: `/` and its relative URL in French (the site reads it by that URL). */
export const postAddress = async (id: number) => {
  const post = await call(postEndpoints.get, { query: { id } });
  const text = post.localizations.find((one) => one.locale === 'fr') ?? post.localizations[0];
  return text ? `/${text.seo.relativeUrl}` : null;
};

/** A picker's choices; empty when the user may not read them (their own claim). */
const orNone = <T>(request: Promise<T[]>) => request.catch((): T[] => []);

/** A page and those under it, each named with its path (`Accueil › Agenda`). */
const pagesUnder = (node: TPageNode, path: string): { id: number; name: string }[] => {
  const name = path ? `${path} › ${node.name}` : node.name;
  return [{ id: node.id, name }, ...node.children.flatMap((child) => pagesUnder(child, name))];
};

/** What an item may lead to: the pages (the tree, flattened with their paths), posts and categories. */
export const menuTargetsQueryOptions = () =>
  queryOptions({
    queryKey: [...menuKeys.all, 'targets'],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const [tree, posts, categories] = await Promise.all([
        orNone(call(pageEndpoints.fullTree, {}, { signal })),
        orNone(
          call(postEndpoints.list, { query: { pageSize: 200, sort: '-updatedAt' } }, { signal }).then(
            (page) => page.items.map((post) => ({ id: post.id, name: post.title })),
          ),
        ),
        orNone(call(categoryEndpoints.pairs, {}, { signal })),
      ]);
      const pages = tree.flatMap((root) => pagesUnder(root, ''));
      return { pages, posts, categories };
    },
  });

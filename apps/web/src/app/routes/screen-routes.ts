import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { ScreenKey } from '@/app/screens.ts';
import { ApiError } from '@/lib/api-error.ts';
import { listQuery, type TListQuery, type TListSearch } from '@/lib/search.ts';
import type { StandardSchema } from '@/lib/search-schema.ts';
import { appLayout } from './layouts.ts';

/*
 * The one way to declare a signed-in screen's route (apps/web/README.md, "Routes"). A screen's code
 * (page, requests, query options) loads with the screen: `page` and `load` import it on demand, so
 * the shell's first load carries none of it.
 */

/** A page component loaded when its screen is first shown (or its link is preloaded). */
export const lazyPage = lazyRouteComponent;

/** What a search schema gives: the screen's state as read from the URL. */
type SearchOf<V> = V extends StandardSchema<infer O, unknown> ? O : never;

interface ScreenOptions<P extends string> {
  /** The path under the signed-in layout, as SPEC §2 names it (`catalog/author`). */
  path: P;
  /** The screen's title key (`screens.*`): document title and heading. */
  title: ScreenKey;
  page: RouteComponent;
}

/** A screen that only shows its page (and may warm the cache before it shows). */
export const screenRoute = <const P extends string>(
  options: ScreenOptions<P> & { load?: (queryClient: QueryClient) => unknown },
) =>
  createRoute({
    getParentRoute: () => appLayout,
    path: options.path,
    staticData: { title: options.title },
    loader: ({ context: { queryClient } }) => options.load?.(queryClient),
    component: options.page,
  });

/**
 * A list screen: its state (page, size, sort, search, filters) in the URL by `search`, and `load`
 * fetches the page the URL asks for before the screen shows (`query` is what the API takes).
 */
export const listRoute = <
  const P extends string,
  V extends StandardSchema<TListSearch, Record<string, unknown>>,
>(
  options: ScreenOptions<P> & {
    search: V;
    load: (args: {
      queryClient: QueryClient;
      search: SearchOf<V>;
      query: TListQuery<SearchOf<V>>;
    }) => Promise<unknown>;
  },
) =>
  createRoute({
    getParentRoute: () => appLayout,
    path: options.path,
    staticData: { title: options.title },
    validateSearch: options.search,
    loaderDeps: ({ search }) => search,
    // A list that fails to load keeps the layout: its page says what failed and offers Retry
    // (ListPage), rather than the whole screen giving way to the error page.
    loader: async ({ context: { queryClient }, deps }) => {
      const search = deps as unknown as SearchOf<V>;
      try {
        return await options.load({ queryClient, search, query: listQuery(search) });
      } catch (error) {
        if (error instanceof ApiError && error.status !== 401) return undefined;
        throw error;
      }
    },
    component: options.page,
  });

/**
 * A detail screen: the entity id in `?id=` (none creates one), and `load` fetches it before the
 * screen shows. Other search params (an open tab) change the URL without reloading.
 */
export const detailRoute = <
  const P extends string,
  V extends StandardSchema<{ id?: number | undefined }, Record<string, unknown>>,
>(
  options: ScreenOptions<P> & {
    search: V;
    load: (args: { queryClient: QueryClient; id: number | undefined }) => Promise<unknown>;
  },
) =>
  createRoute({
    getParentRoute: () => appLayout,
    path: options.path,
    staticData: { title: options.title },
    validateSearch: options.search,
    loaderDeps: ({ search }) => ({ id: (search as { id?: number | undefined }).id }),
    loader: ({ context: { queryClient }, deps: { id } }) => options.load({ queryClient, id }),
    component: options.page,
  });

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/*
 * How the build groups the screens' code in files (issue 9: fewer round trips). Left to itself,
 * rolldown makes a file of each set of modules that a different set of lazy modules shares: /account
 * loaded 54 files after the entry, most under 1 kB, six at a time over HTTP/1.1. Here three layers
 * take what always loads together, so that no page loads a module it did not load before:
 * - `ui`: what the signed-in layout shares with the sign-in pages' first screen (buttons, inputs);
 * - `app-shell`: the rest of the signed-in layout (every signed-in screen shows it), less what a
 *   signed-out visitor may load (the toasts and dialogs too);
 * - `list-page`: the rest of the list page, less what any lazy module that is no list uses.
 * What is left keeps rolldown's own grouping; what index.html loads is one file (`$initial`).
 * "Uses" follows the names a module takes from a package's index (`@mantine/core`), not the whole
 * package; where that cannot be told the module is left out of the layers, so a layer never holds a
 * module that another page needs without it (each group takes exactly its modules:
 * `includeDependenciesRecursively: false`; the build has no import cycle between files).
 */

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

const APP_LAYOUT = [source('components/layout/app-layout.tsx')];
/** The pages of a signed-out visitor. */
const GUEST_PAGES = [
  source('components/layout/guest-layout.tsx'),
  source('features/auth/login-page.tsx'),
  source('features/auth/forgot-password-page.tsx'),
  source('features/auth/reset-password-page.tsx'),
  source('features/auth/auth-outcome-pages.tsx'),
];
/** Loaded on every page once the first screen shows: the toasts and dialogs. */
const OVERLAYS = [source('app/overlays-host.tsx')];
const LIST_PAGE = [source('components/list-page/list-page.tsx')];

const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/]/;

export interface ModuleGraph {
  getModuleInfo: (id: string) => {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    exports: readonly string[];
  } | null;
}

const NAMED_IMPORT = /import\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const STAR_REEXPORT = /export\s*\*\s*from\s*["']([^"']+)["']/g;
const LOCAL_EXPORT = /export\s*\{([^}]*)\}\s*;?/g;
const STATEMENTS =
  /(?:import|export)\s*(?:[\w$*\s,]*\{[^}]*\}|[\w$*\s,]+)?\s*(?:from\s*)?["'][^"']+["']\s*;?|export\s*\{[^}]*\}\s*;?/g;

/** `a as b, c` → [[a, b], [c, c]]. */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/),
    )
    .filter((names) => names[0])
    .map(([imported = '', local]) => [imported, local ?? imported] as const);

const SPECIFIERS = /(?:from\s*|import\s*)["']([^"']+)["']/g;

/**
 * The module `path` names in `id`'s code, among those it imports; undefined when it cannot be told.
 * A package's file (`@mantine/notifications/styles.css`) belongs to the longest name that matches it.
 */
const resolveIn = (id: string, path: string, importedIds: readonly string[], code: string) => {
  if (path.startsWith('.') || path.startsWith('@/')) {
    const file = path.startsWith('.') ? resolve(dirname(id), path) : source(path.slice(2));
    return importedIds.find((candidate) => candidate === file || candidate.startsWith(`${file}.`));
  }
  const inPackage = (candidate: string, name: string) =>
    candidate.endsWith(`/node_modules/${name}`) ||
    candidate.includes(`/node_modules/${name}/`) ||
    candidate.includes(`/node_modules/${name}.`);
  const names = [...code.matchAll(SPECIFIERS)].map(([, name = '']) => name);
  return importedIds.find(
    (candidate) =>
      candidate === path ||
      (inPackage(candidate, path) &&
        !names.some((name) => name.length > path.length && inPackage(candidate, name))),
  );
};

type Origin = [id: string, name: string];

/**
 * A module that only re-exports (`@mantine/core`'s index, the contract's): which module each of its
 * names comes from, so that what a file imports from it is followed, not the whole library.
 */
const reexportsOf = (id: string, graph: ModuleGraph) => {
  const info = graph.getModuleInfo(id);
  const code = info?.code;
  if (!info || !code) return undefined;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(STATEMENTS, '')
    .replace(/["']use client["'];?/g, '');
  if (rest.trim()) return undefined;
  const from = (path: string) => resolveIn(id, path, info.importedIds, code);
  const locals = new Map<string, Origin>();
  const names = new Map<string, Origin>();
  const add = (map: Map<string, Origin>, key: string, path: string, name: string) => {
    const origin = from(path);
    if (origin) map.set(key, [origin, name]);
  };
  for (const [, list = '', path = ''] of code.matchAll(NAMED_IMPORT))
    for (const [imported, local] of specifiers(list)) add(locals, local, path, imported);
  for (const [, list = '', path = ''] of code.matchAll(NAMED_REEXPORT))
    for (const [imported, exported] of specifiers(list)) add(names, exported, path, imported);
  for (const [, list = ''] of code.matchAll(LOCAL_EXPORT))
    for (const [local, exported] of specifiers(list)) {
      const origin = locals.get(local);
      if (origin) names.set(exported, origin);
    }
  const stars = [...code.matchAll(STAR_REEXPORT)].flatMap(([, path = '']) => from(path) ?? []);
  return (name: string): Origin | undefined =>
    names.get(name) ??
    stars.flatMap((star): Origin[] =>
      graph.getModuleInfo(star)?.exports.includes(name) ? [[star, name]] : [],
    )[0];
};

/**
 * What each module uses, read once per build: the modules it imports, and for a module that only
 * re-exports, the names taken from it (`import { Button } from '@mantine/core'`). One whose name a
 * plugin resolves (`@colophon/contract`) is the one such import left unnamed.
 */
export const usesOf = (graph: ModuleGraph) => {
  const indexes = new Map<string, ReturnType<typeof reexportsOf>>();
  const indexOf = (id: string) => {
    if (!indexes.has(id)) indexes.set(id, reexportsOf(id, graph));
    return indexes.get(id);
  };
  const edges = new Map<string, [string, string | undefined][]>();
  const edgesOf = (id: string) => {
    const known = edges.get(id);
    if (known) return known;
    const info = graph.getModuleInfo(id);
    const found: [string, string | undefined][] = [];
    edges.set(id, found);
    // The contract's tables come without their schemas (tree-shaken, `light-contract.ts`): what they
    // import (zod) is not followed.
    if (!info || CONTRACT_SOURCE.test(id)) return found;
    for (const imported of info.importedIds) if (!indexOf(imported)) found.push([imported, undefined]);
    const statements = [...(info.code ?? '').matchAll(NAMED_IMPORT)].map(([, list = '', path = '']) => ({
      list,
      imported: resolveIn(id, path, info.importedIds, info.code ?? ''),
    }));
    const named = new Set(statements.map((statement) => statement.imported));
    const unnamed = info.importedIds.filter(
      (imported) => indexOf(imported) && !named.has(imported) && !imported.includes('/node_modules/'),
    );
    const unresolved = statements.filter((statement) => !statement.imported);
    if (unnamed.length === 1 && unresolved.length === 1 && unresolved[0]) unresolved[0].imported = unnamed[0];
    for (const { list, imported } of statements)
      if (imported && indexOf(imported))
        for (const [importedName] of specifiers(list)) found.push([imported, importedName]);
    return found;
  };
  const origins = new Map<string, Origin | undefined>();
  /** Where a name of a module that re-exports comes from, through any number of them. */
  const originOf = (id: string, name: string): Origin | undefined => {
    const key = `${id}#${name}`;
    if (origins.has(key)) return origins.get(key);
    origins.set(key, undefined);
    const next = indexOf(id)?.(name);
    const origin = next && (indexOf(next[0]) ? originOf(...next) : next);
    origins.set(key, origin);
    return origin;
  };
  /**
   * The modules `roots` use, directly or not (themselves included). What cannot be told (a namespace
   * import of a module that re-exports) is left out: it stays in rolldown's own grouping.
   */
  return (roots: readonly string[], options: { lazy?: boolean } = {}) => {
    const used = new Set<string>();
    const pending = [...roots];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      const info = graph.getModuleInfo(id);
      if (used.has(id) || !info) continue;
      used.add(id);
      if (options.lazy) pending.push(...info.dynamicallyImportedIds);
      for (const [imported, name] of edgesOf(id)) {
        const origin = name === undefined ? imported : originOf(imported, name)?.[0];
        if (origin && !used.has(origin)) pending.push(origin);
      }
    }
    return used;
  };
};

/**
 * The build's grouping: `plugin` works out each module's layer once the module graph is complete
 * (`buildEnd`), and `codeSplitting` (`build.rolldownOptions.output`) makes a file of each layer. A
 * layer's modules import modules of itself or of a layer before it (or of none, which then joins it).
 */
export const chunkLayers = () => {
  const layers = new Map<string, string>();
  const plugin: Plugin = {
    name: 'colophon-chunk-layers',
    apply: 'build',
    buildEnd() {
      const usedFrom = usesOf({ getModuleInfo: (id) => this.getModuleInfo(id) });
      const app = usedFrom(APP_LAYOUT);
      const guest = usedFrom(GUEST_PAGES);
      // All that a signed-out visitor may load, later too: none of it goes in a signed-in layer.
      const guestLater = usedFrom([...GUEST_PAGES, ...OVERLAYS], { lazy: true });
      const list = usedFrom(LIST_PAGE);
      // What a lazy module that does not show the list page uses (a form, a chart) stays out of it.
      const besideLists = new Set<string>();
      for (const id of this.getModuleIds())
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          const used = usedFrom([lazy]);
          if (!used.has(LIST_PAGE[0] ?? '')) for (const module of used) besideLists.add(module);
        }
      layers.clear();
      const layered: [string, string[]][] = [
        ['ui', [...app].filter((module) => guest.has(module))],
        ['app-shell', [...app].filter((module) => !guestLater.has(module))],
        ['list-page', [...list].filter((module) => !guestLater.has(module) && !besideLists.has(module))],
      ];
      for (const [layer, modules] of layered)
        for (const module of modules) if (!layers.has(module)) layers.set(module, layer);
    },
  };
  const layer = (name: string, priority: number) => ({
    name,
    priority,
    test: (id: string) => layers.get(id) === name,
    includeDependenciesRecursively: false,
  });
  return {
    plugin,
    groups: [layer('ui', 3), layer('app-shell', 2), layer('list-page', 1)],
  };
};

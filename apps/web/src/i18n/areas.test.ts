// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fr as shell } from './fr.ts';

/*
 * The first screen carries the shell's strings and its own only (apps/web/README.md, "First load"):
 * an area's strings (`areas/*.ts`) are registered when a module imports its file. So every screen,
 * and every shared component, must import (itself or through what it imports) the area of each key
 * it shows; else the screen would show the key instead of the text.
 */

const src = fileURLToPath(new URL('..', import.meta.url));
const areasDir = join(src, 'i18n', 'areas');

const files = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** Each area's file by the namespaces it holds (`user` → areas/users.ts). */
const areaOf = new Map<string, string>();
// An area's parts (`areas/cms/post.ts`) are spread into its file, which registers them all.
for (const name of readdirSync(areasDir).filter((entry) => entry.endsWith('.ts'))) {
  const text = readFileSync(join(areasDir, name), 'utf8');
  const french = text.slice(text.indexOf('export const fr = {'), text.indexOf('export const en'));
  for (const [, namespace] of french.matchAll(/^ {2}(\w+): \{/gm))
    areaOf.set(namespace as string, join(areasDir, name));
}

const resolveImport = (from: string, specifier: string): string | undefined => {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  return base && existsSync(base) && statSync(base).isFile() ? base : undefined;
};

const textOf = new Map<string, string>();
const read = (file: string) => {
  let text = textOf.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    textOf.set(file, text);
  }
  return text;
};

/** What a module imports, statically or on demand; types only do not count (they load nothing). */
const importsOf = (file: string) =>
  [
    ...read(file)
      .replace(/(?:import|export) type [^;]*;/g, '')
      .matchAll(/(?:from |import\(?)\s*'([^']+)'/g),
  ]
    .map(([, specifier]) => resolveImport(file, specifier as string))
    .filter((path): path is string => path !== undefined);

/** A module and all it imports, directly or not. */
const closureOf = (entry: string) => {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
};

/** The area namespaces whose keys a module names (`t('user.name')`, `` t(`claims.${area}`) ``). */
const namespacesUsed = (file: string) => {
  if (file.startsWith(areasDir)) return [];
  const used = new Set<string>();
  for (const [, namespace] of read(file).matchAll(/['`](\w+)\.[\w$]/g))
    if (areaOf.has(namespace as string)) used.add(namespace as string);
  return [...used];
};

/** What each route shows: the components it loads on demand (`import('…/x-page.tsx')`). */
const routeEntries = files(join(src, 'app')).flatMap((file) =>
  [...read(file).matchAll(/import\('([^']+\.tsx)'\)/g)].map(
    ([, specifier]) => resolveImport(file, specifier as string) ?? `${specifier} (not found)`,
  ),
);
const sharedEntries = [
  ...files(join(src, 'components')),
  ...files(join(src, 'features', 'catalog', 'shared')),
];

describe('the strings of each screen', () => {
  it('when the areas are read, then none holds a namespace of the shell or of another area', () => {
    expect(areaOf.size).toBeGreaterThan(10);
    for (const namespace of areaOf.keys()) expect(Object.keys(shell)).not.toContain(namespace);
  });

  it('when a screen or a shared component names a key of an area, then it imports that area', () => {
    expect(routeEntries.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const entry of [...routeEntries, ...sharedEntries]) {
      const closure = closureOf(entry);
      for (const file of closure) {
        for (const namespace of namespacesUsed(file)) {
          if (!closure.has(areaOf.get(namespace) as string))
            missing.push(
              `${relative(src, entry)} shows \`${namespace}.*\` (${relative(src, file)}) without importing ${relative(src, areaOf.get(namespace) as string)}`,
            );
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});

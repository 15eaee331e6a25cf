import { rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@colophon/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleForTest } from './bundle-for-test.ts';
import { LIGHT_CONTRACT, lightContract } from './light-contract.ts';

/**
 * The build plugin that keeps zod and the schemas out of the console's first load: a console module
 * that only passes endpoints to `call` gets endpoint tables without schemas; any other module gets
 * the contract itself. Each table is a module of its own, so it loads with the screens that use it.
 */

const plugin = lightContract();
const resolveId = plugin.resolveId as unknown as (source: string, importer?: string) => { id: string } | null;

const written: string[] = [];
afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});
const moduleAt = (folder: string, name: string, source: string) => {
  const file = fileURLToPath(new URL(`${folder}${name}-${process.pid}.ts`, import.meta.url));
  writeFileSync(file, source);
  written.push(file);
  return file;
};
const contractSource = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));
const contractFor = (source: string, folder = '../src/') =>
  resolveId('@colophon/contract', moduleAt(folder, 'light-contract-importer', source))?.id ?? null;

describe('the light contract', () => {
  it('when a console module only passes endpoints along, then it gets the light contract', () => {
    const source = [
      "import { userEndpoints } from '@colophon/contract';",
      'export const list = () => call(userEndpoints.list, { query: {} });',
      'export type List = typeof userEndpoints.list;',
    ].join('\n');
    expect(contractFor(source)).toBe(LIGHT_CONTRACT);
  });

  it('when a console module reads an endpoint’s schema, then it gets the whole contract', () => {
    const source = [
      "import { authenticationEndpoints } from '@colophon/contract';",
      'export const check = (value) => authenticationEndpoints.forgotPassword.body.parse(value);',
    ].join('\n');
    expect(contractFor(source)).toBeNull();
  });

  it('when a module outside the console’s sources imports the contract, then it gets the contract itself', () => {
    const source =
      "import { userEndpoints } from '@colophon/contract';\nexport const e = userEndpoints.list;";
    expect(contractFor(source, './')).toBeNull();
  });

  it('when the light contract is loaded, then endpoints keep method, path and access, their schemas throw, and data tables are equal', async () => {
    const [chunk, ...others] = await bundleForTest(LIGHT_CONTRACT, [lightContract()], {
      external: (id) => id.startsWith(contractSource),
    });
    expect(others).toEqual([]);
    const file = moduleAt('./', 'light-contract-module', chunk?.code ?? '');
    const light = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const groups = light.endpointGroups as Record<string, Record<string, contract.Endpoint>>;
    for (const [groupName, group] of Object.entries(contract.endpointGroups)) {
      for (const [name, endpoint] of Object.entries(group as Record<string, contract.Endpoint>)) {
        const lightEndpoint = groups[groupName]?.[name];
        expect(lightEndpoint && { ...lightEndpoint }).toEqual({
          method: endpoint.method,
          path: endpoint.path,
          access: endpoint.access,
        });
        expect(() => lightEndpoint?.body).toThrow(`${endpoint.method} ${endpoint.path}`);
      }
    }
    expect(light.MAX_PAGE_SIZE).toBe(contract.MAX_PAGE_SIZE);
    expect(light.translate).toBe(contract.translate);
  });

  it('when the first screen calls one table’s endpoints and a lazy screen another’s, then the first load carries only the first table and the lazy screen’s chunk the other', async () => {
    const screen = moduleAt(
      '../src/',
      'light-contract-screen',
      [
        "import { productEndpoints } from '@colophon/contract';",
        'export const listProducts = (call: (endpoint: unknown) => void) => call(productEndpoints.list);',
      ].join('\n'),
    );
    const shell = moduleAt(
      '../src/',
      'light-contract-shell',
      [
        "import { userEndpoints } from '@colophon/contract';",
        'export const listUsers = (call: (endpoint: unknown) => void) => call(userEndpoints.list);',
        `export const productScreen = () => import(${JSON.stringify(`./${basename(screen)}`)});`,
      ].join('\n'),
    );
    const chunks = await bundleForTest(shell, [lightContract()]);
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const loadedWith = (fileName: string, loaded = new Set<string>()): Set<string> => {
      if (loaded.has(fileName)) return loaded;
      loaded.add(fileName);
      for (const imported of byName.get(fileName)?.imports ?? []) loadedWith(imported, loaded);
      return loaded;
    };
    const codeOf = (files: Iterable<string>) => [...files].map((file) => byName.get(file)?.code).join('\n');
    const firstLoad = loadedWith(chunks.find((chunk) => chunk.isEntry)?.fileName ?? '');
    const screenChunk = chunks.find((chunk) => chunk.code.includes('listProducts'));
    const screenLoad = [...loadedWith(screenChunk?.fileName ?? '')].filter((file) => !firstLoad.has(file));

    expect(pathsNamedIn(codeOf(firstLoad))).toEqual(pathsOf(contract.userEndpoints));
    expect(pathsNamedIn(codeOf(screenLoad))).toEqual(pathsOf(contract.productEndpoints));
  });
});

/** Every endpoint path of the contract's tables. */
const allPaths = new Set(
  Object.values(contract.endpointGroups).flatMap((group) => [
    ...pathsOf(group as Record<string, contract.Endpoint>),
  ]),
);
function pathsOf(group: Record<string, contract.Endpoint>) {
  return new Set(Object.values(group).map((endpoint) => endpoint.path));
}
/** The contract's endpoint paths that a bundle's code names. */
function pathsNamedIn(code: string) {
  return new Set([...allPaths].filter((path) => code.includes(JSON.stringify(path))));
}

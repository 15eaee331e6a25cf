import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as contract from '@colophon/contract';
import type { Plugin } from 'vite';

const CONTRACT = '@colophon/contract';
export const LIGHT_CONTRACT = '\0colophon-contract-light';
const TABLE_PREFIX = `${LIGHT_CONTRACT}/`;
/** The module of one table of the light contract. */
const tableId = (name: string) => `${TABLE_PREFIX}${name}`;
/** The module of the function that makes a light endpoint, which every endpoint table calls. */
const LIGHT_ENDPOINT = `${LIGHT_CONTRACT}:endpoint`;
/** Data tables up to this size are copied into the light contract; bigger ones stay in their module, once. */
const INLINE_DATA_MAX = 4_000;

const isEndpoint = (value: unknown): value is contract.Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as contract.Endpoint).method === 'string' &&
  typeof (value as contract.Endpoint).path === 'string' &&
  'response' in value;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isGroup = (value: unknown): value is Record<string, contract.Endpoint> =>
  isRecord(value) && Object.keys(value).length > 0 && Object.values(value).every(isEndpoint);
const isData = (value: unknown): boolean =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every(isData)) ||
  (isRecord(value) &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every(isData));

/**
 * The contract as the console's modules see it: the contract's endpoint tables (every `…Endpoints`,
 * `endpointGroups`, `allEndpoints`) hold only what `call` reads at run time — method, path, access —
 * and its small data tables (enumerations, limits) are copied as literals. Schemas, messages and
 * functions are the contract's own. So a module that imports an endpoint to call it, or an
 * enumeration, does not bring zod and every schema into the first load: zod loads with the forms.
 * Types are the contract's, unchanged. A module that reads an endpoint's schemas
 * (`authenticationEndpoints.forgotPassword.body`) gets the whole contract; reading one from a light
 * endpoint anywhere else throws, naming the endpoint.
 *
 * Each table is a module of its own (`\0colophon-contract-light/<name>`), which the light contract
 * re-exports: a module is what the bundler puts in a chunk, so a table goes with the screens that use
 * it and the first screen carries only the shell's and its own.
 */
export const lightContract = (): Plugin => {
  const webSrc = fileURLToPath(new URL('../src/', import.meta.url));
  const contractIndex = fileURLToPath(new URL('../../../packages/contract/src/index.ts', import.meta.url));
  const endpointHelper = [
    'const missing = (method, path) => () => {',
    "  throw new Error(method + ' ' + path + ': the console ships endpoints without their schemas; import the schema itself');",
    '};',
    'export const e = (method, path, access) => {',
    '  const get = missing(method, path);',
    '  return Object.defineProperties({ method, path, access }, { query: { get }, body: { get }, response: { get } });',
    '};',
  ].join('\n');
  /** The code of each table's module, by its name in the contract. */
  const tables = new Map<string, string>();
  const lightTables = new Set<string>();
  const reexported: string[] = [];
  const light = (endpoint: contract.Endpoint) =>
    `/* @__PURE__ */ e(${[endpoint.method, endpoint.path, endpoint.access].map((part) => JSON.stringify(part)).join(', ')})`;
  const group = (table: Record<string, contract.Endpoint>) =>
    `{ ${Object.entries(table)
      .map(([name, endpoint]) => `${JSON.stringify(name)}: ${light(endpoint)}`)
      .join(', ')} }`;
  const usesEndpoints = `import { e } from ${JSON.stringify(LIGHT_ENDPOINT)};`;
  const groupNames = new Map<unknown, string>();
  for (const [name, value] of Object.entries(contract)) {
    if (isGroup(value)) {
      groupNames.set(value, name);
      lightTables.add(name);
      tables.set(name, `${usesEndpoints}\nexport const ${name} = ${group(value)};`);
    }
  }
  for (const [name, value] of Object.entries(contract)) {
    if (lightTables.has(name)) continue;
    if (isRecord(value) && Object.values(value).length > 0 && Object.values(value).every(isGroup)) {
      lightTables.add(name);
      const imports = new Set<string>();
      const entries = Object.entries(value).map(([key, table]) => {
        const groupName = groupNames.get(table);
        if (groupName) imports.add(`import { ${groupName} } from ${JSON.stringify(tableId(groupName))};`);
        return `${JSON.stringify(key)}: ${groupName ?? group(table)}`;
      });
      tables.set(
        name,
        [usesEndpoints, ...imports, `export const ${name} = { ${entries.join(', ')} };`].join('\n'),
      );
    } else if (Array.isArray(value) && value.length > 0 && value.every(isEndpoint)) {
      lightTables.add(name);
      tables.set(name, `${usesEndpoints}\nexport const ${name} = [${value.map(light).join(', ')}];`);
    } else if (isData(value) && JSON.stringify(value).length <= INLINE_DATA_MAX) {
      tables.set(name, `export const ${name} = ${JSON.stringify(value)};`);
    } else {
      reexported.push(name);
    }
  }
  const entryCode = [
    ...[...tables.keys()].map((name) => `export { ${name} } from ${JSON.stringify(tableId(name))};`),
    `export { ${reexported.join(', ')} } from ${JSON.stringify(contractIndex)};`,
  ].join('\n');
  const codeOf = (id: string) => {
    if (id === LIGHT_CONTRACT) return entryCode;
    if (id === LIGHT_ENDPOINT) return endpointHelper;
    return id.startsWith(TABLE_PREFIX) ? tables.get(id.slice(TABLE_PREFIX.length)) : undefined;
  };

  const importOfContract = /import\s[^;]*?from\s*['"]@colophon\/contract['"];?/g;
  /** The module only passes endpoints along (`call(userEndpoints.list, …)`, `typeof userEndpoints.list`). */
  const onlyPassesEndpoints = (source: string) => {
    const body = source.replace(importOfContract, '');
    for (const name of lightTables) {
      for (const match of body.matchAll(new RegExp(`\\b${name}\\b`, 'g'))) {
        const before = body.slice(0, match.index);
        const after = body.slice(match.index + name.length);
        if (/typeof\s+$/.test(before)) continue;
        if (/^\s*\.\s*\w+\s*[,)]/.test(after)) continue;
        return false;
      }
    }
    return true;
  };

  return {
    name: 'colophon-light-contract',
    enforce: 'pre',
    resolveId(source, importer) {
      if (codeOf(source) !== undefined) return { id: source, moduleSideEffects: false };
      if (source !== CONTRACT || !importer) return null;
      const file = importer.split('?')[0] ?? importer;
      if (!file.startsWith(webSrc)) return null;
      return onlyPassesEndpoints(readFileSync(file, 'utf8'))
        ? { id: LIGHT_CONTRACT, moduleSideEffects: false }
        : null;
    },
    load: (id) => codeOf(id) ?? null,
  };
};

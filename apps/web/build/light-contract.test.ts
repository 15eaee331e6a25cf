import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as contract from '@colophon/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { LIGHT_CONTRACT, lightContract } from './light-contract.ts';

/**
 * The build plugin that keeps zod and the schemas out of the console's first load: a console module
 * that only passes endpoints to `call` gets endpoint tables without schemas; any other module gets
 * the contract itself.
 */

const plugin = lightContract();
const resolveId = plugin.resolveId as unknown as (source: string, importer?: string) => string | null;
const load = plugin.load as unknown as (id: string) => string | null;

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
const contractFor = (source: string, folder = '../src/') =>
  resolveId('@colophon/contract', moduleAt(folder, 'light-contract-importer', source));

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
    const code = load(LIGHT_CONTRACT);
    expect(code).toBeTypeOf('string');
    const file = moduleAt('./', 'light-contract-module', code ?? '');
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
});

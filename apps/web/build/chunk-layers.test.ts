import { describe, expect, it } from 'vitest';
import { type ModuleGraph, usesOf } from './chunk-layers.ts';

/** A module graph as rolldown gives it: each module's code, static and lazy imports, exports. */
const graphOf = (
  modules: Record<string, { code: string; imports?: string[]; lazy?: string[]; exports?: string[] }>,
): ModuleGraph => ({
  getModuleInfo: (id) => {
    const module = modules[id];
    return module
      ? {
          code: module.code,
          importedIds: module.imports ?? [],
          dynamicallyImportedIds: module.lazy ?? [],
          exports: module.exports ?? [],
        }
      : null;
  },
});

const core = '/app/node_modules/@mantine/core/esm';
const mantine = {
  [`${core}/index.mjs`]: {
    code: [
      'import { Button } from "./Button.mjs";',
      'import { Modal } from "./Modal.mjs";',
      'export { Button, Modal };',
    ].join('\n'),
    imports: [`${core}/Button.mjs`, `${core}/Modal.mjs`],
  },
  [`${core}/Button.mjs`]: { code: 'export const Button = 1;', exports: ['Button'] },
  [`${core}/Modal.mjs`]: {
    code: 'import { Portal } from "./Portal.mjs";\nexport const Modal = Portal;',
    imports: [`${core}/Portal.mjs`],
  },
  [`${core}/Portal.mjs`]: { code: 'export const Portal = 2;' },
};

/** What a page of `code`, importing Mantine's index, is found to use. */
const usedByPage = (code: string) =>
  [
    ...usesOf(graphOf({ ...mantine, '/app/src/page.tsx': { code, imports: [`${core}/index.mjs`] } }))([
      '/app/src/page.tsx',
    ]),
  ].sort();

describe('what a module uses, for the build’s layers', () => {
  it('when a page takes one name from a package’s index, then it uses that name’s module, not the package', () => {
    expect(usedByPage('import { Button } from "@mantine/core";\nexport const Page = Button;')).toEqual([
      `${core}/Button.mjs`,
      '/app/src/page.tsx',
    ]);
  });

  it('when an index re-exports everything of a module, then the name is found by what that module exports', () => {
    const used = usesOf(
      graphOf({
        '/app/contract/index.ts': {
          code: 'export * from "./users.ts";\nexport * from "./orders.ts";',
          imports: ['/app/contract/users.ts', '/app/contract/orders.ts'],
        },
        '/app/contract/users.ts': { code: 'export const users = 1;', exports: ['users'] },
        '/app/contract/orders.ts': { code: 'export const orders = 2;', exports: ['orders'] },
        '/app/src/list.ts': {
          code: 'import { orders } from "../contract/index.ts";',
          imports: ['/app/contract/index.ts'],
        },
      }),
    );
    expect([...used(['/app/src/list.ts'])]).toContain('/app/contract/orders.ts');
    expect([...used(['/app/src/list.ts'])]).not.toContain('/app/contract/users.ts');
  });

  it('when what a page takes from an index cannot be told, then nothing of it is counted as used', () => {
    expect(
      usedByPage('import * as Mantine from "@mantine/core";\nexport const Page = Mantine.Button;'),
    ).toEqual(['/app/src/page.tsx']);
  });

  it('when asked for what loads later too, then the lazy imports are followed', () => {
    const used = usesOf(
      graphOf({
        '/app/src/login.tsx': { code: '', lazy: ['/app/src/check.ts'] },
        '/app/src/check.ts': { code: '' },
      }),
    );
    expect(used(['/app/src/login.tsx']).has('/app/src/check.ts')).toBe(false);
    expect(used(['/app/src/login.tsx'], { lazy: true }).has('/app/src/check.ts')).toBe(true);
  });
});

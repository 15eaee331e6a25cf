import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BiomeConfig,
  consoleFeatures,
  expectedBiomeConfig,
  withFeatureOverrides,
} from './biome-features.ts';
import { exporting, lint, repositoryBiomeConfig } from './lint-workspace.ts';

/*
 * biome.json's per-feature boundaries are written by scripts/biome-features.ts from the console's
 * folders: the file must be what the script writes, and what it writes must still hold the lint.
 */

const root = fileURLToPath(new URL('../', import.meta.url));
const web = 'apps/web/src';
const copies: string[] = [];
afterAll(() => {
  for (const folder of copies) rmSync(folder, { recursive: true, force: true });
});

/** A repository holding biome.json and these feature folders only. */
const repositoryWith = (featureFolders: string[]) => {
  const folder = mkdtempSync(join(tmpdir(), 'colophon-features-'));
  copies.push(folder);
  cpSync(join(root, 'biome.json'), join(folder, 'biome.json'));
  for (const feature of featureFolders) {
    mkdirSync(join(folder, web, 'features', feature), { recursive: true });
    writeFileSync(join(folder, web, 'features', feature, 'index.ts'), 'export {};\n');
  }
  return folder;
};

describe('biome.json feature boundaries', () => {
  it('when biome.json is read, then it is what scripts/biome-features.ts writes from the folders', () => {
    const onDisk = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    // On failure: run `npm run lint:features` and commit biome.json.
    expect(onDisk).toEqual(expectedBiomeConfig());
  });

  it('when a feature folder is added and the script is not run, then biome.json is found out of date', () => {
    const folder = repositoryWith([
      'auth',
      'catalog/shared',
      'catalog/products',
      'cms/posts',
      'newcomer',
      'sales/documents',
    ]);
    expect(consoleFeatures(folder)).toEqual([
      'auth',
      'catalog/products',
      'cms',
      'newcomer',
      'sales/documents',
    ]);
    const onDisk = JSON.parse(readFileSync(join(folder, 'biome.json'), 'utf8'));
    expect(onDisk).not.toEqual(expectedBiomeConfig(folder));
  });

  it('when the script writes a new feature, then it may import itself but not another feature, and lint fails', () => {
    const config = withFeatureOverrides(repositoryBiomeConfig() as unknown as BiomeConfig, [
      'newcomer',
      'users',
    ]);
    const passing = lint(
      {
        [`${web}/features/newcomer/newcomer-page.tsx`]: exporting(
          'page',
          '@/features/newcomer/api/get-new.ts',
          '@/features/catalog/shared/availability.ts',
        ),
        [`${web}/features/newcomer/api/get-new.ts`]: 'export const v0 = 1;\n',
        [`${web}/features/catalog/shared/availability.ts`]: 'export const v1 = 1;\n',
      },
      config,
    );
    expect(passing.found).toEqual([]);
    const failing = lint(
      {
        [`${web}/features/newcomer/newcomer-page.tsx`]: exporting(
          'page',
          '@/features/users/api/get-users.ts',
        ),
        [`${web}/features/users/api/get-users.ts`]: 'export const v0 = 1;\n',
      },
      config,
    );
    expect(failing.passed).toBe(false);
    expect(failing.found).toEqual([`noRestrictedImports ${web}/features/newcomer/newcomer-page.tsx`]);
  });

  it('when a sales screen imports another sales feature, then lint fails on the generated boundaries', () => {
    const result = lint({
      [`${web}/features/sales/customers/customer-page.tsx`]: exporting(
        'page',
        '@/features/sales/customers/api/customers.ts',
        '@/features/sales/documents/api/documents.ts',
      ),
      [`${web}/features/sales/customers/api/customers.ts`]: 'export const v0 = 1;\n',
      [`${web}/features/sales/documents/api/documents.ts`]: 'export const v1 = 1;\n',
    });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual([`noRestrictedImports ${web}/features/sales/customers/customer-page.tsx`]);
  });
});

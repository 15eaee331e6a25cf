import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/*
 * Lints a small file set in a temporary folder holding the repository's lint configuration (or the one
 * given), with the repository's own Biome: what the boundaries tests write and check.
 */

const root = fileURLToPath(new URL('../', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');
const workspaces: string[] = [];

afterAll(() => {
  for (const folder of workspaces) rmSync(folder, { recursive: true, force: true });
});

export const repositoryBiomeConfig = () =>
  JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;

/** The rules Biome reports for the files given (path → source), as `rule file` lines. */
export const lint = (files: Record<string, string>, biomeConfig: object = repositoryBiomeConfig()) => {
  const folder = mkdtempSync(join(tmpdir(), 'colophon-lint-'));
  workspaces.push(folder);
  const config: Record<string, unknown> = { ...biomeConfig, vcs: { enabled: false } };
  delete config.$schema;
  writeFileSync(join(folder, 'biome.json'), JSON.stringify(config));
  mkdirSync(join(folder, 'apps', 'web'), { recursive: true });
  // Biome resolves the `@/` alias from the console's package and tsconfig, as in the repository.
  for (const manifest of [
    'package.json',
    'tsconfig.json',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
  ]) {
    cpSync(join(root, manifest), join(folder, manifest));
  }
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), source);
  }
  const result = spawnSync(biome, ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
    cwd: folder,
    encoding: 'utf8',
  });
  const found = [...`${result.stdout}`.matchAll(/title=lint\/\w+\/(\w+),file=([^,]+),/g)].map(
    ([, rule, file]) => `${rule} ${file?.replace(`${folder}/`, '')}`,
  );
  return { passed: result.status === 0, found };
};

/** A module importing one name from each path given, and exporting `name`. */
export const exporting = (name: string, ...imports: string[]) =>
  `${imports.map((from, index) => `import { v${index} } from '${from}';`).join('\n')}\nexport const ${name} = () => [${imports.map((_, index) => `v${index}`).join(', ')}];\n`;

/**
 * `npm run lint:features`: writes biome.json's per-feature boundaries of the console from its folders.
 * Each feature of `apps/web/src/features` gets one override that lets it import itself, the catalogue's
 * shared folder and the screens table, and nothing else of the features or of the app shell. A feature
 * is a folder of `features/`, or of one of `FEATURE_GROUPS` (catalog/products, sales/documents…); a
 * `shared` folder is no feature. Every other override of biome.json is kept as written.
 * `scripts/biome-features.test.ts` fails when biome.json is not what this writes.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders of `features/` whose sub-folders are the features (each a screen group of its own). */
export const FEATURE_GROUPS = ['catalog', 'marketing', 'sales'] as const;
/** Shared by a group's features: they may all import it (it has its own, stricter, override). */
export const SHARED_FOLDERS = ['catalog/shared'] as const;

const FEATURES_DIR = 'apps/web/src/features';
const root = fileURLToPath(new URL('../', import.meta.url));

const folders = (path: string) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The console's features, as paths under `features/` (`auth`, `catalog/products`…), sorted. */
export const consoleFeatures = (repository = root): string[] => {
  const base = join(repository, FEATURES_DIR);
  const groups: readonly string[] = FEATURE_GROUPS;
  const shared: readonly string[] = SHARED_FOLDERS;
  return folders(base)
    .flatMap((name) =>
      groups.includes(name) ? folders(join(base, name)).map((child) => `${name}/${child}`) : [name],
    )
    .filter((feature) => !shared.includes(feature));
};

const relativeImports = {
  group: ['../**', '!../../client-config.ts'],
  message:
    'In the console, a relative import only goes down (./…): import anything outside this folder with the @/ alias (@/lib/…, @/features/<feature>/…).',
};

/** The override of one feature: itself and the shared folders, no other feature, only app/screens.ts. */
export const featureOverride = (feature: string) => ({
  includes: [`${FEATURES_DIR}/${feature}/**`],
  linter: {
    rules: {
      style: {
        noRestrictedImports: {
          level: 'error',
          options: {
            patterns: [
              relativeImports,
              {
                group: [
                  '@/features/**',
                  `!@/features/${feature}`,
                  `!@/features/${feature}/**`,
                  ...SHARED_FOLDERS.map((folder) => `!@/features/${folder}/**`),
                ],
                message: `A feature never imports another feature: features/${feature} may import only itself and ${SHARED_FOLDERS.map((folder) => `features/${folder}`).join(', ')} (move what both need to components/ or lib/, or to a shared folder).`,
              },
              {
                group: ['@/app/**', '!@/app/screens.ts'],
                message:
                  'A feature never imports the app shell (its routes import the feature): only the screens table app/screens.ts may be read.',
              },
            ],
          },
        },
      },
    },
  },
});

interface Override {
  includes: string[];
}
export interface BiomeConfig {
  overrides: Override[];
}

const featurePrefix = `${FEATURES_DIR}/`;
/** Whether an override is one this script writes: a single `features/<feature>/**` that is no shared folder. */
const isFeatureOverride = (override: Override) => {
  const [only, ...others] = override.includes;
  if (others.length > 0 || !only?.startsWith(featurePrefix) || !only.endsWith('/**')) return false;
  const folder = only.slice(featurePrefix.length, -'/**'.length);
  return folder !== '*' && folder !== '' && !(SHARED_FOLDERS as readonly string[]).includes(folder);
};

/**
 * biome.json as it should be: the hand-written overrides in their order, the features' overrides in
 * place of the old ones (right after the last hand-written override of `features/`).
 */
export const withFeatureOverrides = <T extends BiomeConfig>(config: T, features: string[]): T => {
  const kept = config.overrides.filter((override) => !isFeatureOverride(override));
  const lastOfFeatures = kept.findLastIndex((override) =>
    override.includes.some((path) => path.startsWith(featurePrefix)),
  );
  if (lastOfFeatures < 0) throw new Error(`biome.json has no override of ${FEATURES_DIR}/** to follow`);
  return {
    ...config,
    overrides: [
      ...kept.slice(0, lastOfFeatures + 1),
      ...features.map(featureOverride),
      ...kept.slice(lastOfFeatures + 1),
    ],
  };
};

export const biomeConfigPath = join(root, 'biome.json');

/** The expected biome.json, from the current one and the folders. */
export const expectedBiomeConfig = (repository = root) =>
  withFeatureOverrides(
    JSON.parse(readFileSync(join(repository, 'biome.json'), 'utf8')) as BiomeConfig,
    consoleFeatures(repository),
  );

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(biomeConfigPath, `${JSON.stringify(expectedBiomeConfig(), null, 2)}\n`);
  const biome = join(root, 'node_modules', '.bin', 'biome');
  const formatted = spawnSync(biome, ['format', '--write', biomeConfigPath], { stdio: 'inherit' });
  if (formatted.status !== 0) process.exit(formatted.status ?? 1);
  console.log(`biome.json: ${consoleFeatures().length} feature boundaries (${consoleFeatures().join(', ')})`);
}

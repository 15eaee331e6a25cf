import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** The console's `@/…` alias (tsconfig's `paths`, apps/web/vite.config.ts). */
const webAlias = { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) };

/**
 * API test files that never read the database: they ran on PGlite, so the PostgreSQL pass of
 * `.ci/run` (TEST_DATABASE_URL set) leaves them out rather than proving the same thing twice.
 */
const engineFree = [
  'apps/api/src/http/openapi-generators.test.ts',
  'apps/api/src/config.test.ts',
  'apps/api/src/marketing/discounts/discount-engine.test.ts',
  'apps/api/src/html/sanitize.test.ts',
  'apps/api/src/shop/shop-days.test.ts',
  'apps/api/src/catalog/products/same-value.test.ts',
  'apps/api/src/storage/public-address.test.ts',
  'apps/api/src/demo/demo-onix.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one file at a time on the 2-core CI machine,
    // where the API files mostly wait on their database. Two halve the run's time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'lint',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? engineFree : [])],
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web-build',
          include: ['apps/web/build/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});

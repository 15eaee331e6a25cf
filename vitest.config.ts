import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The console's `@/…` alias (tsconfig's `paths`, apps/web/vite.config.ts). */
const webAlias = { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) };

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

import { describe, expect, it } from 'vitest';
import { exporting, lint } from './lint-workspace.ts';

/*
 * The boundaries lint holds (biome.json): no import cycle, no feature importing another feature,
 * shared code importing no feature nor the app shell; in the API, calls go one way (routes → service
 * → repository → tables) and SQL stays in repositories. Each case lints a small file set in a
 * temporary copy of the repository's lint configuration, with the repository's own Biome.
 */

const web = 'apps/web/src';
const api = 'apps/api/src/catalog/authors';

describe('lint boundaries', () => {
  it('when a feature reads itself by alias, the catalogue shared folder, lib and the screens table, then lint passes', () => {
    const result = lint({
      [`${web}/features/catalog/products/product-page.tsx`]: exporting(
        'page',
        '@/features/catalog/products/api/get-thing.ts',
        '@/features/catalog/shared/availability.ts',
        '@/lib/format.ts',
        '@/app/screens.ts',
        './components/panel.tsx',
      ),
      [`${web}/features/catalog/products/api/get-thing.ts`]: 'export const v0 = 1;\n',
      [`${web}/features/catalog/products/components/panel.tsx`]: 'export const v4 = 1;\n',
      [`${web}/features/catalog/shared/availability.ts`]: 'export const v1 = 1;\n',
      [`${web}/lib/format.ts`]: 'export const v2 = 1;\n',
      [`${web}/app/screens.ts`]: 'export const v3 = 1;\n',
    });
    expect(result.found).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('when two console modules import each other through the alias, then lint fails on the cycle', () => {
    const result = lint({
      [`${web}/lib/a.ts`]: "import { b } from '@/lib/b.ts';\nexport const a = () => b;\n",
      [`${web}/lib/b.ts`]: "import { a } from '@/lib/a.ts';\nexport const b = () => a;\n",
    });
    expect(result.passed).toBe(false);
    expect(result.found).toContain(`noImportCycles ${web}/lib/a.ts`);
  });

  it('when API modules import each other, then lint fails on the cycle', () => {
    const result = lint({
      'apps/api/src/catalog/products/products.service.ts':
        "import { search } from '../search/search.service.ts';\nexport const products = () => search;\n",
      'apps/api/src/catalog/search/search.service.ts':
        "import { products } from '../products/products.service.ts';\nexport const search = () => products;\n",
    });
    expect(result.passed).toBe(false);
    expect(result.found).toContain('noImportCycles apps/api/src/catalog/search/search.service.ts');
  });

  it('when a feature imports another feature, then lint fails', () => {
    const result = lint({
      [`${web}/features/catalog/restrictions/restriction-page.tsx`]: exporting(
        'page',
        '@/features/catalog/products/api/get-products.ts',
      ),
      [`${web}/features/home/home-page.tsx`]: exporting('home', '@/features/users/api/get-users.ts'),
      [`${web}/features/catalog/products/api/get-products.ts`]: 'export const v0 = 1;\n',
      [`${web}/features/users/api/get-users.ts`]: 'export const v0 = 1;\n',
    });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual([
      `noRestrictedImports ${web}/features/catalog/restrictions/restriction-page.tsx`,
      `noRestrictedImports ${web}/features/home/home-page.tsx`,
    ]);
  });

  it('when a feature climbs out of its folder with ../ or reads the routes, then lint fails', () => {
    const result = lint({
      [`${web}/features/users/user-page.tsx`]: exporting('page', '../home/home-page.tsx'),
      [`${web}/features/tasks/task-page.tsx`]: exporting('page', '@/app/routes/app-routes.ts'),
      [`${web}/features/home/home-page.tsx`]: 'export const v0 = 1;\n',
      [`${web}/app/routes/app-routes.ts`]: 'export const v0 = 1;\n',
    });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual([
      `noRestrictedImports ${web}/features/tasks/task-page.tsx`,
      `noRestrictedImports ${web}/features/users/user-page.tsx`,
    ]);
  });

  it('when shared components or lib import a feature or the app shell, then lint fails', () => {
    const result = lint({
      [`${web}/components/list-page/list-page.tsx`]: exporting('list', '@/features/users/api/get-users.ts'),
      [`${web}/lib/screens-reader.ts`]: exporting('read', '@/app/screens.ts'),
      [`${web}/features/users/api/get-users.ts`]: 'export const v0 = 1;\n',
      [`${web}/app/screens.ts`]: 'export const v0 = 1;\n',
    });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual([
      `noRestrictedImports ${web}/components/list-page/list-page.tsx`,
      `noRestrictedImports ${web}/lib/screens-reader.ts`,
    ]);
  });

  it('when a new feature folder has no boundary of its own in biome.json, then lint asks for one', () => {
    const result = lint({
      [`${web}/features/newcomer/newcomer-page.tsx`]: exporting('page', '@/features/newcomer/api/get-new.ts'),
      [`${web}/features/newcomer/api/get-new.ts`]: 'export const v0 = 1;\n',
    });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual([`noRestrictedImports ${web}/features/newcomer/newcomer-page.tsx`]);
  });

  it('when an API feature goes routes → service → repository → tables, then lint passes', () => {
    const result = lint({
      [`${api}/authors.routes.ts`]: exporting('routes', './authors.service.ts', '../../../http/serve.ts'),
      // A service may name a row type of its tables; the queries stay in the repository.
      [`${api}/authors.service.ts`]: [
        "import { listAuthors } from './authors.repository.ts';",
        "import type { AuthorRow } from './authors.tables.ts';",
        'export const v0 = (row: AuthorRow) => [listAuthors, row];',
        '',
      ].join('\n'),
      [`${api}/authors.repository.ts`]: [
        "import { eq } from 'drizzle-orm';",
        "import { byName } from './authors.sql.ts';",
        "import { authors } from './authors.tables.ts';",
        "import { books } from '../books/books.tables.ts';",
        'export const listAuthors = () => [eq, byName, authors, books];',
        '',
      ].join('\n'),
      [`${api}/authors.sql.ts`]: "import { sql } from 'drizzle-orm';\nexport const byName = sql`name`;\n",
      [`${api}/authors.tables.ts`]: [
        "import { pgTable } from 'drizzle-orm/pg-core';",
        "export const authors = pgTable('authors', {});",
        'export type AuthorRow = typeof authors.$inferSelect;',
        '',
      ].join('\n'),
      'apps/api/src/catalog/books/books.tables.ts': 'export const books = 1;\n',
      'apps/api/src/http/serve.ts': 'export const v1 = 1;\n',
    });
    expect(result.found).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('when an API route imports a repository, tables, a SQL helper, drizzle-orm or a jobs file, then lint fails', () => {
    const result = lint({
      [`${api}/authors.routes.ts`]: exporting('routes', './authors.repository.ts'),
      [`${api}/author-tables.routes.ts`]: exporting('routes', '../books/books.tables.ts'),
      [`${api}/author-sql.routes.ts`]: exporting('routes', './authors.sql.ts'),
      [`${api}/author-drizzle.routes.ts`]: exporting('routes', 'drizzle-orm'),
      [`${api}/author-jobs.routes.ts`]: exporting('routes', './authors.jobs.ts'),
      [`${api}/authors.jobs.ts`]: 'export const v0 = 1;\n',
      [`${api}/authors.repository.ts`]: 'export const v0 = 1;\n',
      [`${api}/authors.sql.ts`]: 'export const v0 = 1;\n',
      'apps/api/src/catalog/books/books.tables.ts': 'export const v0 = 1;\n',
    });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual([
      `noRestrictedImports ${api}/author-drizzle.routes.ts`,
      `noRestrictedImports ${api}/author-jobs.routes.ts`,
      `noRestrictedImports ${api}/author-sql.routes.ts`,
      `noRestrictedImports ${api}/author-tables.routes.ts`,
      `noRestrictedImports ${api}/authors.routes.ts`,
    ]);
  });

  it('when an API service imports drizzle-orm, even a type of it, or a table, then lint fails', () => {
    const result = lint({
      [`${api}/author-tables.service.ts`]: [
        "import { type AuthorRow, authors } from './authors.tables.ts';",
        'export const first = (row: AuthorRow) => [authors, row];',
        '',
      ].join('\n'),
      [`${api}/authors.tables.ts`]: 'export const authors = 1;\nexport type AuthorRow = number;\n',
      [`${api}/authors.service.ts`]: exporting('service', 'drizzle-orm'),
      [`${api}/author-types.service.ts`]:
        "import type { SQL } from 'drizzle-orm';\nexport const where = (condition: SQL) => condition;\n",
    });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual([
      `noRestrictedImports ${api}/author-tables.service.ts`,
      `noRestrictedImports ${api}/author-types.service.ts`,
      `noRestrictedImports ${api}/authors.service.ts`,
    ]);
  });

  it('when an API repository or its SQL helper imports a service or a route, then lint fails', () => {
    const result = lint({
      [`${api}/authors.repository.ts`]: exporting('repository', './authors.service.ts'),
      [`${api}/authors.sql.ts`]: exporting('helper', '../books/books.routes.ts'),
      [`${api}/authors.service.ts`]: 'export const v0 = 1;\n',
      'apps/api/src/catalog/books/books.routes.ts': 'export const v0 = 1;\n',
    });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual([
      `noRestrictedImports ${api}/authors.repository.ts`,
      `noRestrictedImports ${api}/authors.sql.ts`,
    ]);
  });

  it('when an API jobs file reads a repository or runs SQL instead of going through its service, then lint fails', () => {
    const result = lint({
      [`${api}/authors.jobs.ts`]: exporting('jobs', './authors.repository.ts'),
      [`${api}/author-sql.jobs.ts`]: exporting('jobs', 'drizzle-orm'),
      [`${api}/author-service.jobs.ts`]: exporting('jobs', './authors.service.ts'),
      [`${api}/authors.repository.ts`]: 'export const v0 = 1;\n',
      [`${api}/authors.service.ts`]: 'export const v0 = 1;\n',
    });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual([
      `noRestrictedImports ${api}/author-sql.jobs.ts`,
      `noRestrictedImports ${api}/authors.jobs.ts`,
    ]);
  });

  it('when an API module that is no repository, SQL helper, tables nor shared plumbing imports drizzle-orm, then lint fails', () => {
    const result = lint({
      [`${api}/author-stats.ts`]: exporting('stats', 'drizzle-orm'),
      [`${api}/author-stats.repository.ts`]: exporting('stats', 'drizzle-orm'),
      'apps/api/src/db/paging.ts': exporting('paging', 'drizzle-orm'),
    });
    expect(result.passed).toBe(false);
    expect(result.found).toEqual([`noRestrictedImports ${api}/author-stats.ts`]);
  });
});

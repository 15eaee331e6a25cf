import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { treeOf } from '../../db/tree.sql.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { postCategories } from '../posts/posts.tables.ts';
import { type CategoryRow, categories } from './categories.tables.ts';

export type CategoryValues = Pick<CategoryRow, 'parentId' | 'position' | 'localizations'>;
export type CountedCategory = CategoryRow & { postsCount: number };

const postsCount = sql<number>`(select count(*)::int from ${postCategories} where ${postCategories.categoryId} = ${categories.id})`;

/** Every category with its count of posts, parents' order first: the tree is built from this one read. */
export const listAllCategories = async (executor: Executor): Promise<CountedCategory[]> => {
  const rows = await executor
    .select({ category: categories, postsCount })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map(({ category, postsCount: count }) => ({ ...category, postsCount: count }));
};

export const findCategory = async (executor: Executor, id: number): Promise<CountedCategory | null> => {
  const [found] = await executor
    .select({ category: categories, postsCount })
    .from(categories)
    .where(eq(categories.id, id));
  return found ? { ...found.category, postsCount: found.postsCount } : null;
};

/** The categories' tree: moves take turns, never under the category itself or below it. */
export const categoriesTree = treeOf(categories, 'categories-tree', {
  unknownParent: 'unknownCategory',
  cycle: 'categoryCycle',
});

export const insertCategory = async (executor: Executor, values: CategoryValues) => {
  const [row] = await executor.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('the category was not inserted');
  return row.id;
};

export const updateCategory = (executor: Executor, id: number, version: number, values: CategoryValues) =>
  updateAtVersion(executor, categories, id, version, values);

export const deleteCategory = (executor: Executor, id: number) =>
  executor.delete(categories).where(eq(categories.id, id));

import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
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

/** Serialises the moves of the tree: two moves at once could otherwise make a cycle between them. */
export const lockCategoryTree = (executor: Executor) =>
  executor.execute(sql`select pg_advisory_xact_lock(hashtext('categories-tree'))`);

/** The ids from `id` up to its root, itself included. */
export const ancestorIds = async (executor: Executor, id: number): Promise<number[]> => {
  const result = await executor.execute<{ id: number }>(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from ${categories} where id = ${id}
      union all
      select c.id, c.parent_id, up.depth + 1 from ${categories} c join up on c.id = up.parent_id where up.depth < 1000
    )
    select id from up`);
  return result.rows.map((row) => Number(row.id));
};

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

/** The position after the last child of `parentId`. */
export const nextPosition = async (executor: Executor, parentId: number | null) => {
  const [row] = await executor
    .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
    .from(categories)
    .where(siblingsOf(parentId));
  return row?.next ?? 0;
};

/** Makes room at `position` among the children of `parentId`. */
export const shiftSiblings = (executor: Executor, parentId: number | null, position: number) =>
  executor
    .update(categories)
    .set({ position: sql`${categories.position} + 1` })
    .where(and(siblingsOf(parentId), gte(categories.position, position)));

export const hasChildren = async (executor: Executor, id: number) => {
  const [row] = await executor
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, id))
    .limit(1);
  return row !== undefined;
};

export const insertCategory = async (executor: Executor, values: CategoryValues) => {
  const [row] = await executor.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('the category was not inserted');
  return row.id;
};

export const updateCategory = (executor: Executor, id: number, version: number, values: CategoryValues) =>
  updateAtVersion(executor, categories, id, version, values);

export const deleteCategory = (executor: Executor, id: number) =>
  executor.delete(categories).where(eq(categories.id, id));

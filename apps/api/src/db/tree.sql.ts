import type { MessageKey } from '@colophon/contract';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { invalidField } from '../http/app-error.ts';
import type { Executor } from './database.ts';

/** A table kept as a tree: each row under its `parentId` (null at the root), ordered by `position`. */
export type TreeTable = PgTable & { id: PgColumn; parentId: PgColumn; position: PgColumn };

/** Where a row goes: under `parentId` at `position` (at the end when null). */
export interface TreePlace {
  parentId: number | null;
  position: number | null;
}

/**
 * The one way a tree of rows (pages, post categories) is kept: its moves take turns (a
 * transaction-scoped advisory lock named `lockName`), a row never goes under itself or one of its
 * descendants, and its position is made free among its new siblings.
 */
export const treeOf = (
  table: TreeTable,
  lockName: string,
  errors: { unknownParent: MessageKey; cycle: MessageKey },
) => {
  const siblingsOf = (parentId: number | null) =>
    parentId === null ? isNull(table.parentId) : eq(table.parentId, parentId);
  const id = sql.identifier(table.id.name);
  const parent = sql.identifier(table.parentId.name);

  /** The ids from `start` up to its root, itself included. */
  const ancestorIds = async (executor: Executor, start: number): Promise<number[]> => {
    const result = await executor.execute<{ id: number }>(sql`
      with recursive up(id, parent_id, depth) as (
        select ${id}, ${parent}, 0 from ${table} where ${id} = ${start}
        union all
        select t.${id}, t.${parent}, up.depth + 1 from ${table} t join up on t.${id} = up.parent_id where up.depth < 1000
      )
      select id from up`);
    return result.rows.map((row) => Number(row.id));
  };

  /** The position after the last child of `parentId`. */
  const nextPosition = async (executor: Executor, parentId: number | null) => {
    const [row] = await executor
      .select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` })
      .from(table)
      .where(siblingsOf(parentId));
    return row?.next ?? 0;
  };

  return {
    /** Serialises the changes of the tree: two moves at once could otherwise make a cycle between them. */
    lock: (executor: Executor) => executor.execute(sql`select pg_advisory_xact_lock(hashtext(${lockName}))`),

    /**
     * The ids with the deepest first: deleting a selection that holds a row and its children then takes
     * the children before the row, which would otherwise be refused as still having some.
     */
    deepestFirst: async (executor: Executor, ids: readonly number[]): Promise<number[]> => {
      const unique = [...new Set(ids)];
      const depths = new Map<number, number>();
      for (const rowId of unique) depths.set(rowId, (await ancestorIds(executor, rowId)).length);
      return unique.sort((a, b) => (depths.get(b) ?? 0) - (depths.get(a) ?? 0));
    },

    hasChildren: async (executor: Executor, rowId: number) => {
      const [row] = await executor
        .select({ id: table.id })
        .from(table)
        .where(eq(table.parentId, rowId))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The position of a row placed at `to` (`moved`: the row as it is, null for a new one): its parent
     * must exist and not be the row or below it (400 at `parentId`); its siblings make room.
     */
    place: async (
      executor: Executor,
      to: TreePlace,
      moved: { id: number; parentId: number | null; position: number } | null,
    ): Promise<number> => {
      if (to.parentId !== null) {
        const [found] = await executor
          .select({ id: table.id })
          .from(table)
          .where(eq(table.id, to.parentId))
          .limit(1);
        if (!found) throw invalidField('parentId', errors.unknownParent);
        if (moved && (await ancestorIds(executor, to.parentId)).includes(moved.id))
          throw invalidField('parentId', errors.cycle);
      }
      const stays =
        moved !== null &&
        moved.parentId === to.parentId &&
        (to.position ?? moved.position) === moved.position;
      if (stays) return moved.position;
      if (to.position === null) return nextPosition(executor, to.parentId);
      await executor
        .update(table)
        .set({ position: sql`${table.position} + 1` } as never)
        .where(and(siblingsOf(to.parentId), gte(table.position, to.position)));
      return to.position;
    },
  };
};

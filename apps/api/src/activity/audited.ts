import type { Executor } from '../db/database.ts';
import { notFound, staleVersion } from '../http/app-error.ts';
import type { SignedInUser } from '../http/request-context.ts';
import { recordActivity } from './activity-log.ts';

/** How an editable entity is found and kept in the activity log. */
export interface AuditedEntity<T> {
  /** Its name in the log (`Author`, `user`…). */
  entity: string;
  /** The entity with this id, or nothing. */
  find: (executor: Executor, id: number) => Promise<T | null | undefined>;
  /** What the log keeps of it, field by field. */
  snapshot: (row: T) => Record<string, unknown>;
}

/**
 * The create / update / delete of an entity with its activity-log row, in the caller's
 * transaction: every service edits its entities through these, so that none forgets the log,
 * the 404 of a row that is gone or the 409 of a row that moved on.
 */
export const audited = <T>({ entity, find, snapshot }: AuditedEntity<T>) => {
  const read = async (executor: Executor, id: number): Promise<T> => {
    const row = await find(executor, id);
    if (row === null || row === undefined) throw notFound();
    return row;
  };

  const removeOne = async (
    tx: Executor,
    by: SignedInUser | null,
    id: number,
    remove: (before: T) => Promise<unknown>,
  ): Promise<null> => {
    const before = await read(tx, id);
    await remove(before);
    await recordActivity(tx, by, { entity, entityId: id, action: 'delete', before: snapshot(before) });
    return null;
  };

  return {
    /** The entity, or 404. */
    read,

    /** Inserts with `insert` (which answers the new id), reads the entity back and logs it as created. */
    create: async (tx: Executor, by: SignedInUser | null, insert: () => Promise<number>): Promise<T> => {
      const id = await insert();
      const after = await read(tx, id);
      await recordActivity(tx, by, { entity, entityId: id, action: 'create', after: snapshot(after) });
      return after;
    },

    /**
     * Reads the entity (404 when gone) and lets `write` change it at the version the caller read;
     * a falsy answer of `write` means the row has moved on (409). Then reads it again and logs both states.
     */
    update: async (
      tx: Executor,
      by: SignedInUser | null,
      id: number,
      write: (before: T) => Promise<unknown>,
    ): Promise<T> => {
      const before = await read(tx, id);
      if (!(await write(before))) throw staleVersion();
      const after = await read(tx, id);
      await recordActivity(tx, by, {
        entity,
        entityId: id,
        action: 'update',
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    },

    /** Reads the entity (404 when gone), deletes it with `remove` and logs what it was; null, as a deletion answers. */
    remove: (tx: Executor, by: SignedInUser | null, id: number, remove: (before: T) => Promise<unknown>) =>
      removeOne(tx, by, id, remove),

    /**
     * `remove` for each of `ids` (a list's bulk delete, one request), in the caller's transaction: all
     * are deleted, or none (the first 404 or refusal undoes the others).
     */
    removeAll: async (
      tx: Executor,
      by: SignedInUser | null,
      ids: readonly number[],
      remove: (before: T, id: number) => Promise<unknown>,
    ): Promise<null> => {
      for (const id of new Set(ids)) await removeOne(tx, by, id, (before) => remove(before, id));
      return null;
    },
  };
};

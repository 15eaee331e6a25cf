import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { type StoreRow, stores } from './stores.tables.ts';

export const listStores = (executor: Executor) => executor.select().from(stores).orderBy(asc(stores.name));

export const findStore = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(stores).where(eq(stores.id, id));
  return row ?? null;
};

export const insertStore = async (executor: Executor, values: typeof stores.$inferInsert) => {
  const [row] = await executor.insert(stores).values(values).returning({ id: stores.id });
  if (!row) throw new Error('the store was not inserted');
  return row.id;
};

export const updateStore = (
  executor: Executor,
  id: number,
  version: number,
  values: Partial<typeof stores.$inferInsert>,
) => updateAtVersion(executor, stores, id, version, values);

export const toStore = (row: StoreRow) => ({
  id: row.id,
  name: row.name,
  address: row.address,
  openingHours: row.openingHours,
  email: row.email,
  isPickupPoint: row.isPickupPoint,
});

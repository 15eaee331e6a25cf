import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { type StoreRow, stores } from './stores.tables.ts';

export const listStores = (executor: Executor) => executor.select().from(stores).orderBy(asc(stores.name));

export const findStore = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(stores).where(eq(stores.id, id));
  return row ?? null;
};

export const toStore = (row: StoreRow) => ({
  id: row.id,
  name: row.name,
  address: row.address,
  openingHours: row.openingHours,
  email: row.email,
  isPickupPoint: row.isPickupPoint,
});

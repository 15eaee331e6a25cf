import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { appSecrets } from './secrets.tables.ts';

/** JWT_SECRET when set; otherwise one key made at the first start and shared through the database. */
export const jwtSecret = async (db: Db, configured: string | undefined) => {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  if (!row) throw new Error('the JWT secret could not be stored');
  return row.value;
};

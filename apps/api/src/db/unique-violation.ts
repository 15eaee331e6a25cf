import { AppError, type FieldError } from '../http/app-error.ts';
import type { Db, Tx } from './database.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * The unique index a failed statement ran into, or null for any other failure. Both drivers report
 * it on the database error, which drizzle wraps as the `cause`.
 */
export const violatedUniqueIndex = (error: unknown): string | null => {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
  }
  return null;
};

/** The field error each unique index stands for (`users_email_key` → `email`: `emailTaken`). */
export type UniqueFields = Record<string, FieldError>;

/**
 * Runs a change in one transaction. A service checks names before writing, but two requests may
 * still race for the same one: the unique index then refuses the second, answered as the field
 * error `uniqueFields` names for it (400), never as a 500.
 */
export const inTransaction = async <T>(
  db: Db,
  uniqueFields: UniqueFields,
  change: (tx: Tx) => Promise<T>,
): Promise<T> => {
  try {
    return await db.transaction(change);
  } catch (error) {
    throw asFieldError(error, uniqueFields);
  }
};

/** The field error of the unique index `error` ran into, or `error` itself. */
export const asFieldError = (error: unknown, uniqueFields: UniqueFields): unknown => {
  const field = uniqueFields[violatedUniqueIndex(error) ?? ''];
  return field ? new AppError('invalid', field.message, { fields: [field] }) : error;
};

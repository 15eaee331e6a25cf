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

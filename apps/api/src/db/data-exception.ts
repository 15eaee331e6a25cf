/**
 * Whether a failure is a PostgreSQL data exception (SQLSTATE class 22): a value the database cannot
 * hold, such as a number past an `integer` column, a date out of range or a NUL character in text.
 * Such values come from the request (the contract lets through what it cannot know about the
 * columns), so the error handler answers 400, not 500. Drizzle wraps the driver's error as `cause`.
 */
export const isDataException = (error: unknown) => {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
};

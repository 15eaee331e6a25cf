/** SQLSTATEs of a server that is shutting down, starting, out of connections, or a link that broke. */
const UNAVAILABLE_STATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** What Node and node-postgres say when the server cannot be reached or went away mid-query. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const BROKEN_LINK =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether a failure means the database cannot be reached for now (restarted, failing over, out of
 * connections): the error handler answers 503, and the pool reconnects by itself at the next query.
 * Drizzle wraps the driver's error as `cause`.
 */
export const isDatabaseUnavailable = (error: unknown) => {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNREACHABLE_CODES.has(code)))
      return true;
    if (BROKEN_LINK.test(current.message)) return true;
  }
  return false;
};

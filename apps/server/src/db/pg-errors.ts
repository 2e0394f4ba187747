/** PostgreSQL's SQLSTATE on an error or anywhere down its cause chain (drivers wrap it). */
function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

export const isUniqueViolation = (error: unknown): boolean => hasPgCode(error, '23505');

/** A repeatable-read transaction met a row another committed after its snapshot. */
export const isSerializationFailure = (error: unknown): boolean => hasPgCode(error, '40001');

/** Network codes of a lost or refused database connection, and SQLSTATEs of a server going away. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown (stop -m fast or immediate)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '08000',
  '08001',
  '08003',
  '08006',
]);
/** node-postgres says so only in words when a connection dies mid-query. */
const UNREACHABLE_WORDS = /Connection terminated|not queryable|connection error/i;

/**
 * The database could not be reached or went away during the request (issue 20: a PostgreSQL
 * restart answered members HTTP 500): the request's outcome is unknown, and the answer is 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNREACHABLE_WORDS.test(message)) return true;
  }
  return false;
}

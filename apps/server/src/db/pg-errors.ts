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

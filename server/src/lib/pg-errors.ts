// Postgres error codes the services turn into domain errors. postgres.js and PGlite both
// expose the SQLSTATE as `code`; drizzle may wrap the driver error in `cause`.
function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
/** The statement ran past statement_timeout (or was cancelled): the database is busy, not broken. */
export const isStatementTimeout = (error: unknown) => sqlState(error) === '57014';

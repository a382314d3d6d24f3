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

// The socket errors of a database that is down or restarting (postgres.js's own codes among
// them), and the SQLSTATEs it answers while it stops or starts: connection exceptions (class 08),
// admin or crash shutdown, "cannot connect now" (starting up), too many connections.
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const POSTGRES_JS = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);
const STOPPING = new Set(['57P01', '57P02', '57P03', '53300']);

/** The database cannot be reached or is restarting: the request may succeed in a moment (503), it is not a bug (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (UNREACHABLE.has(code) || POSTGRES_JS.has(code) || STOPPING.has(code) || code.startsWith('08'))) return true;
  }
  return false;
}

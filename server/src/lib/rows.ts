/** The rows of a raw `db.execute`: postgres.js answers with an array of rows, PGlite with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { pageCount, type Page } from '@nimbus/shared/paging';

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * "Search filters across all fields, case-insensitive" (specification section 9): one ILIKE
 * per column, any match. Non-text columns are cast to text by the caller (`sql\`${col}::text\``).
 */
export function searchAcross(search: string, columns: readonly (SQL | SQL.Aliased | Parameters<typeof ilike>[0])[]): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(...columns.map((column) => ilike(column as Parameters<typeof ilike>[0], pattern)));
}

/** A date column as the table shows it (YYYY-MM-DD), so searching "2026-11" finds it. */
export function dateText(column: SQL | Parameters<typeof ilike>[0]): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}

/** Runs the page query and the count together and shapes the answer every table uses. */
export async function paginate<T>(
  input: { page: number; pageSize: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Page<T>> {
  const [items, count] = await Promise.all([rows(input.pageSize, (input.page - 1) * input.pageSize), total()]);
  return { items, total: count, page: input.page, pageSize: input.pageSize, pageCount: pageCount(count, input.pageSize) };
}

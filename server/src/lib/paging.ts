import { and, gte, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { pageCount, type Page } from '@nimbus/shared/paging';

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Column = AnyColumn | SQL;

/**
 * A searchable field that is not plain text: it turns the search term into its own
 * condition, or into none when the term cannot match it. Turning enums and dates into
 * equality and range conditions (instead of casting every row to text) keeps a search over
 * thousands of rows from scanning them all.
 */
export type Matcher = (term: string) => SQL | undefined;

const folded = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** An enum column: the values that contain the term ("progress", "in progress") or that it names ("suspended"). */
export function enumText(column: Column, values: readonly string[]): Matcher {
  return (term) => {
    const wanted = folded(term);
    const hits = values.filter((value) => folded(value).includes(wanted) || wanted.startsWith(folded(value)));
    return hits.length ? inArray(column as SQL, hits) : undefined;
  };
}

/** A number column (price, amount, id, count): searched as text, but only for a term with a digit. */
export function numberText(column: Column): Matcher {
  return (term) => (/\d/.test(term) ? ilike(sql`${column}::text`, likePattern(term)) : undefined);
}

const DATE_PREFIX = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/**
 * A date column as the table shows it (YYYY-MM-DD, UTC): a term "2026", "2026-11" or
 * "2026-11-21" finds the rows of that year, month or day.
 */
export function dateText(column: Column): Matcher {
  return (term) => {
    const match = DATE_PREFIX.exec(term);
    if (!match) return undefined;
    const year = Number(match[1]);
    const month = match[2] ? Number(match[2]) : undefined;
    const day = match[3] ? Number(match[3]) : undefined;
    const from = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
    if (from.getUTCMonth() !== (month ?? 1) - 1 || from.getUTCDate() !== (day ?? 1)) return undefined;
    const to =
      day !== undefined
        ? new Date(Date.UTC(year, month! - 1, day + 1))
        : month !== undefined
          ? new Date(Date.UTC(year, month, 1))
          : new Date(Date.UTC(year + 1, 0, 1));
    return and(gte(column as SQL, from), lt(column as SQL, to));
  };
}

/**
 * "Search filters across all fields, case-insensitive" (specification section 9): text columns
 * by ILIKE (trigram indexes back the large tables), other fields through their matcher.
 */
export function searchAcross(search: string, fields: readonly (Column | Matcher)[]): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  const conditions = fields
    .map((field) => (typeof field === 'function' ? field(term) : ilike(field, pattern)))
    .filter((condition): condition is SQL => condition !== undefined);
  // No field can match this term: the answer is empty, not unfiltered.
  return conditions.length ? or(...conditions) : sql`false`;
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

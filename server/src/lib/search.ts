import { and, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Search terms turned into conditions an index answers (ADR 015): each field the term can match
// becomes one arm; the big lists take the union of the arms (lib/paging.ts), the small tables one
// OR-condition (`searchAcross`).

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Column = AnyColumn | SQL;

/**
 * A searchable field that is not plain text: it turns the search term into its own
 * condition, or into none when the term cannot match it. Enums and dates become equality and
 * range conditions that an index answers, instead of casting every row to text.
 */
export type Matcher = (term: string) => SQL | undefined;

const folded = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** The names that contain the term ("progress", "in progress") or that it names ("suspended"), case and separators aside. */
export function namesMatching(values: readonly string[], term: string): string[] {
  const wanted = folded(term.trim());
  if (!wanted) return [];
  return values.filter((value) => folded(value).includes(wanted) || wanted.startsWith(folded(value)));
}

/** An enum column: the values the term matches (`namesMatching`). */
export function enumText(column: Column, values: readonly string[]): Matcher {
  return (term) => {
    const hits = namesMatching(values, term);
    return hits.length ? inArray(column as SQL, hits) : undefined;
  };
}

/** A record id: a term that is a whole number finds that row by its primary key. */
export function idEquals(column: Column): Matcher {
  return (term) => {
    const id = /^#?(\d{1,9})$/.exec(term)?.[1];
    return id === undefined ? undefined : sql`${column} = ${Number(id)}`;
  };
}

/**
 * A text expression with a trigram index on it: case-insensitive "contains". A term with
 * punctuation or spaces ("dmitri.marti", "Liam Kaya") makes pg_trgm look up padded word-boundary
 * trigrams (" ma", "  m") whose posting lists hold most rows; the index is asked for the same
 * words with `_` between them (no padded trigrams: 40 to 50 % less index work), and the exact
 * pattern is checked on the rows it finds (`|| ''` keeps it out of the index condition).
 */
export function contains(expression: Column): Matcher {
  return (term) => {
    const exact = likePattern(term);
    const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (words.length < 2 || words.some((word) => word.length < 3) || !/[^\p{L}\p{N}]/u.test(term)) return sql`${expression} ilike ${exact}`;
    const loose = `%${term.replace(/[^\p{L}\p{N}]/gu, '_')}%`;
    // coalesce(...) hides the check from the estimate too (it counts as one half, not as a pattern
    // the planner would guess to match almost nothing and so pick the wrong index).
    return sql`(${expression} ilike ${loose} and coalesce((${expression} || '') ilike ${exact}, false))`;
  };
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
 * "Search filters across all fields, case-insensitive" (specification section 9), as a list of
 * arms: each field the term can match becomes its own condition, answered by its own index, and
 * the list is the union of the arms (ADR 014). Undefined: no search; [] : nothing can match.
 */
export function searchArms(search: string, fields: readonly Matcher[]): SQL[] | undefined {
  const term = search.trim();
  if (!term) return undefined;
  return fields.map((field) => field(term)).filter((condition): condition is SQL => condition !== undefined);
}

/** One condition of the arms, for a query that cannot take a union (a single row's check). */
export function anyArm(arms: SQL[] | undefined): SQL | undefined {
  if (arms === undefined) return undefined;
  return arms.length ? or(...arms) : sql`false`;
}

/** A number column of a small table (plans): searched as text, for a term with a digit. */
export function numberText(column: Column): Matcher {
  return (term) => (/\d/.test(term) ? sql`${column}::text ilike ${likePattern(term)}` : undefined);
}

/** One OR-condition over text columns and matchers: for small tables, where a scan costs nothing. */
export function searchAcross(search: string, fields: readonly (Column | Matcher)[]): SQL | undefined {
  return anyArm(
    searchArms(
      search,
      fields.map((field) => (typeof field === 'function' ? field : contains(field))),
    ),
  );
}

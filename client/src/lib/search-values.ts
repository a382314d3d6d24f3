// Readers for the few query parameters the pages take. The router parses each value as JSON
// (`?plan=12` arrives as a number); a malformed value is dropped rather than failing the page.
// Plain functions, not zod: route search parsers run in the first load, and zod is not in it
// (docs/decisions/019).

/** Text, a number read as text; undefined for anything else. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : undefined;
}

/** A whole number from a number or its text, within [min, max]; undefined otherwise. */
export function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** `{ key: read(search.key) }` for each key the search has, nothing for keys it has not. */
export function readKeys<T extends Record<string, unknown>>(
  search: Record<string, unknown>,
  readers: { [K in keyof T]: (value: unknown) => T[K] },
): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(readers) as (keyof T & string)[]) {
    if (key in search) result[key] = readers[key](search[key]);
  }
  return result;
}

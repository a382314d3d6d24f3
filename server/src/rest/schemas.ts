import { MAX_ID, recordId } from '@nimbus/shared/ids';
import { pageFields } from '@nimbus/shared/paging';
import { z } from 'zod';

// The zod schemas of the legacy wire format that the shared schemas do not already give: path
// and query text read into the procedures' own fields, and the legacy answers' shapes.

/** Digits only, else NaN: `Number('0x10')` or `Number('1e3')` would quietly be a real number. */
const digits = (max: number) => (text: string) => (new RegExp(`^\\d{1,${max}}$`).test(text) ? Number(text) : Number.NaN);

/** A path id: the procedures' `recordId` ("Invalid id") on the path's text. */
export const pathId = z.string().transform(digits(10)).pipe(recordId).meta({ type: 'integer', minimum: 1, maximum: MAX_ID });

/** A number in the query, checked by the list input's own field. */
function queryNumber(field: z.ZodNumber, range: { minimum: number; maximum: number; description?: string }) {
  return z
    .string()
    .transform(digits(6))
    .pipe(field)
    .optional()
    .meta({ type: 'integer', ...range });
}

/**
 * The paging query of the legacy lists: `?page=`, `?pageSize=`, `?search=`, `?cursor=` (from a
 * Link header) and `?last=true` (anything else is no flag, as the old API read it).
 */
export function pagingQuery(defaultPageSize: number) {
  return z.object({
    page: queryNumber(pageFields.shape.page.unwrap(), { minimum: 1, maximum: 1_000_000 }),
    pageSize: queryNumber(pageFields.shape.pageSize.unwrap(), { minimum: 1, maximum: 100, description: `rows a page (${defaultPageSize} when not given)` }),
    search: pageFields.shape.search.unwrap().optional(),
    cursor: pageFields.shape.cursor.meta({ description: 'a position from a Link header' }),
    last: z
      .string()
      .transform((flag) => (flag === 'true' ? true : undefined))
      .optional()
      .meta({ type: 'boolean', description: 'true: the last page' }),
  });
}

export const PAGED_LIST =
  'One page as an array, newest first (the old API sent every row; now at most 100 a page). ' +
  'X-Total-Count holds the total, counted up to 1,000 and estimated beyond (X-Total-Count-Exact: false). ' +
  'Link headers (rel="next", rel="prev") give the neighbouring pages by cursor; ?page jumps to a page within the first 2,000 rows; ?last=true gives the last page.';

/** The adapter's error body (errors.ts), under the description of one status. */
export const errorBody = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  reason: z.string().optional().meta({ description: 'Only on refusals a client acts on: TWO_FACTOR_REQUIRED, TWO_FACTOR_INVALID, TWO_FACTOR_SETUP_REQUIRED' }),
});
export const refusal = (description: string) => errorBody.meta({ description });

export const badInput = refusal('Invalid input: the message says which field and why');
export const signedOut = refusal('Missing, invalid or expired token');
export const forbidden = refusal('Wrong role or suspended account');
export const notFound = (description = 'Not found, or not yours') => refusal(description);

/**
 * A legacy JSON body: a missing body, `null`, an array or a bare string read as `{}`, so the
 * answer names the missing field, as the old API did. Documented as the schema it checks.
 */
export function legacyBody<T extends z.ZodType>(schema: T) {
  const asRecord = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});
  const { $schema: _, ...documented } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return z.preprocess(asRecord, schema).meta(documented);
}

export const isoDate = z.iso.datetime();
export const money = z.number().meta({ description: 'US dollars, two decimals' });
export const message = (description: string) => z.object({ message: z.string() }).meta({ description });

/** A legacy list's answer: one page as an array, the paging in headers. */
export function pagedList<T extends z.ZodType>(row: T, description: string) {
  return z.array(row).meta({
    description,
    headers: {
      'X-Total-Count': { type: 'integer', description: 'rows in the whole list: exact up to 1,000, estimated beyond' },
      'X-Total-Count-Exact': { type: 'boolean', description: 'false when X-Total-Count is an estimate' },
      Link: { type: 'string', description: 'rel="next" and rel="prev" pages, by cursor' },
    },
  });
}

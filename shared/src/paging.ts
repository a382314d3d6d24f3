import { z } from './zod.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.ts';
import { groupThousands } from './format.ts';
import { fillMessage } from './message-text.ts';

/**
 * Paging of the big lists (ADR 014). Next and previous follow a keyset cursor, so page 5,000 costs
 * what page 1 does; a page can be jumped to by number only within the first `MAX_JUMP_ROWS` rows;
 * `last` answers the oldest rows. Totals are counted exactly up to `EXACT_COUNT_LIMIT`; beyond
 * it a list gives the database's estimate ("about 1,000,000") instead of counting a million rows
 * on every page.
 */
export const MAX_JUMP_ROWS = 2_000;
/** A search of one or two characters (no trigram to look up) reads only this many newest rows. */
export const SHORT_TERM_ROWS = 10_000;
export const isShortTerm = (search: string) => search.trim().length > 0 && search.trim().length < 3;
export const EXACT_COUNT_LIMIT = 1_000;

export const pagingMessages = {
  jumpTooFar: `A page can be opened by number within the first ${groupThousands(MAX_JUMP_ROWS)} rows; go further with Next or Last.`,
  badCursor: 'This page position is not valid any more; start again from the first page.',
  shortTerm: `A search of one or two characters looks at the newest ${groupThousands(SHORT_TERM_ROWS)} rows; type three or more to search them all.`,
  // Templates (fillMessage): a total that is not exact (totalLabel).
  moreThan: 'more than {{total}}',
  about: 'about {{total}}',
} as const;

/** The paging and search fields every list takes; `page` is 1-based. Extend it, then wrap in `paged`. */
export const pageFields = z.object({
  /** The page to jump to; with `cursor` or `last`, only the number the caller shows. */
  page: z.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  search: z.string().trim().max(100).default(''),
  /** A position from an answer's `next` or `prev`. */
  cursor: z.string().max(200).optional(),
  /** The last page: the oldest rows. */
  last: z.boolean().optional(),
});

/** A list input: refuses a jump by number beyond the first `MAX_JUMP_ROWS` rows. */
export function paged<T extends typeof pageFields>(schema: T) {
  return schema.superRefine((input, ctx) => {
    if (input.cursor === undefined && !input.last && ((input.page ?? 1) - 1) * input.pageSize >= MAX_JUMP_ROWS) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: pagingMessages.jumpTooFar });
    }
  });
}

export const pageInput = paged(pageFields);
export type PageInput = z.input<typeof pageInput>;

export type Page<T> = {
  items: T[];
  /** Exact up to `EXACT_COUNT_LIMIT` rows; beyond, an estimate and `totalExact` is false. */
  total: number;
  totalExact: boolean;
  /** This page's number, when known (the last page of an estimated list has none). */
  page: number | null;
  pageSize: number;
  /** Known when the total is exact. */
  pageCount: number | null;
  /** Cursors for the following (older) and preceding (newer) page; null at either end. */
  next: string | null;
  prev: string | null;
};

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * "1,234"; "about 1,000,000" for an estimate (two significant digits); "more than 1,000" when the
 * count stopped at its limit and the database's estimate was no larger.
 */
export function totalLabel(page: Pick<Page<unknown>, 'total' | 'totalExact'>): string {
  if (page.totalExact) return page.total.toLocaleString('en-US');
  if (page.total <= EXACT_COUNT_LIMIT + 1) return fillMessage(pagingMessages.moreThan, { total: EXACT_COUNT_LIMIT.toLocaleString('en-US') });
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, page.total))) - 1);
  return fillMessage(pagingMessages.about, { total: (Math.round(page.total / scale) * scale).toLocaleString('en-US') });
}

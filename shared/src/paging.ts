import { z } from './zod.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.ts';

/** Server-side paging and search, shared by every table. `page` is 1-based. */
export const pageInput = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  search: z.string().trim().max(100).default(''),
});
export type PageInput = z.input<typeof pageInput>;

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '@nimbus/shared/paging';

/**
 * The `:id` of a legacy path. Anything but digits becomes NaN, which the procedure's `recordId`
 * refuses with 400 "Invalid id": `Number('0x10')` or `Number('1e3')` would quietly be a real id.
 */
export function pathId(req: FastifyRequest, name = 'id'): number {
  const value = (req.params as Record<string, unknown>)[name];
  return typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
}

/** A JSON body as a record: a missing body, `null`, an array or a bare string read as `{}`. */
export function bodyRecord(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * `?page=2&pageSize=5&search=x`, and for the big lists `?cursor=` (from a Link header) and
 * `?last=true`: numbers where given (NaN when not numbers, refused as bad input).
 */
export function pageQuery(req: FastifyRequest): { page?: number; pageSize?: number; search?: string; cursor?: string; last?: boolean } {
  const query = req.query as Record<string, unknown>;
  const number = (value: unknown) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN);
  return {
    ...(query.page !== undefined ? { page: number(query.page) } : {}),
    ...(query.pageSize !== undefined ? { pageSize: number(query.pageSize) } : {}),
    ...(typeof query.search === 'string' ? { search: query.search } : {}),
    ...(typeof query.cursor === 'string' ? { cursor: query.cursor } : {}),
    ...(query.last === 'true' ? { last: true } : {}),
  };
}

/**
 * A page of a legacy list: the array as before, the total in X-Total-Count (X-Total-Count-Exact
 * says whether it is counted or estimated), and Link headers to the next and previous pages.
 */
export function sendPage<Row, Legacy>(req: FastifyRequest, reply: FastifyReply, page: Page<Row>, toLegacy: (row: Row) => Legacy) {
  const links: string[] = [];
  const link = (cursor: string, rel: string) => {
    const url = new URL(req.url, 'http://localhost');
    url.searchParams.delete('page');
    url.searchParams.delete('last');
    url.searchParams.set('cursor', cursor);
    links.push(`<${url.pathname}${url.search}>; rel="${rel}"`);
  };
  if (page.next) link(page.next, 'next');
  if (page.prev) link(page.prev, 'prev');
  reply.header('X-Total-Count', String(page.total)).header('X-Total-Count-Exact', String(page.totalExact));
  if (links.length) reply.header('Link', links.join(', '));
  return reply.send(page.items.map(toLegacy));
}

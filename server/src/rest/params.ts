import type { FastifyRequest } from 'fastify';

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

/** `?page=2&pageSize=5&search=x`: numbers where given (NaN when not numbers, refused as bad input). */
export function pageQuery(req: FastifyRequest): { page?: number; pageSize?: number; search?: string } {
  const query = req.query as Record<string, unknown>;
  const number = (value: unknown) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN);
  return {
    ...(query.page !== undefined ? { page: number(query.page) } : {}),
    ...(query.pageSize !== undefined ? { pageSize: number(query.pageSize) } : {}),
    ...(typeof query.search === 'string' ? { search: query.search } : {}),
  };
}

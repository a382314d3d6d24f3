import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import { checkAccess } from '../rest/actor.ts';
import { EXPORT_TABLES, exportLines, exportTotal, isExportTable } from '../services/exports.ts';

/**
 * GET /api/export/:table?input=<the list's input as JSON>: the staff table as CSV, streamed
 * (docs/decisions/042). The caller needs the list's own role (its session cookie or bearer token);
 * the input is checked by the list's own schema. `X-Total-Rows` is the list's total (exact up to
 * 1,000, else estimated, `X-Total-Exact` says which) for the browser's progress bar.
 */
export function exportRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { table: string }; Querystring: { input?: string } }>('/export/:table', async (req, reply) => {
    const name = req.params.table;
    if (!isExportTable(name)) return reply.status(404).send({ status: 404, error: 'Not Found', message: 'There is no such table to export.' });
    const definition = EXPORT_TABLES[name];
    await checkAccess(deps, req, definition.access);
    let raw: unknown = {};
    try {
      raw = req.query.input ? JSON.parse(req.query.input) : {};
    } catch {
      return reply.status(400).send({ status: 400, error: 'Bad Request', message: 'The export filters are not valid JSON.' });
    }
    const parsed = definition.input.safeParse(raw);
    if (!parsed.success) return reply.status(400).send({ status: 400, error: 'Bad Request', message: parsed.error.issues[0]?.message ?? 'Invalid filters' });
    const { total, exact } = await exportTotal(deps, name, parsed.data);
    const day = deps.now().toISOString().slice(0, 10);
    req.log.info({ table: name, total }, 'export started');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-total-rows', String(total))
      .header('x-total-exact', String(exact))
      .send(Readable.from(exportLines(deps, name, parsed.data)));
  });
}

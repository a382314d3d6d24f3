import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../lib/deps.ts';
import { EXPORT_TABLES, exportLines, exportTotal, type ExportTableName } from '../services/exports.ts';
import { checkAccess } from './actor.ts';
import { operation, typed } from './route.ts';
import { badInput, forbidden, signedOut } from './schemas.ts';

const tables = Object.keys(EXPORT_TABLES) as [ExportTableName, ...ExportTableName[]];
const csv = { schema: z.string().meta({ description: 'RFC 4180 CSV, UTF-8 with a byte-order mark; header row first' }) };

/**
 * GET /api/export/:table?input=<the list's input as JSON>: a staff table as CSV, streamed
 * (docs/decisions/042). The caller needs the list's own role (its session cookie or bearer token);
 * the input is checked by the list's own schema. `X-Total-Rows` is the list's total (exact up to
 * 1,000, else estimated; `X-Total-Exact` says which) for the browser's progress bar.
 */
export function exportRoutes(app: FastifyInstance, deps: Deps): void {
  typed(app).get(
    '/export/:table',
    operation(deps, 'staff', {
      summary: "A staff table as CSV with the list's filters and search (users and audit: ADMIN)",
      tags: ['exports'],
      params: z.object({ table: z.enum(tables).meta({ description: 'users, payments, subscriptions, tickets or audit' }) }),
      querystring: z.object({ input: z.string().max(4000).optional().meta({ description: "The list's tRPC input as JSON (search and filters)" }) }),
      response: {
        200: { description: 'The rows, streamed', content: { 'text/csv': csv } },
        400: badInput,
        401: signedOut,
        403: forbidden,
      },
    }),
    async (req, reply) => {
      const name = req.params.table;
      const definition = EXPORT_TABLES[name];
      if (definition.access === 'admin') await checkAccess(deps, req, 'admin');
      let raw: unknown = {};
      try {
        raw = req.query.input ? JSON.parse(req.query.input) : {};
      } catch {
        return reply.status(400).send({ status: 400, error: 'Bad Request', message: 'The export filters are not valid JSON.' });
      }
      const parsed = definition.input.safeParse(raw);
      if (!parsed.success) return reply.status(400).send({ status: 400, error: 'Bad Request', message: parsed.error.issues[0]?.message ?? 'Invalid filters' });
      const { total, exact } = await exportTotal(deps, name, parsed.data);
      req.log.info({ table: name, total }, 'export started');
      // The answer is a stream of text, not the JSON bodies the typed routes send.
      const raw200: FastifyReply = reply;
      return raw200
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${deps.now().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-total-rows', String(total))
        .header('x-total-exact', String(exact))
        .send(Readable.from(exportLines(deps, name, parsed.data)));
    },
  );
}

import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../lib/deps.ts';
import { latestEmailsTo } from '../services/email/outbox.ts';

const query = z.object({ to: z.email('Give the address: ?to=someone@example.com') });

/**
 * `GET /api/dev/outbox?to=<email>`: the latest e-mails written to that address, newest first.
 * Registered only with E2E_OUTBOX=true, for browser stories that must read a reset code the way
 * a customer reads their mail; a normal server has no such route (it answers 404). Read-only.
 * The stories run in production without SMTP_URL, where e-mails stay queued with their bodies;
 * a sent e-mail keeps no body (services/email/sender.ts).
 */
export function devOutboxRoutes(app: FastifyInstance, deps: Deps) {
  deps.log.warn('E2E_OUTBOX=true: GET /api/dev/outbox shows outgoing e-mails to anyone; for browser tests only');
  // Left out of the document: browser tests only.
  app.get('/dev/outbox', { schema: { hide: true } }, async (req) => {
    const parsed = query.safeParse(req.query);
    if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', message: parsed.error.issues[0]!.message });
    return latestEmailsTo(deps.db, parsed.data.to);
  });
}

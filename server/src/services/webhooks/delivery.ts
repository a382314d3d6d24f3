import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Page } from '@nimbus/shared/paging';
import { WEBHOOK_BACKOFF_MINUTES, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_TEST_EVENT, webhookMessages, type WebhookDeliveryRow } from '@nimbus/shared/webhooks';
import type { Db, DbOrTx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { keysetPage, pageKey, type KeysetInput } from '../../lib/paging.ts';
import type { AuthUser } from '../../trpc/context.ts';
import { recordAudit } from '../audit.ts';
import { AddressRefused, resolveTarget } from './address.ts';
import { rowById as endpointById, privateAllowed } from './endpoints.ts';
import { postTo } from './post.ts';
import { signatureHeader } from './sign.ts';

// Sending the webhook outbox (ADR 041): at least once, signed when sent, retried with backoff
// over about 24 hours, each delivery row keeping its last attempt's outcome as the log shows it.

const MINUTE = 60_000;
/** How long a claimed row stays invisible to other senders: well past the 10-s timeout. */
export const CLAIM_MINUTES = 2;
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);

/** After the n-th failed attempt: the time of the next one, or null when that failure is final. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  return minutesAfter(now, WEBHOOK_BACKOFF_MINUTES[attempts - 1]!);
}

type Due = { id: number; endpointId: number; event: string; eventId: string; payload: unknown; occurredAt: Date; attempts: number };
const dueColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  event: webhookDeliveries.event,
  eventId: webhookDeliveries.eventId,
  payload: webhookDeliveries.payload,
  occurredAt: webhookDeliveries.occurredAt,
  attempts: webhookDeliveries.attempts,
};

/** The JSON the receiver gets: the same bytes are signed and sent. */
export const deliveryBody = (row: Pick<Due, 'event' | 'eventId' | 'payload' | 'occurredAt'>) =>
  JSON.stringify({ id: row.eventId, type: row.event, createdAt: row.occurredAt.toISOString(), data: row.payload });

/** Claims due rows (FOR UPDATE SKIP LOCKED) by pushing their next attempt past the claim window. */
async function claimDue(db: Db, now: Date, limit: number): Promise<Due[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select(dueColumns)
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: minutesAfter(now, CLAIM_MINUTES) })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

type Attempt = { statusCode: number | null; durationMs: number | null; error: string | null };

/** One attempt of one claimed row, recorded; answers whether it was delivered. */
async function attempt(deps: Pick<Deps, 'db' | 'env' | 'now' | 'cipher' | 'log'>, row: Due): Promise<'delivered' | 'retrying' | 'failed'> {
  const [endpoint] = await deps.db
    .select({ url: webhookEndpoints.url, secretEnc: webhookEndpoints.secretEnc, active: webhookEndpoints.active })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, row.endpointId));
  const attempts = row.attempts + 1;
  let outcome: Attempt;
  if (!endpoint || (!endpoint.active && row.event !== WEBHOOK_TEST_EVENT)) {
    outcome = { statusCode: null, durationMs: null, error: 'The endpoint is inactive' };
  } else {
    try {
      // Checked again at every attempt (DNS can change), and the request goes to the address checked.
      const target = await resolveTarget(endpoint.url, await privateAllowed(deps));
      const at = deps.now();
      const body = deliveryBody(row);
      outcome = await postTo(target, body, {
        'x-nimbus-signature': signatureHeader(deps.cipher.decrypt(endpoint.secretEnc), body, at),
        'x-nimbus-event': row.event,
        'x-nimbus-delivery': String(row.id),
      });
    } catch (error) {
      if (!(error instanceof AddressRefused)) throw error;
      outcome = { statusCode: null, durationMs: null, error: error.message };
    }
  }
  const now = deps.now();
  const delivered = outcome.error === null;
  const next = delivered || !endpoint?.active ? null : nextAttemptAfter(attempts, now);
  const status = delivered ? 'delivered' : next ? 'pending' : 'failed';
  await deps.db
    .update(webhookDeliveries)
    .set({ status, attempts, ...outcome, ...(next ? { nextAttemptAt: next } : {}), deliveredAt: delivered ? now : null })
    .where(eq(webhookDeliveries.id, row.id));
  if (!delivered) deps.log.warn({ deliveryId: row.id, attempts, final: status === 'failed', error: outcome.error }, 'webhook not delivered');
  return status === 'pending' ? 'retrying' : status;
}

export type WebhookSendResult = { delivered: number; retrying: number; failed: number };

/** The `webhooks` job: the due deliveries, a few at a time in parallel, none inside a transaction. */
export async function sendDueWebhooks(
  deps: Pick<Deps, 'db' | 'env' | 'now' | 'cipher' | 'log'>,
  _now?: Date,
  options: { limit?: number } = {},
): Promise<WebhookSendResult> {
  const result: WebhookSendResult = { delivered: 0, retrying: 0, failed: 0 };
  const due = await claimDue(deps.db, deps.now(), options.limit ?? 20);
  for (let start = 0; start < due.length; start += 5) {
    for (const outcome of await Promise.all(due.slice(start, start + 5).map((row) => attempt(deps, row)))) result[outcome] += 1;
  }
  return result;
}

const logColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  event: webhookDeliveries.event,
  eventId: webhookDeliveries.eventId,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  statusCode: webhookDeliveries.statusCode,
  durationMs: webhookDeliveries.durationMs,
  error: webhookDeliveries.error,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};
const shown = <T extends { status: string; nextAttemptAt: Date | null }>(row: T): T => ({
  ...row,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
});

/** An endpoint's delivery log, newest first, paged on (endpoint_id, created_at, id). */
export function deliveries(db: DbOrTx, input: KeysetInput & { endpointId: number }): Promise<Page<WebhookDeliveryRow>> {
  return keysetPage(
    db,
    {
      table: webhookDeliveries,
      createdAt: webhookDeliveries.createdAt,
      id: webhookDeliveries.id,
      where: eq(webhookDeliveries.endpointId, input.endpointId),
      arms: undefined,
      rows: (ids) =>
        db
          .select({ ...logColumns, ...pageKey(webhookDeliveries.id, webhookDeliveries.createdAt) })
          .from(webhookDeliveries)
          .where(inArray(webhookDeliveries.id, ids)),
      toRow: (row) => shown(row),
    },
    { ...input, search: '' },
  );
}

async function deliveryById(db: DbOrTx, id: number): Promise<WebhookDeliveryRow> {
  const [row] = await db.select(logColumns).from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: webhookMessages.deliveryNotFound });
  return shown(row);
}

/** A new delivery row, claimed for this call, attempted at once; the job retries it if that fails. */
async function sendNow(
  deps: Deps,
  actor: AuthUser,
  values: { endpointId: number; event: string; eventId: string; payload: unknown; occurredAt: Date },
  action: string,
): Promise<WebhookDeliveryRow> {
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(webhookDeliveries)
      .values({ ...values, nextAttemptAt: minutesAfter(deps.now(), CLAIM_MINUTES) })
      .returning(dueColumns);
    await recordAudit(tx, {
      actorId: actor.id,
      action,
      entity: 'webhook',
      entityId: values.endpointId,
      after: { deliveryId: inserted!.id, event: values.event },
    });
    return inserted!;
  });
  await attempt(deps, row);
  return deliveryById(deps.db, row.id);
}

/** "Send test": a `webhook.test` event to this endpoint, active or not, signed like any other. */
export async function sendTest(deps: Deps, actor: AuthUser, endpointId: number): Promise<WebhookDeliveryRow> {
  await endpointById(deps.db, endpointId);
  const now = deps.now();
  return sendNow(
    deps,
    actor,
    {
      endpointId,
      event: WEBHOOK_TEST_EVENT,
      eventId: crypto.randomUUID(),
      payload: { message: 'A test event from the Nimbus TV shop', endpointId },
      occurredAt: now,
    },
    'webhook.test',
  );
}

/** "Redeliver": the same event (same event id and body) as a new delivery with its own retries. */
export async function redeliver(deps: Deps, actor: AuthUser, deliveryId: number): Promise<WebhookDeliveryRow> {
  const [earlier] = await deps.db.select(dueColumns).from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  if (!earlier) throw new TRPCError({ code: 'NOT_FOUND', message: webhookMessages.deliveryNotFound });
  const { id: _id, attempts: _a, ...event } = earlier;
  return sendNow(deps, actor, event, 'webhook.redeliver');
}

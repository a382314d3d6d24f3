import { randomUUID } from 'node:crypto';
import { and, arrayOverlaps, eq } from 'drizzle-orm';
import type { WebhookEvent } from '@nimbus/shared/webhooks';
import type { DbOrTx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type DomainEvent = { type: WebhookEvent; data: Record<string, unknown> };

/**
 * The transactional outbox of webhooks (ADR 041): one delivery row per event per active endpoint
 * that asked for it, written with the change that makes the event, so a rolled-back change sends
 * nothing and a committed one is sent at least once. Two statements at most, however many events.
 */
export async function emitWebhooks(tx: DbOrTx, now: Date, events: readonly DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  const types = [...new Set(events.map((event) => event.type))];
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), arrayOverlaps(webhookEndpoints.events, types)));
  if (endpoints.length === 0) return;
  const rows = events.flatMap((event) => {
    const eventId = randomUUID();
    return endpoints
      .filter((endpoint) => endpoint.events.includes(event.type))
      .map((endpoint) => ({ endpointId: endpoint.id, event: event.type, eventId, payload: event.data, occurredAt: now, nextAttemptAt: now }));
  });
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '@nimbus/shared/webhooks';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

export const webhookDeliveryStatusEnum = pgEnum('webhook_delivery_status', WEBHOOK_DELIVERY_STATUSES);

/** Where the shop pushes its events (ADR 041). The signing secret is sealed with the credentials key. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretEnc: text('secret_enc').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    // The admin list, newest first (keyset on created_at, id), searched by URL (trigram).
    index('webhook_endpoints_created_idx').on(t.createdAt, t.id),
    index('webhook_endpoints_url_trgm_idx').using('gin', sql`${t.url} gin_trgm_ops`),
  ],
);

/**
 * The outbox and the log at once: one row per event per subscribed endpoint, written in the
 * event's transaction, sent by the `webhooks` job, keeping its last attempt's outcome.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    // The same for every endpoint the event went to, and for a redelivery of it.
    eventId: uuid('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    status: webhookDeliveryStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    // An endpoint's log, newest first (keyset on created_at, id).
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt, t.id),
  ],
);

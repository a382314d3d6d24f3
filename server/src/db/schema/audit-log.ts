import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What a search of the audit log reads as text: action, entity, its id and the changed values. */
export function auditSearchText(t: { action: AnyColumn; entity: AnyColumn; entityId: AnyColumn; before: AnyColumn; after: AnyColumn }): SQL {
  return sql`(${t.action} || ' ' || ${t.entity} || ' ' || coalesce(${t.entityId}, '') || ' ' || coalesce(${t.before}::text, '') || ' ' || coalesce(${t.after}::text, ''))`;
}

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The audit screen, newest first, whole or by actor, entity or action (keyset on created_at, id).
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_entity_created_idx').on(t.entity, t.createdAt, t.id),
    index('audit_log_action_created_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_search_trgm_idx').using('gin', sql`${auditSearchText(t)} gin_trgm_ops`),
  ],
);

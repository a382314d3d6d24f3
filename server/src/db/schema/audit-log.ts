import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The scalar values of a JSON document (any depth) as text, without its keys: `["Pending", "9.99"]`. */
const jsonValues = (column: AnyColumn) =>
  sql`coalesce(jsonb_path_query_array(${column}, 'strict $.** ? (@.type() != "object" && @.type() != "array")')::text, '')`;

/**
 * What a search of the audit log reads as text: the entity's id and the changed values. Not the
 * action, the entity or the JSON keys: "payment.submit" on a million rows put "mit" and "pay" in
 * every posting list, so "Dmitri" read them all (ADR 015). Actions and entities are a handful of
 * names, matched by name and walked on their own indexes (services/audit-list.ts).
 */
export function auditSearchText(t: { entityId: AnyColumn; before: AnyColumn; after: AnyColumn }): SQL {
  return sql`(coalesce(${t.entityId}, '') || ' ' || ${jsonValues(t.before)} || ' ' || ${jsonValues(t.after)})`;
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
    index('audit_log_values_trgm_idx').using('gin', sql`${auditSearchText(t)} gin_trgm_ops`),
  ],
);

import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { ticketCategoryEnum, ticketPriorityEnum, ticketStatusEnum } from './enums.ts';
import { users } from './users.ts';

/** What a search of tickets reads as text: subject and message (one trigram index). */
export function ticketSearchText(t: { subject: AnyColumn; message: AnyColumn }): SQL {
  return sql`(${t.subject} || ' ' || ${t.message})`;
}

/**
 * A ticket waits for staff while it is not Resolved and the customer spoke last (or no one has
 * answered). The list's filter and the partial index use this very expression, with the status
 * as a literal, so the planner can prove the index's predicate from the query's.
 */
export function waitingForStaff(t: { awaitingStaff: AnyColumn; status: AnyColumn }): SQL {
  return sql`(${t.awaitingStaff} and ${t.status} <> 'Resolved')`;
}

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // The staff member who last changed the ticket.
    agentId: integer('agent_id').references(() => users.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: ticketCategoryEnum('category').notNull(),
    priority: ticketPriorityEnum('priority').notNull(),
    status: ticketStatusEnum('status').notNull().default('Open'),
    // The customer spoke last (or nobody has answered yet): kept by a trigger on ticket_comments
    // (migration 0006), so the "waiting for staff" queue is one partial index, not a subquery a row.
    awaitingStaff: boolean('awaiting_staff').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.createdAt),
    // Staff list, newest first, whole or by status, priority or agent (keyset on created_at, id).
    index('tickets_created_idx').on(t.createdAt, t.id),
    index('tickets_status_created_idx').on(t.status, t.createdAt, t.id),
    index('tickets_priority_created_idx').on(t.priority, t.createdAt, t.id),
    index('tickets_agent_idx').on(t.agentId, t.createdAt),
    // The support queue's "waiting for staff" filter and the overview's count of it.
    index('tickets_waiting_created_idx').on(t.createdAt, t.id).where(waitingForStaff(t)),
    index('tickets_search_trgm_idx').using('gin', sql`${ticketSearchText(t)} gin_trgm_ops`),
  ],
);

// Comments are a history: a reply the customer sees, or an internal note for staff only.
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_comments_ticket_idx').on(t.ticketId, t.createdAt),
    // A ticket search also reads the replies the customer sees (never internal notes).
    index('ticket_comments_search_trgm_idx')
      .using('gin', sql`${t.body} gin_trgm_ops`)
      .where(sql`not ${t.internal}`),
  ],
);

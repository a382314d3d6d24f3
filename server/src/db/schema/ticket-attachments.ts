import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { ticketComments, tickets } from './tickets.ts';
import { users } from './users.ts';

/**
 * Files on tickets (issue 16, ADR 044). A file is uploaded first (ticket and comment null) and
 * bound to the message it is sent with: the ticket's opening message (comment null) or a
 * comment, whose `internal` flag decides who may read it. The bytes are in the bucket
 * (`storage_key`) when S3_* is set, in `bytes` otherwise.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => ticketComments.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    name: text('name').notNull(),
    sha256: bytea('sha256').notNull(),
    bytes: bytea('bytes'),
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A ticket's files, by message (the detail reads them in one go).
    index('ticket_attachments_ticket_idx').on(t.ticketId, t.commentId),
    // Uploads not yet sent: counted per person, pruned by age.
    index('ticket_attachments_pending_uploader_idx')
      .on(t.uploaderId)
      .where(sql`${t.ticketId} is null`),
    index('ticket_attachments_pending_created_idx')
      .on(t.createdAt)
      .where(sql`${t.ticketId} is null`),
  ],
);

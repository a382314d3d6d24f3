import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // The English text: what the legacy REST answers, and all a row from before kinds has.
    title: text('title').notNull(),
    message: text('message').notNull(),
    // What happened (services/notification-texts.ts) and its values: read in the viewer's language.
    kind: text('kind'),
    params: jsonb('params').$type<Record<string, unknown>>(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt, t.id), index('notifications_unread_idx').on(t.userId, t.readAt)],
);

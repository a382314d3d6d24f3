import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Payment destinations, support contacts and the brand: one row per key.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

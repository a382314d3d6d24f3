import { index, integer, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { planStatusEnum } from './enums.ts';

// One row per (plan name, device count): the public side groups rows by name.
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    features: text('features').notNull(),
    devices: integer('devices').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    channels: integer('channels').notNull().default(0),
    durationDays: integer('duration_days').notNull().default(30),
    status: planStatusEnum('status').notNull().default('Active'),
    ...timestamps,
  },
  (t) => [unique('plans_name_devices_key').on(t.name, t.devices), index('plans_status_idx').on(t.status)],
);

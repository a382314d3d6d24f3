import { boolean, index, integer, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
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
    // The IPTV panel's bouquets a line of this plan gets, and whether verifying a payment makes
    // the line itself (ADR 030): automatic unless an admin says this plan stays manual.
    panelBouquets: integer('panel_bouquets').array().notNull().default([]),
    panelAutomatic: boolean('panel_automatic').notNull().default(true),
    // An optional free trial of this plan (ADR 039): its length in hours (none when null) and devices.
    trialHours: integer('trial_hours'),
    trialDevices: integer('trial_devices').notNull().default(1),
    ...timestamps,
  },
  (t) => [unique('plans_name_devices_key').on(t.name, t.devices), index('plans_status_idx').on(t.status)],
);

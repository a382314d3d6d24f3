import { LANGUAGES } from '@nimbus/shared/i18n';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { roleEnum, userStatusEnum } from './enums.ts';

/**
 * What a search of the users table reads: name, e-mail and country as one text, so one trigram
 * index answers it. The list query uses this same expression, or the index would not serve it.
 */
export function userSearchText(t: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn; country: AnyColumn }): SQL {
  return sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.country})`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: roleEnum('role').notNull().default('USER'),
    status: userStatusEnum('status').notNull().default('Active'),
    countryCode: text('country_code').notNull().default('+1'),
    phoneNumber: text('phone_number').notNull().default(''),
    company: text('company').notNull().default(''),
    streetAddress: text('street_address').notNull().default(''),
    streetAddress2: text('street_address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    country: text('country').notNull().default(''),
    deviceType: text('device_type').notNull().default(''),
    avatarUrl: text('avatar_url'),
    // The language the account reads the shop in: screens, e-mails, notifications, Telegram (ADR 046).
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    // Bumped on password change, suspension and deletion: every older token stops working.
    tokenVersion: integer('token_version').notNull().default(0),
    // TOTP second factor: the secret encrypted with the credentials key; enabled once confirmed.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // The last accepted TOTP time step, so one code cannot be replayed inside its window.
    totpLastStep: integer('totp_last_step'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // Staff lists and recent sign-ups: live users of a role, newest first (keyset on created_at, id).
    index('users_list_idx')
      .on(t.role, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    check('users_language_check', sql.raw(`language in (${LANGUAGES.map((language) => `'${language}'`).join(', ')})`)),
  ],
);

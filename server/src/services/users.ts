import { TRPCError } from '@trpc/server';
import { and, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { isStaffRole, STAFF_ROLES, USER_STATUSES } from '@nimbus/shared/enums';
import type { Page } from '@nimbus/shared/paging';
import type { UserListKind } from '@nimbus/shared/enums';
import { userMessages, type Profile, type UserRow } from '@nimbus/shared/users';
import { plans, subscriptions, userSearchText, users } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { keysetPage, pageKey, type KeysetInput } from '../lib/paging.ts';
import { contains, dateText, enumText, likePattern, searchArms } from '../lib/search.ts';
import { plansNamed } from './plans.ts';
import type { AuthUser } from '../trpc/context.ts';

type UserListValues = KeysetInput & { search: string; kind: UserListKind };

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export const userRowColumns = {
  id: users.id,
  name: fullName,
  email: users.email,
  country: users.country,
  registerDate: users.createdAt,
  avatar: users.avatarUrl,
  status: users.status,
  plan: plans.name,
  role: users.role,
};

const profileColumns = {
  ...userRowColumns,
  firstName: users.firstName,
  lastName: users.lastName,
  countryCode: users.countryCode,
  phoneNumber: users.phoneNumber,
  company: users.company,
  streetAddress: users.streetAddress,
  streetAddress2: users.streetAddress2,
  city: users.city,
  state: users.state,
  postcode: users.postcode,
  deviceType: users.deviceType,
};

// The plan of a user's live (not deleted) subscription; a user has at most one.
const liveSubscription = and(eq(subscriptions.userId, users.id), isNull(subscriptions.deletedAt));
const subscriptionPlan = eq(plans.id, subscriptions.planId);

/** A live user with the plan of their subscription; NOT_FOUND when missing or deleted. */
async function profile(db: DbOrTx, id: number): Promise<Profile> {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(subscriptions, liveSubscription)
    .leftJoin(plans, subscriptionPlan)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: userMessages.notFound });
  return row;
}

export async function userRow(db: DbOrTx, id: number): Promise<UserRow> {
  const { id: userId, name, email, country, registerDate, avatar, status, plan, role } = await profile(db, id);
  return { id: userId, name, email, country, registerDate, avatar, status, plan, role };
}

export function me(db: DbOrTx, actor: AuthUser): Promise<Profile> {
  return profile(db, actor.id);
}

/** Self or staff. Another customer's id answers NOT_FOUND, as an unknown id does: no existence leak. */
export function byId(db: DbOrTx, actor: AuthUser, id: number): Promise<Profile> {
  if (id !== actor.id && !isStaffRole(actor.role)) {
    throw new TRPCError({ code: 'NOT_FOUND', message: userMessages.notFound });
  }
  return profile(db, id);
}

/** The ids of the staff whose name contains the term (staff are few: their own index, bounded). */
export async function staffNamed(db: DbOrTx, search: string): Promise<number[]> {
  const term = search.trim();
  if (!term) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, STAFF_ROLES), ilike(fullName, likePattern(term))))
    .limit(200);
  return rows.map((row) => row.id);
}

/**
 * The staff users table: customers, or staff accounts with `kind: 'staff'`; deleted users are gone
 * from it. Searched as the table shows each column: name, e-mail and country (one trigram index),
 * the plan of the live subscription, the status and the registration date.
 */
export async function list(db: DbOrTx, input: UserListValues): Promise<Page<UserRow>> {
  const matchingPlans = await plansNamed(db, input.search);
  return keysetPage(
    db,
    {
      table: users,
      createdAt: users.createdAt,
      id: users.id,
      where: and(isNull(users.deletedAt), input.kind === 'staff' ? inArray(users.role, STAFF_ROLES) : eq(users.role, 'USER')),
      arms: searchArms(input.search, [
        contains(userSearchText(users)),
        () =>
          matchingPlans.length
            ? sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id}
                  and ${subscriptions.deletedAt} is null and ${inArray(subscriptions.planId, matchingPlans)})`
            : undefined,
        enumText(users.status, USER_STATUSES),
        dateText(users.createdAt),
      ]),
      rows: (ids) =>
        db
          .select({ ...userRowColumns, ...pageKey(users.id, users.createdAt) })
          .from(users)
          .leftJoin(subscriptions, liveSubscription)
          .leftJoin(plans, subscriptionPlan)
          .where(inArray(users.id, ids)),
    },
    input,
  );
}

import { TRPCError } from '@trpc/server';
import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  isStaffRole,
  SUBSCRIPTION_STATUSES,
  type LineDisabledReason,
  type PlanStatus,
  type ProvisioningState,
  type SubscriptionStatus,
} from '@nimbus/shared/enums';
import type { MyPayment } from '@nimbus/shared/payments';
import type { Page } from '@nimbus/shared/paging';
import { m3uLink, streamServer, type LineAccess } from '@nimbus/shared/line';
import { renewalChoice } from '@nimbus/shared/renewal';
import { playlistUrl } from '@nimbus/shared/settings';
import {
  EXPIRING_SOON_DAYS,
  subscriptionMessages,
  type MySubscription,
  type RenewPlan,
  type StaffSubscription,
  type SubscriptionListInput,
} from '@nimbus/shared/subscriptions';
import type { DbOrTx } from '../db/client.ts';
import { invoices, panelWaitingForRetry, payments, plans, subscriptions, users, userSearchText } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import { keysetPage, pageKey, type KeysetInput } from '../lib/paging.ts';
import { contains, dateText, enumText, searchArms } from '../lib/search.ts';
import { myColumns } from './payments.ts';
import { panelStreamUrl } from './panel/settings.ts';
import { plansNamed } from './plans.ts';
import { liveForRenewal, refusalError } from './renewal.ts';
import type { AuthUser } from '../trpc/context.ts';

const columns = {
  id: subscriptions.id,
  planId: plans.id,
  planName: plans.name,
  price: plans.price,
  // A trial's devices while it is one (ADR 039), else the plan's.
  devices: sql<number>`coalesce(${subscriptions.trialDevices}, ${plans.devices})`.mapWith(Number),
  trialHours: subscriptions.trialHours,
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  status: subscriptions.status,
  userName: subscriptions.streamUsername,
  passwordEnc: subscriptions.streamPasswordEnc,
  provisioning: subscriptions.provisioning,
};
const staffColumns = {
  ...columns,
  provisioningError: subscriptions.provisioningError,
  panelLineId: subscriptions.panelLineId,
  lineDisabledReason: subscriptions.lineDisabledReason,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  createdAt: subscriptions.createdAt,
};

type Row = {
  id: number;
  planId: number;
  planName: string;
  price: string;
  devices: number;
  startDate: Date | null;
  endDate: Date | null;
  status: SubscriptionStatus;
  userName: string | null;
  passwordEnc: string | null;
  provisioning: ProvisioningState | null;
  trialHours: number | null;
};
type StaffRow = Row & {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  provisioningError: string | null;
  panelLineId: number | null;
  lineDisabledReason: LineDisabledReason | null;
};

/** Decrypts for the owner and staff only; an unreadable value (a changed key) shows as none, not as an error. */
function reveal(deps: Deps, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return deps.cipher.decrypt(sealed);
  } catch (error) {
    deps.log.warn({ err: error }, 'a streaming password could not be decrypted');
    return null;
  }
}

function toView(deps: Deps, row: Row): MySubscription {
  return {
    id: row.id,
    plan: { id: row.planId, name: row.planName, price: row.price },
    name: row.planName,
    devices: row.devices,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    userName: row.userName,
    password: reveal(deps, row.passwordEnc),
    provisioning: row.provisioning,
    trialHours: row.trialHours,
  };
}

function toStaffView(deps: Deps, row: StaffRow): StaffSubscription {
  return {
    ...toView(deps, row),
    userId: row.userId,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    createdAt: row.createdAt,
    provisioningError: row.provisioningError,
    panelLineId: row.panelLineId,
    lineDisabledReason: row.lineDisabledReason,
  };
}

const live = (userId: number) => and(eq(subscriptions.userId, userId), isNull(subscriptions.deletedAt));

async function liveRow(deps: Deps, userId: number) {
  const [row] = await deps.db
    .select({ ...columns, panelLineId: subscriptions.panelLineId, planDevices: plans.devices })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(live(userId))
    .limit(1);
  // The customer is told their line is being set up, also after the job gave up: staff retry it.
  return row
    ? { subscription: toView(deps, { ...row, provisioning: row.provisioning && 'Provisioning' }), panelLineId: row.panelLineId, planDevices: row.planDevices }
    : null;
}

async function liveOf(deps: Deps, userId: number): Promise<MySubscription | null> {
  return (await liveRow(deps, userId))?.subscription ?? null;
}

/** The playlist link: the panel's own (`get.php`) for a line made there, else the shop's template. */
/** A line made on the panel plays the panel's own playlist; a line staff typed in, the shop's template. */
async function playlistOf(deps: Deps, subscription: MySubscription, panelLineId: number | null, line: LineAccess | null): Promise<string | null> {
  const { userName, password, status } = subscription;
  if (status !== 'Active' || !userName || !password) return null;
  if (panelLineId !== null && line) return line.m3uUrl;
  return playlistUrl((await deps.catalogue.settings()).m3uTemplate, userName, password);
}

/**
 * The owner's view: with the M3U playlist link once Active with credentials and a template is
 * set, the panel's server and playlist link (`line`) once Active with credentials and a stream URL
 * is set, whether its plan is still on sale, and its latest payment (waiting, or rejected and
 * why), which is what the dashboard's renew and re-upload actions follow.
 */
export type MySubscriptionView = MySubscription & {
  playlistUrl: string | null;
  line: LineAccess | null;
  planStatus: PlanStatus;
  /** The plan row's devices (a trial may have fewer): the payment page for the same plan. */
  planDevices: number;
  lastPayment: MyPayment | null;
};

/**
 * The caller's live subscription with its credentials in clear, or null: from the customer views
 * (ADR 028), which forget it when the database says their subscription or payments changed.
 */
export function mine(deps: Deps, actor: AuthUser): Promise<MySubscriptionView | null> {
  return deps.customerViews.get(actor.id, 'subscriptions.mine', () => loadMine(deps, actor));
}

async function loadMine(deps: Deps, actor: AuthUser): Promise<MySubscriptionView | null> {
  const found = await liveRow(deps, actor.id);
  if (!found) return null;
  const { subscription } = found;
  const { userName, password, status } = subscription;
  // A settings write forgets every cached view (ADR 028), so a new stream URL shows at once.
  const streamUrl = status === 'Active' && userName && password ? await panelStreamUrl(deps) : '';
  const line =
    streamUrl && userName && password
      ? { server: streamServer(streamUrl), m3uUrl: m3uLink(streamUrl, userName, password), onPanel: found.panelLineId !== null }
      : null;
  const playlist = await playlistOf(deps, subscription, found.panelLineId, line);
  // Whether the plan is still on sale comes from the cached catalogue of Active plans.
  const onSale = (await deps.catalogue.activePlans()).some((plan) => plan.id === subscription.plan.id);
  const [lastPayment] = await deps.db
    .select(myColumns)
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.subscriptionId, subscription.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return {
    ...subscription,
    playlistUrl: playlist,
    line,
    planStatus: onSale ? 'Active' : 'Inactive',
    planDevices: found.planDevices,
    lastPayment: lastPayment ?? null,
  };
}

/** A customer's live subscription, for that customer or staff; anyone else is told it does not exist. */
export async function forUser(deps: Deps, actor: AuthUser, userId: number): Promise<MySubscription | null> {
  if (userId !== actor.id && !isStaffRole(actor.role)) throw new TRPCError({ code: 'NOT_FOUND', message: subscriptionMessages.notFound });
  return liveOf(deps, userId);
}

export async function staffView(deps: Deps, db: DbOrTx, id: number): Promise<StaffSubscription> {
  const [row] = await db
    .select(staffColumns)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, id))
    .limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: subscriptionMessages.notFound });
  return toStaffView(deps, row);
}

/** A parsed `subscriptionListInput` (defaults applied). */
type ListInput = KeysetInput & { search: string } & Pick<SubscriptionListInput, 'status' | 'expiring' | 'provisioningFailed'>;

/**
 * Active and ending within `EXPIRING_SOON_DAYS` of `now`: the overview's figure and the table's
 * filter are this one condition (subscriptions_status_end_idx finds the rows).
 */
export function expiringSoon(now: Date) {
  return and(
    eq(subscriptions.status, 'Active'),
    gte(subscriptions.endDate, now),
    lt(subscriptions.endDate, new Date(now.getTime() + EXPIRING_SOON_DAYS * 86_400_000)),
  );
}

/**
 * Staff table of live subscriptions, newest first, filtered by status: searched across the
 * customer's name and e-mail (the users' trigram index), the plan, status, start and end dates
 * and the stream user name, each on its own index.
 */
export async function list(deps: Deps, input: ListInput): Promise<Page<StaffSubscription>> {
  const matchingPlans = await plansNamed(deps.db, input.search);
  const customersMatching = (term: string) => sql`${subscriptions.userId} in (select ${users.id} from ${users} where ${contains(userSearchText(users))(term)})`;
  return keysetPage(
    deps.db,
    {
      table: subscriptions,
      createdAt: subscriptions.createdAt,
      id: subscriptions.id,
      where: and(
        isNull(subscriptions.deletedAt),
        input.status ? eq(subscriptions.status, input.status) : undefined,
        input.expiring ? expiringSoon(deps.now()) : undefined,
        input.provisioningFailed ? panelWaitingForRetry(subscriptions) : undefined,
      ),
      arms: searchArms(input.search, [
        customersMatching,
        () => (matchingPlans.length ? inArray(subscriptions.planId, matchingPlans) : undefined),
        enumText(subscriptions.status, SUBSCRIPTION_STATUSES),
        dateText(subscriptions.startDate),
        dateText(subscriptions.endDate),
        contains(subscriptions.streamUsername),
      ]),
      rows: (ids) =>
        deps.db
          .select({ ...staffColumns, ...pageKey(subscriptions.id, subscriptions.createdAt) })
          .from(subscriptions)
          .innerJoin(plans, eq(plans.id, subscriptions.planId))
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .where(inArray(subscriptions.id, ids)),
      toRow: (row) => toStaffView(deps, row),
    },
    input,
  );
}

/**
 * The plan a renewal pays for: the subscription's own, when `renewalChoice` allows renewing it
 * now (Expired, or Active in its last 14 days); otherwise the rule's reason.
 */
export async function checkRenew(deps: Deps, actor: AuthUser): Promise<RenewPlan> {
  const live = await liveForRenewal(deps.db, actor.id);
  if (!live) throw new TRPCError({ code: 'NOT_FOUND', message: subscriptionMessages.nothingToRenew });
  const choice = renewalChoice(live, live.plan, deps.now());
  if (!choice.allowed) throw refusalError(choice);
  const { id, name, devices, price } = live.plan;
  return { id, name, devices, price };
}

import { eq } from 'drizzle-orm';
import type { PaymentStatus, SubscriptionStatus } from '@nimbus/shared/enums';
import { auditLog, emailOutbox, notifications, payments, subscriptions, users } from '../../src/db/schema/index.ts';
import { workerDatabase } from '../database.ts';

// Rows for the operations tests (stats, jobs, audit), written directly: each test states the
// exact dates and amounts its known answers are computed from.

export async function subscriptionRow(values: {
  userId: number;
  planId: number;
  status?: SubscriptionStatus;
  endDate?: Date | null;
  remindedDays?: number | null;
  deleted?: boolean;
}) {
  const { db } = await workerDatabase();
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: values.userId,
      planId: values.planId,
      status: values.status ?? 'Active',
      startDate: values.endDate ? new Date(values.endDate.getTime() - 30 * 86_400_000) : null,
      endDate: values.endDate ?? null,
      remindedDays: values.remindedDays ?? null,
      deletedAt: values.deleted ? new Date() : null,
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}

export async function paymentRow(values: { userId: number; planId: number; amount: string; status: PaymentStatus; createdAt: Date; reviewedAt?: Date | null }) {
  const { db } = await workerDatabase();
  const receipt = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const [row] = await db
    .insert(payments)
    .values({
      userId: values.userId,
      planId: values.planId,
      payerName: 'Stats Payer',
      amount: values.amount,
      method: 'crypto',
      status: values.status,
      receipt,
      receiptMime: 'image/png',
      receiptSize: receipt.length,
      createdAt: values.createdAt,
      reviewedAt: values.reviewedAt ?? null,
    })
    .returning({ id: payments.id });
  return row!.id;
}

export async function setCreatedAt(userId: number, createdAt: Date) {
  const { db } = await workerDatabase();
  await db.update(users).set({ createdAt }).where(eq(users.id, userId));
}

export async function notificationsOf(userId: number) {
  const { db } = await workerDatabase();
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
}

export async function outboxTo(email: string) {
  const { db } = await workerDatabase();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.id);
}

export async function subscriptionState(id: number) {
  const { db } = await workerDatabase();
  const [row] = await db.select({ status: subscriptions.status, remindedDays: subscriptions.remindedDays }).from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

export async function auditRow(values: {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  createdAt: Date;
}) {
  const { db } = await workerDatabase();
  await db.insert(auditLog).values({ ...values, before: values.before ?? null, after: values.after ?? null });
}

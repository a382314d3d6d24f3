import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PaymentMethod, PaymentStatus, SubscriptionStatus } from '@nimbus/shared/enums';
import { payments, subscriptions } from '../../src/db/schema/index.ts';
import type { Cipher } from '../../src/lib/cipher.ts';
import type { AuthUser } from '../../src/trpc/context.ts';
import { workerDatabase } from '../database.ts';

// Receipts by their first bytes; the rest is filler up to the size a test needs.
const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  pdf: [...Buffer.from('%PDF-1.7\n')],
  html: [...Buffer.from('<!doctype html><script>alert(1)</script>')],
};

export function fileBytes(kind: keyof typeof SIGNATURES, size = 256): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(SIGNATURES[kind]).copy(bytes);
  return bytes;
}

export async function createSubscription(options: {
  userId: number;
  planId: number;
  status?: SubscriptionStatus;
  credentials?: { userName: string; password: string; cipher: Cipher };
  startDate?: Date;
  endDate?: Date;
  deleted?: boolean;
}) {
  const { db } = await workerDatabase();
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: options.userId,
      planId: options.planId,
      status: options.status ?? 'Pending',
      streamUsername: options.credentials?.userName ?? null,
      streamPasswordEnc: options.credentials ? options.credentials.cipher.encrypt(options.credentials.password) : null,
      startDate: options.startDate ?? null,
      endDate: options.endDate ?? null,
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning({ id: subscriptions.id, status: subscriptions.status });
  return row!;
}

export async function createPayment(options: {
  userId: number;
  planId: number;
  subscriptionId?: number | null;
  status?: PaymentStatus;
  amount?: string;
  method?: PaymentMethod;
  payerName?: string;
  receipt?: Buffer;
  receiptMime?: string;
  transactionRef?: string;
  createdAt?: Date;
}) {
  const { db } = await workerDatabase();
  const receipt = options.receipt ?? fileBytes('png');
  const [row] = await db
    .insert(payments)
    .values({
      userId: options.userId,
      planId: options.planId,
      subscriptionId: options.subscriptionId ?? null,
      payerName: options.payerName ?? 'Test User',
      amount: options.amount ?? '9.99',
      method: options.method ?? 'crypto',
      status: options.status ?? 'Pending',
      receipt,
      receiptMime: options.receiptMime ?? 'image/png',
      receiptSize: receipt.length,
      receiptName: 'receipt.png',
      receiptSha256: createHash('sha256').update(receipt).digest(),
      transactionRef: options.transactionRef ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: payments.id, reference: payments.reference });
  // The reference comes from the database's trigger (ADR 038).
  return { id: row!.id, reference: row!.reference! };
}

/** A customer with a Pending subscription and its Pending payment: the usual state before review. */
export async function createPendingPurchase(userId: number, planId: number) {
  const subscription = await createSubscription({ userId, planId });
  const payment = await createPayment({ userId, planId, subscriptionId: subscription.id });
  return { subscription, payment };
}

export async function countRows(table: PgTable): Promise<number> {
  const { db } = await workerDatabase();
  return (await db.select({ n: count() }).from(table))[0]!.n;
}

export type FilePart = { field?: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body as a browser would send it. */
export function multipart(fields: Record<string, string | number>, file?: FilePart | FilePart[]) {
  const boundary = `----nimbus${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const part of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'receipt'}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The caller as the services see it (what authedProcedure puts in ctx.user). */
export function actorOf(user: {
  id: number;
  role: AuthUser['role'];
  email: string;
  firstName: string;
  lastName: string;
  status?: AuthUser['status'];
}): AuthUser {
  return { id: user.id, role: user.role, status: user.status ?? 'Active', email: user.email, name: `${user.firstName} ${user.lastName}`, language: 'en' };
}

import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/index.ts';
import { moveReceipts } from '../src/services/receipt-moves.ts';
import { createPayment, createSubscription, fileBytes, multipart } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor } from './harness.ts';
import { s3Server } from './s3-server.ts';

// Issue 17: receipts in an S3-compatible bucket when S3_* is set (ADR 043), against an S3 server
// the test starts on loopback (s3rver); the move to the bucket and back, checked and resumable.

const BUCKET = 'nimbus-receipts-test';
const bucket = s3Server(BUCKET);
const objectKeys = bucket.objectKeys;
const t = testApp({ env: bucket.env });

async function upload(user: Awaited<ReturnType<typeof createUser>>, planId: number, bytes: Buffer) {
  const form = multipart({ planId, method: 'crypto' }, { filename: 'receipt.png', contentType: 'image/png', bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/save',
    headers: { ...form.headers, authorization: `Bearer ${await tokenFor(user)}` },
    payload: form.payload,
  });
}

describe('receipts in the bucket', () => {
  it('keeps an uploaded receipt in the bucket, not the table, and serves it to staff byte for byte', async () => {
    const customer = await createUser();
    const agent = await createUser({ role: 'AGENT' });
    const plan = await createPlan({ price: '12.00' });
    const bytes = fileBytes('png', 20_000);
    const saved = await upload(customer, plan.id, bytes);
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json<{ id: number }>();
    const [row] = await t.deps.db.select({ receipt: payments.receipt, key: payments.receiptKey }).from(payments).where(eq(payments.id, id));
    expect(row?.receipt).toBeNull();
    expect(row?.key).toMatch(/^receipts\/[0-9a-f-]{36}$/);
    expect(await objectKeys()).toContain(row!.key);

    const served = await t.app.inject({ method: 'GET', url: `/api/payments/${id}/receipt`, headers: { authorization: `Bearer ${await tokenFor(agent)}` } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('leaves no file behind for a payment that was refused', async () => {
    const customer = await createUser();
    const plan = await createPlan();
    expect((await upload(customer, plan.id, fileBytes('png', 5_000))).statusCode).toBe(201);
    const before = await objectKeys();
    // A second payment while the first waits is refused: its file is removed again.
    expect((await upload(customer, plan.id, fileBytes('png', 6_000))).statusCode).toBe(409);
    expect(await objectKeys()).toEqual(before);
  });
});

describe('npm run receipts', () => {
  it('moves the table’s receipts to the bucket and back, checked by SHA-256, and takes up where a stopped run ended', async () => {
    const plan = await createPlan();
    const made: { id: number; bytes: Buffer }[] = [];
    for (let i = 0; i < 5; i++) {
      const user = await createUser();
      const subscription = await createSubscription({ userId: user.id, planId: plan.id });
      const bytes = fileBytes('png', 1_000 + i);
      const payment = await createPayment({ userId: user.id, planId: plan.id, subscriptionId: subscription.id, receipt: bytes });
      made.push({ id: payment.id, bytes });
    }
    const ids = made.map((payment) => payment.id);
    const stateOf = async () =>
      t.deps.db
        .select({ id: payments.id, receipt: payments.receipt, key: payments.receiptKey })
        .from(payments)
        .where(inArray(payments.id, ids))
        .orderBy(payments.id);

    // A run stopped after two, then the rest.
    expect(await moveReceipts(t.deps, 'to-bucket', { batch: 2, limit: 2 })).toEqual({ moved: 2, remaining: true });
    expect((await stateOf()).filter((row) => row.key !== null)).toHaveLength(2);
    await moveReceipts(t.deps, 'to-bucket', { batch: 2 });
    for (const row of await stateOf()) {
      expect(row.receipt).toBeNull();
      expect(row.key).toBe(`receipts/payment-${row.id}`);
    }
    const agent = await createUser({ role: 'AGENT' });
    for (const { id, bytes } of made) {
      const served = await t.app.inject({ method: 'GET', url: `/api/payments/${id}/receipt`, headers: { authorization: `Bearer ${await tokenFor(agent)}` } });
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }

    // And back: the table holds the bytes again, and the bucket's copies are gone.
    await moveReceipts(t.deps, 'to-database');
    for (const row of await stateOf()) {
      expect(row.key).toBeNull();
      expect(Buffer.from(row.receipt!).equals(made.find((payment) => payment.id === row.id)!.bytes)).toBe(true);
    }
    expect((await objectKeys()).filter((key) => key.startsWith('receipts/payment-'))).toEqual([]);
  });
});

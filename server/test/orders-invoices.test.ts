import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERENCE_ALPHABET } from '@nimbus/shared/invoices';
import { emailOutbox, invoiceCounters, invoices, orderReferences, payments } from '../src/db/schema/index.ts';
import { sendDueEmails } from '../src/services/email/sender.ts';
import type { MailTransport, OutgoingEmail } from '../src/services/email/transport.ts';
import { issueInvoices } from '../src/services/invoices.ts';
import { createPayment, createPendingPurchase, createSubscription, fileBytes, multipart, type FilePart } from './factories/commerce.ts';
import { createPlan, createUser, rowsOf, testApp, tokenFor, type TestUser } from './harness.ts';
import { pdfLines } from './pdf-text.ts';

// Issue 15 (ADR 038): order references, duplicate proof, invoices.
const t = testApp();
const REFERENCE = new RegExp(`^NT-[${REFERENCE_ALPHABET}]{5}$`);
const year = new Date().getUTCFullYear();

async function upload(user: TestUser, fields: Record<string, string | number>, bytes: Buffer = fileBytes('png')) {
  const file: FilePart = { filename: 'receipt.png', contentType: 'image/png', bytes };
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/save',
    headers: { ...body.headers, authorization: `Bearer ${await tokenFor(user)}` },
    payload: body.payload,
  });
}

/** A receipt no other test uploads. */
let receipts = 0;
const uniqueReceipt = () => {
  const bytes = fileBytes('png', 300);
  bytes.writeUInt32BE((receipts += 1), 100);
  return bytes;
};

const staff = async () => t.caller(await createUser({ role: 'AGENT' }));

async function paymentRow(id: number) {
  const [row] = await t.deps.db
    .select({ reference: payments.reference, transactionRef: payments.transactionRef, sha: payments.receiptSha256 })
    .from(payments)
    .where(eq(payments.id, id));
  return row!;
}

describe('order references', () => {
  it('the payment page reserves one reference per customer, and their payment takes it', async () => {
    const user = await createUser();
    const plan = await createPlan({ price: '12.00' });
    const caller = await t.caller(user);
    const { reference } = await caller.payments.reserveReference();
    expect(reference).toMatch(REFERENCE);
    expect((await caller.payments.reserveReference()).reference).toBe(reference);

    const answer = await upload(user, { planId: plan.id, method: 'crypto', reference: reference.toLowerCase().replace('nt-', '') });
    expect(answer.statusCode).toBe(201);
    // The legacy answer keeps its shape: no new field.
    expect(Object.keys(answer.json()).sort()).toEqual(['amount', 'id', 'message', 'paymentDate', 'paymentMethod', 'planName', 'status', 'subscriptionId']);
    expect((await paymentRow(answer.json().id)).reference).toBe(reference);
    const [mine] = (await caller.payments.mine({})).items;
    expect(mine).toMatchObject({ reference, invoiceNumber: null });

    const next = (await caller.payments.reserveReference()).reference;
    expect(next).toMatch(REFERENCE);
    expect(next).not.toBe(reference);
  });

  it('a reference already used, or another customer’s, is refused', async () => {
    const [first, second] = [await createUser(), await createUser()];
    const plan = await createPlan({ price: '12.00' });
    const theirs = (await (await t.caller(first)).payments.reserveReference()).reference;
    const refused = await upload(second, { planId: plan.id, method: 'crypto', reference: theirs });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order reference was already used for a payment. Reload the page to get a new one.');
    expect((await upload(second, { planId: plan.id, method: 'crypto', reference: 'not a reference' })).statusCode).toBe(400);
  });

  it('a legacy upload without a reference gets the customer’s open one, or a new one', async () => {
    const user = await createUser();
    const plan = await createPlan({ price: '12.00' });
    const answer = await upload(user, { planId: plan.id, method: 'paypal' });
    expect(answer.statusCode).toBe(201);
    const { reference } = await paymentRow(answer.json().id);
    expect(reference).toMatch(REFERENCE);
    const [registered] = await t.deps.db.select().from(orderReferences).where(eq(orderReferences.code, reference!));
    expect(registered).toMatchObject({ userId: user.id, paymentId: answer.json().id });
  });

  it('asked many times at once, a customer still holds one open reference', async () => {
    const caller = await t.caller(await createUser());
    const answers = await Promise.all(Array.from({ length: 10 }, () => caller.payments.reserveReference()));
    expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
  });

  it('the database draws 5,000 references without a repeat, in the alphabet', async () => {
    const result = await t.deps.db.execute<{ code: string }>(sql`select next_order_reference() as code from generate_series(1, 5000)`);
    const codes = rowsOf<{ code: string }>(result).map((row) => row.code);
    expect(new Set(codes).size).toBe(5000);
    expect(codes.every((code) => REFERENCE.test(code))).toBe(true);
  });

  it('staff find a payment by its reference, typed any way, and by its transaction id', async () => {
    const user = await createUser({ firstName: 'Rhea', lastName: 'Reference' });
    const plan = await createPlan({ price: '12.00' });
    const id = (await upload(user, { planId: plan.id, method: 'crypto', transactionRef: '  0xABCDEF123456  ' }, uniqueReceipt())).json().id as number;
    const { reference } = await paymentRow(id);
    const agent = await staff();
    for (const term of [reference!, reference!.toLowerCase(), reference!.slice(3), `nt ${reference!.slice(3).toLowerCase()}`, '0xabcdef123456']) {
      expect((await agent.payments.list({ search: term })).items.map((p) => p.id)).toEqual([id]);
    }
  });
});

describe('duplicate proof', () => {
  it('keeps the transaction id trimmed and refuses one longer than 120 characters', async () => {
    const user = await createUser();
    const plan = await createPlan({ price: '12.00' });
    expect((await upload(user, { planId: plan.id, method: 'crypto', transactionRef: 'x'.repeat(121) })).statusCode).toBe(400);
    const answer = await upload(user, { planId: plan.id, method: 'crypto', transactionRef: '  TX-42  ' }, uniqueReceipt());
    expect((await paymentRow(answer.json().id)).transactionRef).toBe('TX-42');
  });

  it('keeps the SHA-256 of the receipt’s bytes', async () => {
    const user = await createUser();
    const plan = await createPlan({ price: '12.00' });
    const bytes = uniqueReceipt();
    const answer = await upload(user, { planId: plan.id, method: 'crypto' }, bytes);
    const { createHash } = await import('node:crypto');
    expect((await paymentRow(answer.json().id)).sha).toEqual(createHash('sha256').update(bytes).digest());
  });

  it('flags to staff a receipt or a transaction id already used on another payment, with that payment', async () => {
    const plan = await createPlan({ price: '12.00' });
    const [a, b, c] = [await createUser(), await createUser(), await createUser()];
    const shared = uniqueReceipt();
    const first = (await upload(a, { planId: plan.id, method: 'crypto', transactionRef: 'HASH-0001' }, shared)).json().id as number;
    const second = (await upload(b, { planId: plan.id, method: 'crypto' }, shared)).json().id as number;
    const third = (await upload(c, { planId: plan.id, method: 'crypto', transactionRef: 'hash-0001' }, uniqueReceipt())).json().id as number;
    const agent = await staff();
    const refOf = async (id: number) => (await paymentRow(id)).reference;

    const secondRow = await agent.payments.byId({ id: second });
    expect(secondRow.sameReceipt).toEqual({ id: first, reference: await refOf(first), status: 'Pending' });
    expect(secondRow.sameTransaction).toBeNull();
    const thirdRow = await agent.payments.byId({ id: third });
    expect(thirdRow.sameReceipt).toBeNull();
    expect(thirdRow.sameTransaction).toEqual({ id: first, reference: await refOf(first), status: 'Pending' });
    // The first is flagged too: staff reviewing it see the later payment with the same proof.
    const firstRow = (await agent.payments.list({ search: (await refOf(first))! })).items[0]!;
    expect(firstRow.sameReceipt?.id).toBe(second);
    expect(firstRow.sameTransaction?.id).toBe(third);
  });

  it('looks the twins up through their indexes', async () => {
    await t.deps.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = (what: string) =>
        t.deps.db.execute(sql.raw(`explain select id from payments where ${what} and id <> 1 order by id limit 1`)).then((r) => JSON.stringify(rowsOf(r)));
      expect(await plan(`receipt_sha256 = '\\x00' and receipt_sha256 is not null`)).toContain('payments_receipt_sha256_idx');
      expect(await plan(`lower(transaction_ref) = 'x' and transaction_ref is not null`)).toContain('payments_transaction_ref_idx');
      expect(await plan(`reference = 'NT-22222'`)).toContain('payments_reference_key');
    } finally {
      await t.deps.db.execute(sql`reset enable_seqscan`);
    }
  });
});

/** A fake transport that keeps what it sends. */
function keepingTransport() {
  const sent: OutgoingEmail[] = [];
  const transport: MailTransport = {
    async send(email) {
      sent.push(email);
    },
    async close() {},
  };
  return { transport, sent };
}

describe('invoices', () => {
  it('a verified payment gets a numbered invoice whose PDF says what was bought', async () => {
    const user = await createUser({ firstName: 'Ivy', lastName: 'Invoice' });
    const plan = await createPlan({ name: 'Premium', devices: 3, price: '24.50', durationDays: 90 });
    const subscription = await createSubscription({ userId: user.id, planId: plan.id });
    const payment = await createPayment({ userId: user.id, planId: plan.id, subscriptionId: subscription.id, amount: '24.50' });
    await (await staff()).payments.verify({ id: payment.id });

    const customer = await t.caller(user);
    const [mine] = (await customer.payments.mine({})).items;
    expect(mine?.invoiceNumber).toMatch(new RegExp(`^${year}-\\d{6}$`));
    const pdf = await customer.payments.invoice({ paymentId: payment.id });
    expect(pdf).toMatchObject({ number: mine!.invoiceNumber, fileName: `invoice-${mine!.invoiceNumber}.pdf` });
    const lines = await pdfLines(Buffer.from(pdf.base64, 'base64'));
    expect(lines).toEqual([
      'Nimbus TV',
      'http://localhost:3000',
      `Invoice ${mine!.invoiceNumber}`,
      expect.stringMatching(/^Invoice date: \w{3} \d{1,2}, \d{4}$/),
      `Order reference: ${payment.reference}`,
      `Billed to: Test User <${user.email}>`,
      expect.stringMatching(/^Paid on: \w{3} \d{1,2}, \d{4} by Crypto$/),
      'Period: 90 days from activation',
      'Description Amount',
      'Premium plan, 3 devices, 90 days $24.50',
      'Total paid $24.50',
      'Thank you for your order. Questions about this invoice: http://localhost:3000.',
    ]);
  });

  it('a renewal’s invoice names its new term', async () => {
    const user = await createUser();
    const plan = await createPlan({ price: '10.00', durationDays: 30 });
    const caller = await t.caller(user);
    const end = new Date(Date.now() + 5 * 86_400_000);
    const subscription = await createSubscription({
      userId: user.id,
      planId: plan.id,
      status: 'Active',
      startDate: new Date(Date.now() - 25 * 86_400_000),
      endDate: end,
    });
    const payment = await createPayment({ userId: user.id, planId: plan.id, subscriptionId: subscription.id, amount: '10.00' });
    await (await staff()).payments.verify({ id: payment.id });
    const lines = await pdfLines(Buffer.from((await caller.payments.invoice({ paymentId: payment.id })).base64, 'base64'));
    const day = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(lines).toContain(`Period: ${day(end)} to ${day(new Date(end.getTime() + 30 * 86_400_000))}`);
  });

  it('only its customer and staff can download it; a payment not verified has none', async () => {
    const [owner, other] = [await createUser(), await createUser()];
    const plan = await createPlan();
    const { payment } = await createPendingPurchase(owner.id, plan.id);
    const agent = await staff();
    await expect((await t.caller(owner)).payments.invoice({ paymentId: payment.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Invoice not found',
    });
    await agent.payments.verify({ id: payment.id });
    await expect((await t.caller(other)).payments.invoice({ paymentId: payment.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect((await t.caller(null)).payments.invoice({ paymentId: payment.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await agent.payments.invoice({ paymentId: payment.id })).base64.length).toBeGreaterThan(100);
    expect((await agent.payments.byId({ id: payment.id })).invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    // A rejected payment gets none.
    const rejected = (await createPendingPurchase(other.id, plan.id)).payment;
    await agent.payments.reject({ id: rejected.id });
    expect(await t.deps.db.select().from(invoices).where(eq(invoices.paymentId, rejected.id))).toEqual([]);
  });

  it('numbers follow each other in a year, across single and bulk verifies, and a rolled-back verify leaves no gap', async () => {
    const plan = await createPlan();
    const pending: number[] = [];
    for (let i = 0; i < 4; i += 1) pending.push((await createPendingPurchase((await createUser()).id, plan.id)).payment.id);
    const agent = await staff();
    await agent.payments.verify({ id: pending[0]! });
    // A verify whose transaction fails after its invoice was numbered.
    await expect(
      t.deps.db.transaction(async (tx) => {
        await issueInvoices(tx, t.deps, [pending[1]!], new Map());
        throw new Error('the verify failed after numbering');
      }),
    ).rejects.toThrow('the verify failed');
    await agent.payments.verifyMany({ ids: [pending[2]!, pending[1]!, pending[3]!] });
    const numbers = await t.deps.db
      .select({ paymentId: invoices.paymentId, seq: invoices.seq, number: invoices.number })
      .from(invoices)
      .where(sql`${invoices.paymentId} in ${pending}`)
      .orderBy(invoices.seq);
    const seqs = numbers.map((row) => row.seq);
    expect(seqs).toEqual([seqs[0], seqs[0]! + 1, seqs[0]! + 2, seqs[0]! + 3]);
    // In one bulk verify, numbers go in payment id order.
    expect(numbers.map((row) => row.paymentId)).toEqual(pending);
    const [counter] = await t.deps.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
    expect(counter!.last).toBe(seqs[3]);
  });

  it('the payment-verified e-mail names the reference and attaches the PDF when the outbox sends it, also on a retry', async () => {
    const user = await createUser({ firstName: 'Mo', lastName: 'Mail' });
    const plan = await createPlan();
    const { payment } = await createPendingPurchase(user.id, plan.id);
    await (await staff()).payments.verify({ id: payment.id });
    const [queued] = await t.deps.db
      .select({ id: emailOutbox.id, invoiceId: emailOutbox.invoiceId, subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, user.email));
    expect(queued!.invoiceId).not.toBeNull();
    expect(queued!.subject).toMatch(`Payment verified (order ${payment.reference})`);
    const [invoice] = await t.deps.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(queued!.text).toContain(`Your invoice ${invoice!.number} is attached`);

    // Only this e-mail is due: the others of the file were sent or are not ours to send here.
    await t.deps.db
      .update(emailOutbox)
      .set({ status: 'sent' })
      .where(sql`${emailOutbox.id} <> ${queued!.id}`);
    const failing: MailTransport = {
      async send() {
        throw new Error('421 try later');
      },
      async close() {},
    };
    const quiet = { ...t.deps, log: { ...t.deps.log, warn() {} } as typeof t.deps.log };
    await sendDueEmails(quiet, failing);
    await t.deps.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(emailOutbox.id, queued!.id));
    const { transport, sent } = keepingTransport();
    expect(await sendDueEmails(t.deps, transport)).toMatchObject({ sent: 1 });
    expect(sent[0]!.attachments).toHaveLength(1);
    expect(sent[0]!.attachments![0]!.filename).toBe(`invoice-${invoice!.number}.pdf`);
    expect(await pdfLines(sent[0]!.attachments![0]!.content)).toContain(`Invoice ${invoice!.number}`);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('invoice numbers on Postgres', () => {
  it('30 payments verified at once by different staff get 30 consecutive numbers: no gap, no repeat', async () => {
    const plan = await createPlan();
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await createPendingPurchase((await createUser()).id, plan.id)).payment.id);
    const callers = [];
    for (let i = 0; i < ids.length; i += 1) callers.push(await t.caller(await createUser({ role: i % 2 ? 'ADMIN' : 'AGENT' })));
    await Promise.all(callers.map((caller, i) => caller.payments.verify({ id: ids[i]! })));
    const rows = await t.deps.db
      .select({ seq: invoices.seq, number: invoices.number })
      .from(invoices)
      .where(sql`${invoices.paymentId} in ${ids}`)
      .orderBy(invoices.seq);
    const seqs = rows.map((row) => row.seq);
    expect(new Set(seqs).size).toBe(30);
    expect(seqs[29]! - seqs[0]!).toBe(29);
    const [counter] = await t.deps.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
    expect(counter!.last).toBe(seqs[29]);
  });

  it('50 reservations at once for different customers give 50 different references', async () => {
    const callers = [];
    for (let i = 0; i < 50; i += 1) callers.push(await t.caller(await createUser()));
    const answers = await Promise.all(callers.map((caller) => caller.payments.reserveReference()));
    expect(new Set(answers.map((a) => a.reference)).size).toBe(50);
  });
});

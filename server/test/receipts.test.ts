import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../src/db/schema/index.ts';
import { countRows, createPayment, fileBytes, multipart, type FilePart } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';

const t = testApp();
const MIB = 1_048_576;

async function upload(user: TestUser | null, fields: Record<string, string | number>, file?: FilePart | FilePart[]) {
  const body = multipart(fields, file);
  const headers: Record<string, string> = { ...body.headers };
  if (user) headers.authorization = `Bearer ${await tokenFor(user)}`;
  return t.app.inject({ method: 'POST', url: '/api/payments/save', headers, payload: body.payload });
}

const png = (bytes = fileBytes('png')): FilePart => ({ filename: 'receipt.png', contentType: 'image/png', bytes });

async function customerWithPlan() {
  return { user: await createUser(), plan: await createPlan({ price: '19.99' }) };
}

async function expectNothingStored(before: { payments: number; subscriptions: number }) {
  expect(await countRows(payments)).toBe(before.payments);
  expect(await countRows(subscriptions)).toBe(before.subscriptions);
}

const counts = async () => ({ payments: await countRows(payments), subscriptions: await countRows(subscriptions) });

describe('receipt size', () => {
  it('accepts a receipt of exactly 1,048,576 bytes', async () => {
    const { user, plan } = await customerWithPlan();
    const res = await upload(user, { planId: plan.id, method: 'crypto', amount: '19.99' }, png(fileBytes('png', MIB)));
    expect(res.statusCode).toBe(201);
    const [row] = await t.deps.db.select({ size: payments.receiptSize }).from(payments).orderBy(payments.id);
    expect(row?.size).toBe(MIB);
  });

  it('refuses one byte more with 413 and the size message, storing nothing', async () => {
    const { user, plan } = await customerWithPlan();
    const before = await counts();
    const res = await upload(user, { planId: plan.id, method: 'crypto' }, png(fileBytes('png', MIB + 1)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 413, error: 'Payload Too Large', message: 'File size must be less than 1 MB.' });
    await expectNothingStored(before);
  });

  it('refuses a much larger file the same way', async () => {
    const { user, plan } = await customerWithPlan();
    const res = await upload(user, { planId: plan.id, method: 'paypal' }, png(fileBytes('png', 3 * MIB)));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size must be less than 1 MB.');
  });
});

describe('receipt type (by content)', () => {
  it('refuses a .png named file that is really HTML with 415, storing nothing', async () => {
    const { user, plan } = await customerWithPlan();
    const before = await counts();
    const res = await upload(user, { planId: plan.id, method: 'crypto' }, png(fileBytes('html')));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status: 415, error: 'Unsupported Media Type', message: 'Receipt must be a PNG, JPG or PDF file.' });
    await expectNothingStored(before);
  });

  it.each([
    ['jpeg', 'scan.jpg', 'image/jpeg'],
    ['pdf', 'statement.pdf', 'application/pdf'],
    ['png', 'shot.png', 'image/png'],
  ] as const)('accepts a %s receipt and stores its detected type', async (kind, filename, mime) => {
    const { user, plan } = await customerWithPlan();
    const res = await upload(user, { planId: plan.id, method: 'bank' }, { filename, contentType: 'application/octet-stream', bytes: fileBytes(kind) });
    expect(res.statusCode).toBe(201);
    const [row] = await t.deps.db.select({ mime: payments.receiptMime }).from(payments).orderBy(desc(payments.id)).limit(1);
    expect(row?.mime).toBe(mime);
  });
});

describe('the upload form', () => {
  it.each([
    ['crypto', 'Please upload your crypto payment receipt.'],
    ['paypal', 'Please upload your PayPal receipt.'],
    ['bank', 'Please upload your bank transfer receipt.'],
  ])('without a receipt (%s) answers 400 with the tab message', async (method, message) => {
    const { user, plan } = await customerWithPlan();
    const res = await upload(user, { planId: plan.id, method });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('treats an empty file as no receipt', async () => {
    const { user, plan } = await customerWithPlan();
    const res = await upload(user, { planId: plan.id, method: 'crypto' }, png(Buffer.alloc(0)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload your crypto payment receipt.');
  });

  it('refuses two files', async () => {
    const { user, plan } = await customerWithPlan();
    const res = await upload(user, { planId: plan.id, method: 'crypto' }, [png(), png()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send one receipt file only.');
  });

  it('answers 400 with the form message for a missing plan or method', async () => {
    const user = await createUser();
    expect((await upload(user, { method: 'crypto' }, png())).json()).toMatchObject({ status: 400, message: 'No plan selected' });
    const plan = await createPlan();
    expect((await upload(user, { planId: plan.id, method: 'cash' }, png())).json()).toMatchObject({
      status: 400,
      message: 'Choose a payment method: bank, crypto or paypal',
    });
  });

  it('answers 415 for a JSON body and 400 for a broken multipart body, never 500', async () => {
    const user = await createUser();
    const authorization = `Bearer ${await tokenFor(user)}`;
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/payments/save',
      headers: { authorization },
      payload: { planId: 1, method: 'crypto' },
    });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/payments/save',
      headers: { authorization, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="receipt"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 for a suspended customer, storing nothing', async () => {
    const plan = await createPlan();
    const before = await counts();
    expect((await upload(null, { planId: plan.id, method: 'crypto' }, png())).statusCode).toBe(401);
    const suspended = await createUser({ status: 'Suspend' });
    expect((await upload(suspended, { planId: plan.id, method: 'crypto' }, png())).statusCode).toBe(403);
    await expectNothingStored(before);
  });

  it('other REST routes do not take multipart bodies', async () => {
    const body = multipart({ email: 'a@b.c', password: 'secret123' });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: body.headers, payload: body.payload });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/payments/:id/receipt', () => {
  async function storedReceipt() {
    const owner = await createUser();
    const plan = await createPlan();
    const bytes = fileBytes('jpeg', 1000);
    const payment = await createPayment({ userId: owner.id, planId: plan.id, receipt: bytes, receiptMime: 'image/jpeg' });
    return { owner, payment, bytes };
  }
  const get = async (id: number | string, user: TestUser | null) =>
    t.app.inject({
      method: 'GET',
      url: `/api/payments/${id}/receipt`,
      headers: user ? { authorization: `Bearer ${await tokenFor(user)}` } : {},
    });

  it('gives the owner the stored bytes, inline, with headers that keep it from being run as a page', async () => {
    const { owner, payment, bytes } = await storedReceipt();
    const res = await get(payment.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="receipt-${payment.id}.jpg"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
    });
  });

  it.each(['AGENT', 'ADMIN'] as const)('gives %s any receipt', async (role) => {
    const { payment, bytes } = await storedReceipt();
    const res = await get(payment.id, await createUser({ role }));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers another customer 404, the same as a receipt that does not exist', async () => {
    const { payment } = await storedReceipt();
    const other = await createUser();
    const res = await get(payment.id, other);
    expect(res.statusCode).toBe(404);
    expect((await get(999999, other)).json()).toEqual(res.json());
  });

  it('answers 401 without a token, 403 suspended, 400 for an id that is not a number', async () => {
    const { payment, owner } = await storedReceipt();
    expect((await get(payment.id, null)).statusCode).toBe(401);
    expect((await get(payment.id, await createUser({ status: 'Suspend' }))).statusCode).toBe(403);
    expect((await get('abc', owner)).statusCode).toBe(400);
    expect((await get('99999999999', owner)).statusCode).toBe(400);
  });
});

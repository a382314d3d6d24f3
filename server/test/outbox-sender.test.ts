import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { BACKOFF_MINUTES, MAX_ATTEMPTS, sendDueEmails } from '../src/services/email/sender.ts';
import { createMailTransport, fileTransport, type MailTransport, type OutgoingEmail } from '../src/services/email/transport.ts';
import { testEnv, workerDatabase } from './harness.ts';

const T0 = new Date('2026-05-01T08:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const quietLog = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;

/** Records what it sends; fails while `failing` is set. */
function fakeTransport(options: { failing?: boolean; delayMs?: number } = {}) {
  const sent: OutgoingEmail[] = [];
  const transport: MailTransport & { sent: OutgoingEmail[]; failing: boolean } = {
    sent,
    failing: options.failing ?? false,
    async send(email) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (transport.failing) throw new Error('421 Service not available');
      sent.push(email);
    },
    async close() {},
  };
  return transport;
}

async function enqueue(to: string, nextAttemptAt = T0) {
  const { db } = await workerDatabase();
  const [row] = await db
    .insert(emailOutbox)
    .values({ to, subject: `Hello ${to}`, text: 'Plain body', html: '<p>HTML body</p>', template: 'test', nextAttemptAt })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

async function row(id: number) {
  const { db } = await workerDatabase();
  const [found] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return found!;
}

async function sendAt(now: Date, transport: MailTransport, limit?: number) {
  const { db } = await workerDatabase();
  return sendDueEmails({ db, now: () => now, log: quietLog }, transport, limit ? { limit } : {});
}

beforeEach(async () => {
  const { db } = await workerDatabase();
  await db.delete(emailOutbox);
});

describe('outbox sender', () => {
  it('sends a due e-mail and marks it sent', async () => {
    const id = await enqueue('ok@example.test');
    const transport = fakeTransport();
    expect(await sendAt(minutes(0), transport)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(transport.sent).toEqual([{ to: 'ok@example.test', subject: 'Hello ok@example.test', text: 'Plain body', html: '<p>HTML body</p>' }]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: minutes(0), lastError: null });
    expect(await sendAt(minutes(10), transport)).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('keeps no body once an e-mail is sent or has failed for good (a reset code is not left readable)', async () => {
    const sent = await enqueue('sent@example.test');
    await sendAt(minutes(0), fakeTransport());
    expect(await row(sent)).toMatchObject({ status: 'sent', text: '', html: null, subject: 'Hello sent@example.test' });
    const dead = await enqueue('dead-body@example.test');
    const failing = fakeTransport({ failing: true });
    for (const at of [0, 1, 6, 36, 156]) await sendAt(minutes(at), failing);
    expect(await row(dead)).toMatchObject({ status: 'failed', text: '', html: null });
  });

  it('leaves e-mails that are not due yet, and takes at most the limit', async () => {
    await enqueue('later@example.test', minutes(5));
    for (const n of [1, 2, 3]) await enqueue(`now${n}@example.test`);
    const transport = fakeTransport();
    expect((await sendAt(minutes(0), transport, 2)).sent).toBe(2);
    expect((await sendAt(minutes(0), transport, 2)).sent).toBe(1);
    expect(transport.sent.map((email) => email.to)).toEqual(['now1@example.test', 'now2@example.test', 'now3@example.test']);
  });

  it('records a failure and retries after 1, 5, 30 and 120 minutes', async () => {
    const id = await enqueue('flaky@example.test');
    const transport = fakeTransport({ failing: true });
    let now = minutes(0);
    for (const [attempt, wait] of BACKOFF_MINUTES.entries()) {
      expect(await sendAt(now, transport)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const next = new Date(now.getTime() + wait * 60_000);
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: attempt + 1, lastError: '421 Service not available', nextAttemptAt: next });
      // A moment before the back-off ends nothing is tried.
      expect(await sendAt(new Date(next.getTime() - 1000), transport)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      now = next;
    }
    transport.failing = false;
    expect(await sendAt(now, transport)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 5, lastError: null });
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts and marks the e-mail failed`, async () => {
    const id = await enqueue('dead@example.test');
    const transport = fakeTransport({ failing: true });
    const results = [];
    for (const at of [0, 1, 6, 36, 156]) results.push(await sendAt(minutes(at), transport));
    expect(results.at(-1)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: '421 Service not available', sentAt: null });
    expect(await sendAt(minutes(10_000), transport)).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('never gives one e-mail to two senders running at once', async () => {
    for (let n = 0; n < 6; n += 1) await enqueue(`race${n}@example.test`);
    const transport = fakeTransport({ delayMs: 20 });
    const [a, b] = await Promise.all([sendAt(minutes(0), transport, 4), sendAt(minutes(0), transport, 4)]);
    expect(a.sent + b.sent).toBe(6);
    expect(new Set(transport.sent.map((email) => email.to)).size).toBe(6);
    const { db } = await workerDatabase();
    const rows = await db.select({ status: emailOutbox.status, attempts: emailOutbox.attempts }).from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('without SMTP_URL', () => {
  it('production has no transport: e-mails wait in the outbox', () => {
    expect(createMailTransport(testEnv({ NODE_ENV: 'production' }), quietLog)).toBeNull();
    expect(createMailTransport(testEnv({ NODE_ENV: 'development' }), quietLog)).not.toBeNull();
  });

  it('development writes each e-mail to an .eml file (0600) and logs only where, never the body', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'nimbus-mail-')), 'mail');
    const lines: { object: unknown; message: string }[] = [];
    const log = { info: (object: unknown, message: string) => lines.push({ object, message }) } as unknown as FastifyBaseLogger;
    const transport = fileTransport(folder, 'Nimbus TV <no-reply@nimbus.example>', log);
    await transport.send({ to: 'dev@example.test', subject: 'Your password reset code', text: 'Your password reset code is 8243-1192.', html: null });
    await transport.close();
    const [name] = readdirSync(folder);
    const file = join(folder, name!);
    expect(name).toMatch(/\.eml$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('Your password reset code is 8243-1192.');
    expect(lines).toEqual([{ object: { mail: { to: 'dev@example.test', file } }, message: `e-mail to dev@example.test written to ${file}` }]);
    expect(JSON.stringify(lines)).not.toContain('8243-1192');
    rmSync(join(folder, '..'), { recursive: true, force: true });
  });

  it('in development, logs one readable line per e-mail: to, subject, reset code and first link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nimbus-mail-'));
    const lines: string[] = [];
    const log = { info: (_object: unknown, message: string) => lines.push(message) } as unknown as FastifyBaseLogger;
    const transport = createMailTransport(testEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }), log)!;
    await transport.send({
      to: 'dev@example.test',
      subject: 'Your password reset code',
      text: 'Hello,\n\nYour password reset code is 8243 1192 5501. It expires in 15 minutes.\n\nEnter the code: http://localhost:3251/resetCode\n',
      html: null,
    });
    await transport.send({
      to: 'ada@example.test',
      subject: 'Payment verified',
      text: 'We verified your payment.\nOpen your dashboard: http://localhost:3251/user',
      html: null,
    });
    await transport.close();
    expect(lines[0]).toMatch(
      /^e-mail to dev@example\.test: "Your password reset code" · code 8243 1192 5501 · http:\/\/localhost:3251\/resetCode \(.+\.eml\)$/,
    );
    expect(lines[1]).toMatch(/^e-mail to ada@example\.test: "Payment verified" · http:\/\/localhost:3251\/user \(/);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('outside development (tests), the log still says only where the e-mail went', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nimbus-mail-'));
    const lines: string[] = [];
    const log = { info: (_object: unknown, message: string) => lines.push(message) } as unknown as FastifyBaseLogger;
    const transport = createMailTransport(testEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }), log)!;
    await transport.send({ to: 'dev@example.test', subject: 'Your password reset code', text: 'Your password reset code is 8243 1192 5501.', html: null });
    await transport.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('8243');
    rmSync(dataDir, { recursive: true, force: true });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TicketAttachment } from '@nimbus/shared/ticket-attachments';
import { ticketAttachments } from '../src/db/schema/index.ts';
import { PENDING_TTL_MS, prunePending } from '../src/services/ticket-attachments.ts';
import { fileBytes, multipart } from './factories/commerce.ts';
import { s3Server } from './s3-server.ts';
import { createUser, testApp, tokenFor, type TestUser } from './harness.ts';

// Issue 16 with S3_* set (ADR 043, 044): ticket files go to the bucket, the table keeps the key.
const BUCKET = 'nimbus-ticket-files-test';
const bucket = s3Server(BUCKET);
const objectKeys = bucket.objectKeys;
const t = testApp({ env: bucket.env });

async function upload(user: TestUser, bytes: Buffer): Promise<TicketAttachment> {
  const body = multipart({}, { field: 'file', filename: 'screen.png', contentType: 'image/png', bytes });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tickets/attachments',
    headers: { ...body.headers, authorization: `Bearer ${await tokenFor(user)}` },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TicketAttachment>();
}

describe('ticket attachments in the bucket', () => {
  it('keeps the bytes in the bucket, not the table, and serves them to the owner and staff byte for byte', async () => {
    const customer = await createUser();
    const agent = await createUser({ role: 'AGENT' });
    const bytes = fileBytes('png', 30_000);
    const file = await upload(customer, bytes);
    const [row] = await t.deps.db
      .select({ bytes: ticketAttachments.bytes, key: ticketAttachments.storageKey })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.id, file.id));
    expect(row?.bytes).toBeNull();
    expect(row?.key).toMatch(/^ticket-attachments\/[0-9a-f-]{36}$/);
    expect(await objectKeys()).toContain(row!.key);

    await (
      await t.caller(customer)
    ).tickets.create({ subject: 'Frozen', message: 'See the picture', category: 'technical', priority: 'LOW', attachments: [file.id] });
    for (const reader of [customer, agent]) {
      const served = await t.app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${await tokenFor(reader)}` } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('removes the object of an upload never sent, with its row', async () => {
    const customer = await createUser();
    const file = await upload(customer, fileBytes('png', 2_000));
    const [row] = await t.deps.db.select({ key: ticketAttachments.storageKey }).from(ticketAttachments).where(eq(ticketAttachments.id, file.id));
    expect(await objectKeys()).toContain(row!.key);
    await prunePending({ ...t.deps, now: () => new Date(Date.now() + PENDING_TTL_MS + 60_000) });
    expect(await objectKeys()).not.toContain(row!.key);
    expect(await t.deps.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, file.id))).toHaveLength(0);
  });
});

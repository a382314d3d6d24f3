import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachmentMessages, TICKET_ATTACHMENT_MAX_BYTES, type TicketAttachment } from '@nimbus/shared/ticket-attachments';
import type { TicketInput } from '@nimbus/shared/tickets';
import { ticketAttachments } from '../src/db/schema/index.ts';
import { PENDING_TTL_MS, prunePending } from '../src/services/ticket-attachments.ts';
import { fileBytes, multipart } from './factories/commerce.ts';
import { createUser, testApp, tokenFor, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';

// Issue 16: files on tickets (ADR 044): up to 3 a message, 2 MB each, PNG/JPEG/PDF by their
// first bytes; the owner and staff read them, an internal note's files staff only.
const t = testApp();
let customer: TestUser;
let stranger: TestUser;
let agent: TestUser;

beforeAll(async () => {
  customer = await createUser({ firstName: 'Cora', lastName: 'Customer' });
  stranger = await createUser();
  agent = await createUser({ role: 'AGENT', firstName: 'Alma', lastName: 'Agent' });
});

const form = (attachments: number[] = []) =>
  ({ subject: 'No picture', message: 'See the screenshot.', category: 'technical', priority: 'HIGH', attachments }) as TicketInput & {
    attachments: number[];
  };

async function upload(user: TestUser, bytes: Buffer, filename = 'screen.png', contentType = 'image/png') {
  const body = multipart({}, { field: 'file', filename, contentType, bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/tickets/attachments',
    headers: { ...body.headers, authorization: `Bearer ${await tokenFor(user)}` },
    payload: body.payload,
  });
}

async function uploaded(user: TestUser, bytes = fileBytes('png', 4_000), filename = 'screen.png'): Promise<TicketAttachment> {
  const res = await upload(user, bytes, filename);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TicketAttachment>();
}

async function fetchFile(user: TestUser, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/tickets/attachments/${id}`, headers: { authorization: `Bearer ${await tokenFor(user)}` } });
}

describe('uploading', () => {
  it('keeps a PNG, a JPEG and a PDF by their content, whatever their declared type and name say', async () => {
    const png = await uploaded(customer, fileBytes('png', 300), 'C:\\Users\\cora\\shot 1.png');
    expect(png).toEqual({ id: expect.any(Number), name: 'shot 1.png', mime: 'image/png', size: 300, url: `/api/tickets/attachments/${png.id}` });
    const jpeg = await upload(customer, fileBytes('jpeg'), 'photo.pdf', 'application/pdf');
    expect(jpeg.json()).toMatchObject({ mime: 'image/jpeg' });
    const pdf = await upload(customer, fileBytes('pdf'), 'bill.png', 'image/png');
    expect(pdf.json()).toMatchObject({ mime: 'application/pdf' });
  });

  it('refuses a .png that is really HTML (415), and stores nothing', async () => {
    const before = (await t.deps.db.select().from(ticketAttachments).where(eq(ticketAttachments.uploaderId, stranger.id))).length;
    const res = await upload(stranger, Buffer.from('<html><script>alert(1)</script></html>'), 'screen.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: attachmentMessages.type });
    expect(await t.deps.db.select().from(ticketAttachments).where(eq(ticketAttachments.uploaderId, stranger.id))).toHaveLength(before);
  });

  it('takes exactly 2 MB and refuses 2 MB + 1 byte (413), never keeping a cut file', async () => {
    expect((await upload(stranger, fileBytes('png', TICKET_ATTACHMENT_MAX_BYTES))).statusCode).toBe(201);
    const res = await upload(stranger, fileBytes('png', TICKET_ATTACHMENT_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: attachmentMessages.tooLarge });
    const sizes = (await t.deps.db.select({ size: ticketAttachments.size }).from(ticketAttachments).where(eq(ticketAttachments.uploaderId, stranger.id))).map(
      (row) => row.size,
    );
    expect(sizes).not.toContain(TICKET_ATTACHMENT_MAX_BYTES + 1);
    expect(Math.max(...sizes)).toBe(TICKET_ATTACHMENT_MAX_BYTES);
  });

  it('refuses an upload without a session (401) and a request that is not multipart (415)', async () => {
    const body = multipart({}, { field: 'file', filename: 'a.png', contentType: 'image/png', bytes: fileBytes('png') });
    expect((await t.app.inject({ method: 'POST', url: '/api/tickets/attachments', headers: body.headers, payload: body.payload })).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/attachments',
      headers: { authorization: `Bearer ${await tokenFor(customer)}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('sending files with a message', () => {
  it('a new ticket carries up to 3 files; a 4th is refused (the message with it)', async () => {
    const files = [await uploaded(customer), await uploaded(customer), await uploaded(customer), await uploaded(customer)];
    const caller = await t.caller(customer);
    expect(await refusal(caller.tickets.create(form(files.map((file) => file.id))))).toEqual({ code: 'BAD_REQUEST', message: attachmentMessages.tooMany });
    const row = await caller.tickets.create(form(files.slice(0, 3).map((file) => file.id)));
    const detail = await caller.tickets.byId({ id: row.ticketId });
    expect(detail.attachments.map((file) => file.id)).toEqual(files.slice(0, 3).map((file) => file.id));
    expect(detail.attachments[0]).toEqual(files[0]);
  });

  it('a file goes with one message only, and only its uploader may send it', async () => {
    const file = await uploaded(customer);
    const caller = await t.caller(customer);
    const first = await caller.tickets.create(form([file.id]));
    expect(await refusal(caller.tickets.reply({ id: first.ticketId, body: 'Again', attachments: [file.id] }))).toEqual({
      code: 'BAD_REQUEST',
      message: attachmentMessages.missing,
    });
    const theirs = await uploaded(stranger);
    expect(await refusal(caller.tickets.create(form([theirs.id])))).toEqual({ code: 'BAD_REQUEST', message: attachmentMessages.missing });
  });

  it('the same file sent with two messages at once goes with one of them only', async () => {
    const file = await uploaded(customer);
    const caller = await t.caller(customer);
    const results = await Promise.allSettled([caller.tickets.create(form([file.id])), caller.tickets.create(form([file.id]))]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [row] = await t.deps.db.select({ ticketId: ticketAttachments.ticketId }).from(ticketAttachments).where(eq(ticketAttachments.id, file.id));
    const won = results.find((result) => result.status === 'fulfilled')!;
    expect(row?.ticketId).toBe((won as PromiseFulfilledResult<{ ticketId: number }>).value.ticketId);
  });

  it('replies and staff comments carry files; a note needs a comment to go with them', async () => {
    const caller = await t.caller(customer);
    const ticket = await caller.tickets.create(form());
    const replyFile = await uploaded(customer, fileBytes('pdf', 900), 'log.pdf');
    const replied = await caller.tickets.reply({ id: ticket.ticketId, body: 'Here is the log', attachments: [replyFile.id] });
    expect(replied.history.at(-1)).toMatchObject({ body: 'Here is the log', attachments: [{ id: replyFile.id, mime: 'application/pdf', name: 'log.pdf' }] });

    const staff = await t.caller(agent);
    const noteFile = await uploaded(agent);
    expect(await refusal(staff.tickets.update({ id: ticket.ticketId, status: 'InProgress', internal: true, attachments: [noteFile.id] }))).toEqual({
      code: 'BAD_REQUEST',
      message: attachmentMessages.needsText,
    });
    const updated = await staff.tickets.update({
      id: ticket.ticketId,
      status: 'InProgress',
      comment: 'Their router',
      internal: true,
      attachments: [noteFile.id],
    });
    expect(updated.history.at(-1)).toMatchObject({ internal: true, attachments: [{ id: noteFile.id }] });
  });
});

describe('reading a file', () => {
  async function ticketWithFiles() {
    const opening = await uploaded(customer, fileBytes('png', 1_234));
    const ticket = await (await t.caller(customer)).tickets.create(form([opening.id]));
    const staff = await t.caller(agent);
    const replyFile = await uploaded(agent, fileBytes('jpeg', 2_000), 'steps.jpg');
    await staff.tickets.update({ id: ticket.ticketId, status: 'InProgress', comment: 'Follow these steps', internal: false, attachments: [replyFile.id] });
    const noteFile = await uploaded(agent, fileBytes('pdf', 3_000), 'isp-report.pdf');
    await staff.tickets.update({ id: ticket.ticketId, status: 'InProgress', comment: 'ISP report', internal: true, attachments: [noteFile.id] });
    return { ticket, opening, replyFile, noteFile };
  }

  it('serves the owner their files inline, with the receipt headers (sandbox, nosniff, private no-store)', async () => {
    const { opening, replyFile } = await ticketWithFiles();
    const res = await fetchFile(customer, opening.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(fileBytes('png', 1_234))).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="attachment-${opening.id}.png"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect((await fetchFile(customer, replyFile.id)).headers['content-type']).toBe('image/jpeg');
  });

  it('another customer is told the file does not exist (404)', async () => {
    const { opening, replyFile } = await ticketWithFiles();
    expect((await fetchFile(stranger, opening.id)).statusCode).toBe(404);
    expect((await fetchFile(stranger, replyFile.id)).statusCode).toBe(404);
  });

  it("an internal note's file: 404 for the customer, 200 for staff; the customer's thread never lists it", async () => {
    const { ticket, noteFile } = await ticketWithFiles();
    const denied = await fetchFile(customer, noteFile.id);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ message: attachmentMessages.notFound });
    const served = await fetchFile(agent, noteFile.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');

    const own = await (await t.caller(customer)).tickets.byId({ id: ticket.ticketId });
    expect(JSON.stringify(own)).not.toContain(noteFile.url);
    const desk = await (await t.caller(agent)).tickets.byId({ id: ticket.ticketId });
    expect(desk.history.flatMap((comment) => comment.attachments.map((file) => file.id))).toContain(noteFile.id);
  });

  it('a file not yet sent: its uploader only; an unknown id 404', async () => {
    const pending = await uploaded(customer);
    expect((await fetchFile(customer, pending.id)).statusCode).toBe(200);
    expect((await fetchFile(agent, pending.id)).statusCode).toBe(404);
    expect((await fetchFile(customer, 99_999_999)).statusCode).toBe(404);
  });
});

describe('uploads never sent', () => {
  it('are pruned after a while, and a person cannot pile them up', async () => {
    const hoarder = await createUser();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await uploaded(hoarder)).id);
    const refused = await upload(hoarder, fileBytes('png'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: attachmentMessages.pending });

    const later = new Date(Date.now() + PENDING_TTL_MS + 60_000);
    await prunePending({ ...t.deps, now: () => later });
    expect(await t.deps.db.select().from(ticketAttachments).where(eq(ticketAttachments.uploaderId, hoarder.id))).toHaveLength(0);
    expect((await upload(hoarder, fileBytes('png'))).statusCode).toBe(201);
  });
});

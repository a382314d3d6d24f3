import { TRPCError } from '@trpc/server';
import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { isStaffRole } from '@nimbus/shared/enums';
import {
  attachmentMessages,
  attachmentUrl,
  detectAttachmentMime,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENTS_PENDING_MAX,
  type AttachmentMime,
  type TicketAttachment,
} from '@nimbus/shared/ticket-attachments';
import type { DbOrTx, Tx } from '../db/client.ts';
import { ticketAttachments, ticketComments, tickets } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';

/** An upload not sent with a message within this time is removed (row and object). */
export const PENDING_TTL_MS = 6 * 60 * 60 * 1000;
const PRUNE_BATCH = 50;

export type AttachmentUpload = { bytes: Buffer; filename: string };

/** The file's name as shown in the thread: no path, no control characters or quotes, 200 characters at most. */
function cleanName(filename: string): string {
  return (
    filename
      .replace(/^.*[\\/]/, '')
      .replace(/[\p{Cc}"]/gu, '')
      .slice(0, 200)
      .trim() || 'file'
  );
}

const toAttachment = (row: { id: number; name: string; mime: string; size: number }): TicketAttachment => ({
  id: row.id,
  name: row.name,
  mime: row.mime as AttachmentMime,
  size: row.size,
  url: attachmentUrl(row.id),
});

/**
 * Stores one uploaded file, not yet on any ticket: checked by size and by its first bytes (the
 * declared type and the name count for nothing), into the bucket when there is one (ADR 043).
 */
export async function uploadAttachment(deps: Deps, actor: AuthUser, upload: AttachmentUpload): Promise<TicketAttachment> {
  if (upload.bytes.length === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: attachmentMessages.empty });
  if (upload.bytes.length > TICKET_ATTACHMENT_MAX_BYTES) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: attachmentMessages.tooLarge });
  const mime = detectAttachmentMime(upload.bytes);
  if (!mime) throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: attachmentMessages.type });
  await prunePending(deps);
  const [pending] = await deps.db
    .select({ n: count() })
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.uploaderId, actor.id), isNull(ticketAttachments.ticketId)));
  if ((pending?.n ?? 0) >= TICKET_ATTACHMENTS_PENDING_MAX) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: attachmentMessages.pending });

  const key = deps.receipts ? `ticket-attachments/${randomUUID()}` : null;
  if (key) await deps.receipts!.put(key, upload.bytes, mime);
  try {
    const [row] = await deps.db
      .insert(ticketAttachments)
      .values({
        uploaderId: actor.id,
        mime,
        size: upload.bytes.length,
        name: cleanName(upload.filename),
        sha256: createHash('sha256').update(upload.bytes).digest(),
        bytes: key ? null : upload.bytes,
        storageKey: key,
        createdAt: deps.now(),
      })
      .returning();
    return toAttachment(row!);
  } catch (error) {
    if (key) await removeObject(deps, key);
    throw error;
  }
}

async function removeObject(deps: Deps, key: string) {
  await deps.receipts?.remove(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'could not remove a ticket attachment object'));
}

/** Removes uploads never sent with a message (older than PENDING_TTL_MS), a batch at a time. */
export async function prunePending(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - PENDING_TTL_MS);
  const stale = deps.db
    .select({ id: ticketAttachments.id })
    .from(ticketAttachments)
    .where(and(isNull(ticketAttachments.ticketId), lt(ticketAttachments.createdAt, cutoff)))
    .limit(PRUNE_BATCH);
  const removed = await deps.db
    .delete(ticketAttachments)
    .where(and(inArray(ticketAttachments.id, stale), isNull(ticketAttachments.ticketId)))
    .returning({ key: ticketAttachments.storageKey });
  for (const { key } of removed) if (key) await removeObject(deps, key);
  return removed.length;
}

/**
 * Binds the caller's own pending uploads to a message, inside its transaction. A file already
 * sent, someone else's, or pruned is refused, and the whole message with it.
 */
export async function bindAttachments(tx: Tx, actor: AuthUser, ids: readonly number[], to: { ticketId: number; commentId: number | null }) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const bound = await tx
    .update(ticketAttachments)
    .set({ ticketId: to.ticketId, commentId: to.commentId })
    .where(and(inArray(ticketAttachments.id, unique), eq(ticketAttachments.uploaderId, actor.id), isNull(ticketAttachments.ticketId)))
    .returning({ id: ticketAttachments.id });
  if (bound.length !== unique.length) throw new TRPCError({ code: 'BAD_REQUEST', message: attachmentMessages.missing });
}

/**
 * A ticket's files by message (null: the opening message). Without `staff`, files of internal
 * notes are not even read.
 */
export async function attachmentsOfTicket(db: DbOrTx, ticketId: number, staff: boolean): Promise<Map<number | null, TicketAttachment[]>> {
  const rows = await db
    .select({
      id: ticketAttachments.id,
      commentId: ticketAttachments.commentId,
      name: ticketAttachments.name,
      mime: ticketAttachments.mime,
      size: ticketAttachments.size,
    })
    .from(ticketAttachments)
    .leftJoin(ticketComments, eq(ticketComments.id, ticketAttachments.commentId))
    .where(and(eq(ticketAttachments.ticketId, ticketId), staff ? undefined : sql`not coalesce(${ticketComments.internal}, false)`))
    .orderBy(asc(ticketAttachments.id));
  const byMessage = new Map<number | null, TicketAttachment[]>();
  for (const row of rows) {
    const list = byMessage.get(row.commentId) ?? [];
    list.push(toAttachment(row));
    byMessage.set(row.commentId, list);
  }
  return byMessage;
}

export type StoredAttachment = { bytes: Buffer; mime: AttachmentMime; name: string };

/**
 * The bytes of one file: staff for any bound file; the ticket's owner unless it belongs to an
 * internal note; a pending upload only to its uploader. Anyone else is told it does not exist.
 */
export async function attachmentFor(deps: Deps, actor: AuthUser, id: number): Promise<StoredAttachment> {
  const [row] = await deps.db
    .select({
      uploaderId: ticketAttachments.uploaderId,
      ticketId: ticketAttachments.ticketId,
      ownerId: tickets.userId,
      internal: ticketComments.internal,
      mime: ticketAttachments.mime,
      name: ticketAttachments.name,
      key: ticketAttachments.storageKey,
    })
    .from(ticketAttachments)
    .leftJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
    .leftJoin(ticketComments, eq(ticketComments.id, ticketAttachments.commentId))
    .where(eq(ticketAttachments.id, id))
    .limit(1);
  const allowed = row && (row.ticketId === null ? row.uploaderId === actor.id : isStaffRole(actor.role) || (row.ownerId === actor.id && row.internal !== true));
  if (!allowed) throw new TRPCError({ code: 'NOT_FOUND', message: attachmentMessages.notFound });
  // The bytes are read only once access is settled.
  if (row.key) {
    if (!deps.receipts) throw new Error(`Ticket attachment ${id} is in a bucket, but S3_BUCKET is not set`);
    return { bytes: await deps.receipts.get(row.key), mime: row.mime as AttachmentMime, name: row.name };
  }
  const [stored] = await deps.db.select({ bytes: ticketAttachments.bytes }).from(ticketAttachments).where(eq(ticketAttachments.id, id));
  if (!stored?.bytes) throw new Error(`Ticket attachment ${id} has neither bytes nor a storage key`);
  return { bytes: stored.bytes, mime: row.mime as AttachmentMime, name: row.name };
}

import { z } from './zod.ts';
import { recordId } from './ids.ts';
import { RECEIPT_MIME_TYPES } from './constants.ts';
import { detectReceiptMime, RECEIPT_EXTENSIONS, type ReceiptMime } from './payments.ts';

/** Files one message (a new ticket, a reply, a staff reply or note) may carry (issue 16, ADR 044). */
export const TICKET_ATTACHMENTS_MAX = 3;
/** 2 MiB a file: a phone screenshot fits, a video does not. */
export const TICKET_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Uploads not yet sent with a message, per person: a draft holds at most 3, the rest are left-overs. */
export const TICKET_ATTACHMENTS_PENDING_MAX = 12;

/** The same types as receipts, told by the same magic bytes: PNG, JPEG, PDF. */
export const ATTACHMENT_MIME_TYPES = RECEIPT_MIME_TYPES;
export type AttachmentMime = ReceiptMime;
export const detectAttachmentMime: (bytes: Uint8Array) => AttachmentMime | null = detectReceiptMime;
export const ATTACHMENT_EXTENSIONS = RECEIPT_EXTENSIONS;

export const attachmentMessages = {
  tooMany: `Attach at most ${TICKET_ATTACHMENTS_MAX} files to one message.`,
  tooLarge: 'Each file must be at most 2 MB.',
  type: 'Attach PNG or JPG images or PDF files only.',
  empty: 'The file is empty.',
  hint: `PNG, JPG or PDF, up to 2 MB each, ${TICKET_ATTACHMENTS_MAX} at most`,
  pending: 'Too many files are waiting to be sent. Send your message or try again later.',
  missing: 'An attached file was not found. Attach it again.',
  needsText: 'Write a comment to go with the attached files.',
  uploadFailed: 'The file could not be uploaded. Try again.',
  notFound: 'Attachment not found',
  // The upload (multipart, the REST adapter).
  oneFile: 'Send one file per upload.',
  tooManyFields: 'Too many form fields.',
  multipartRequired: 'Send the file as multipart/form-data.',
} as const;

/** The ids of files uploaded first (`POST /api/tickets/attachments`), sent with the message. */
export const attachmentIdsField = z.array(recordId).max(TICKET_ATTACHMENTS_MAX, attachmentMessages.tooMany).default([]);

/** A file on a ticket as the thread shows it; the bytes come from `url` (owner or staff). */
export type TicketAttachment = { id: number; name: string; mime: AttachmentMime; size: number; url: string };

export const attachmentUrl = (id: number) => `/api/tickets/attachments/${id}`;

/** What the picker says before uploading: too large, empty, or not a PNG, JPEG or PDF by its first bytes. */
export function attachmentProblem(file: { size: number }, head: Uint8Array): string | null {
  if (file.size === 0) return attachmentMessages.empty;
  if (file.size > TICKET_ATTACHMENT_MAX_BYTES) return attachmentMessages.tooLarge;
  return detectAttachmentMime(head) ? null : attachmentMessages.type;
}

import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ATTACHMENT_EXTENSIONS, attachmentMessages, TICKET_ATTACHMENT_MAX_BYTES } from '@nimbus/shared/ticket-attachments';
import type { Deps } from '../lib/deps.ts';
import { attachmentFor, uploadAttachment, type AttachmentUpload } from '../services/ticket-attachments.ts';
import { actorFor } from './actor.ts';
import { operation, typed } from './route.ts';
import { badInput, forbidden, refusal, signedOut } from './schemas.ts';
import { sendStoredFile, storedFileOperation } from './stored-file.ts';

function formError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: attachmentMessages.tooLarge });
  if (code === 'FST_FILES_LIMIT') return new TRPCError({ code: 'BAD_REQUEST', message: attachmentMessages.oneFile });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new TRPCError({ code: 'BAD_REQUEST', message: attachmentMessages.tooManyFields });
  return new TRPCError({ code: 'BAD_REQUEST', message: attachmentMessages.uploadFailed, cause: error });
}

/** The `file` part as bytes; a file past the limit throws rather than arrive cut short. */
async function readFile(req: FastifyRequest): Promise<AttachmentUpload | null> {
  let file: AttachmentUpload | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      // busboy marks a cut file instead of failing: never store the first 2 MB as the whole.
      if (part.file.truncated) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: attachmentMessages.tooLarge });
      if (part.fieldname === 'file' && !file) file = { bytes, filename: part.filename };
    }
  } catch (error) {
    throw formError(error);
  }
  return file;
}

const uploaded = z
  .object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int(), url: z.string() })
  .meta({ description: 'Stored, not yet on a ticket: send its id with the message (tickets.create, tickets.reply, tickets.update)' });
const denied = { 400: badInput, 401: signedOut, 403: forbidden };

/**
 * Ticket attachments (issue 16, ADR 044): the upload (one file a request, bound to a message
 * later by id) and the bytes, in their own scope with their own multipart limits.
 */
export async function ticketFileRoutes(app: FastifyInstance, opts: { deps: Deps }) {
  const { deps } = opts;
  await app.register(multipart, { limits: { fileSize: TICKET_ATTACHMENT_MAX_BYTES, files: 1, fields: 2 } });
  const api = typed(app);

  api.post(
    '/tickets/attachments',
    {
      ...operation(deps, 'authed', {
        summary: 'Upload a file for a ticket message: PNG, JPEG or PDF by content, at most 2 MB; bound to the message by id when it is sent',
        tags: ['tickets'],
        response: {
          201: uploaded,
          ...denied,
          413: refusal(attachmentMessages.tooLarge),
          415: refusal(attachmentMessages.type),
        },
      }),
      config: { form: z.object({ file: z.string().meta({ format: 'binary', description: 'PNG, JPEG or PDF (by content), at most 2,097,152 bytes' }) }) },
    },
    async (req, reply) => {
      const { ctx, user } = await actorFor(deps, req);
      if (!req.isMultipart()) throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: attachmentMessages.multipartRequired });
      const file = await readFile(req);
      if (!file) throw new TRPCError({ code: 'BAD_REQUEST', message: attachmentMessages.empty });
      return reply.status(201).send(await uploadAttachment(ctx, user, file));
    },
  );

  api.get(
    '/tickets/attachments/:id',
    storedFileOperation(deps, "A ticket's file (the ticket's owner or staff; an internal note's files staff only), served inline, never as a page", 'tickets'),
    async (req, reply) => {
      const { ctx, user } = await actorFor(deps, req);
      const id = req.params.id;
      const file = await attachmentFor(ctx, user, id);
      return sendStoredFile(reply, { mime: file.mime, filename: `attachment-${id}.${ATTACHMENT_EXTENSIONS[file.mime]}`, bytes: file.bytes });
    },
  );
}

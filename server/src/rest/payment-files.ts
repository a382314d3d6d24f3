import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RECEIPT_MAX_BYTES } from '@nimbus/shared/constants';
import { paymentMessages, paymentSubmitFields, RECEIPT_EXTENSIONS, type ReceiptMime } from '@nimbus/shared/payments';
import type { Deps } from '../lib/deps.ts';
import { inputProblem } from '../lib/input-guard.ts';
import { submitPayment, type ReceiptUpload } from '../services/payment-submit.ts';
import { receiptFor } from '../services/payments.ts';
import { actorFor } from './actor.ts';
import { legacySubmitted, toLegacySubmitted } from './payments.ts';
import { operation, typed } from './route.ts';
import { badInput, forbidden, refusal, signedOut } from './schemas.ts';
import { sendStoredFile, storedFileOperation } from './stored-file.ts';

const FIELDS = new Set(['userId', 'planId', 'amount', 'method', 'idempotencyKey', 'couponCode', 'reference', 'transactionRef']);

// Multipart errors of @fastify/multipart and busboy, as the answers a client can act on.
function formError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: paymentMessages.receiptTooLarge });
  if (code === 'FST_FILES_LIMIT') return new TRPCError({ code: 'BAD_REQUEST', message: paymentMessages.oneReceipt });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new TRPCError({ code: 'BAD_REQUEST', message: paymentMessages.tooManyFields });
  return new TRPCError({ code: 'BAD_REQUEST', message: paymentMessages.uploadUnreadable, cause: error });
}

/** Reads the whole form: the text fields and the `receipt` file as bytes (a truncated file throws). */
async function readForm(req: FastifyRequest): Promise<{ fields: Record<string, string>; receipt: ReceiptUpload | null }> {
  const fields: Record<string, string> = {};
  let receipt: ReceiptUpload | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // toBuffer() throws once the stream passed the size limit; busboy would otherwise hand
        // over the first 1 MiB as if it were the whole file.
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: paymentMessages.receiptTooLarge });
        if (part.fieldname === 'receipt' && !receipt) receipt = { bytes, filename: part.filename, declaredMime: part.mimetype };
      } else if (FIELDS.has(part.fieldname) && !(part.fieldname in fields)) {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw formError(error);
  }
  return { fields, receipt };
}

// The form as the document shows it: the shared fields, and the file Fastify never parses.
const form = paymentSubmitFields.extend({
  userId: paymentSubmitFields.shape.userId.meta({ description: "The caller's own id; staff may record a payment for a customer (audited)" }),
  amount: paymentSubmitFields.shape.amount.meta({ description: "The price the customer saw; refused (400) if the plan's price differs" }),
  idempotencyKey: paymentSubmitFields.shape.idempotencyKey.meta({ description: 'Optional (or the Idempotency-Key header): a retry answers the first payment' }),
  couponCode: paymentSubmitFields.shape.couponCode.meta({ description: 'Optional coupon code; without it the full price is charged' }),
  reference: paymentSubmitFields.shape.reference.meta({
    description: "Optional: the order reference the payment page showed; without it the customer's open one is used",
  }),
  transactionRef: paymentSubmitFields.shape.transactionRef.meta({
    description: 'Optional: the transaction id or hash of the transfer (at most 120 characters)',
  }),
  receipt: z.string().meta({ format: 'binary', description: 'PNG, JPEG or PDF (by content), at most 1,048,576 bytes' }),
});
const denied = { 400: badInput, 401: signedOut, 403: forbidden };

/** The upload and the receipt bytes: the two routes that carry files, in their own scope. */
export async function paymentFileRoutes(app: FastifyInstance, opts: { deps: Deps }) {
  const { deps } = opts;
  // Registered here only: no other route of the adapter accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 10 } });
  const api = typed(app);

  api.post(
    '/payments/save',
    {
      ...operation(deps, 'authed', {
        summary: "Submit a payment: the plan's price is charged, the receipt is checked, the subscription goes Pending",
        tags: ['payments'],
        response: {
          201: legacySubmitted.meta({ description: 'Stored, Pending verification' }),
          200: legacySubmitted.meta({ description: 'A retry with the same idempotency key: the first payment' }),
          ...denied,
          403: refusal("Suspended, or another customer's userId"),
          404: refusal('Plan not available (unknown id)'),
          // The renewal rule (shared/src/renewal.ts), as checkRenew answers it.
          409: refusal(
            'Renewal not open yet (before the last 14 days), a payment still being verified, or a plan change the current subscription does not allow',
          ),
          412: refusal('This plan is no longer available. Choose another plan.'),
          413: refusal(paymentMessages.receiptTooLarge),
          415: refusal('Receipt must be a PNG, JPG or PDF file.'),
        },
      }),
      // Read by the handler (multipart), so documented only.
      config: { form },
    },
    async (req, reply) => {
      const { ctx, user } = await actorFor(deps, req);
      if (!req.isMultipart()) {
        throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: paymentMessages.multipartRequired });
      }
      const { fields, receipt } = await readForm(req);
      // The form is read here, after the request guard's hooks ran: its fields get the guard's check.
      const problem = inputProblem(fields);
      if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
      const header = req.headers['idempotency-key'];
      const parsed = paymentSubmitFields.safeParse({ idempotencyKey: typeof header === 'string' ? header : undefined, ...fields });
      if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', message: parsed.error.issues[0]!.message });
      const result = await submitPayment(ctx, user, { ...parsed.data, receipt });
      // As after a tRPC mutation (ADR 028): the payer's next read here shows the payment.
      await ctx.changes.settled();
      return reply.status(result.replayed ? 200 : 201).send(toLegacySubmitted(result.payment));
    },
  );

  api.get(
    '/payments/:id/receipt',
    storedFileOperation(deps, 'The receipt file (its owner or staff), served inline with its stored type, never as a page', 'payments'),
    async (req, reply) => {
      const { ctx, user } = await actorFor(deps, req);
      const id = req.params.id;
      const receipt = await receiptFor(ctx, user, id);
      const extension = RECEIPT_EXTENSIONS[receipt.mime as ReceiptMime] ?? 'bin';
      return sendStoredFile(reply, { mime: receipt.mime, filename: `receipt-${id}.${extension}`, bytes: receipt.bytes });
    },
  );
}

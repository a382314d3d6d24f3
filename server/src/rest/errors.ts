import { STATUS_CODES } from 'node:http';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BUSY_RETRY_AFTER_SECONDS, serviceMessages } from '@nimbus/shared/service';
import { isDatabaseUnavailable } from '../lib/pg-errors.ts';
import { errorReason, publicErrorMessage } from '../trpc/errors.ts';

/** `reason` only on refusals a client acts on (TWO_FACTOR_REQUIRED: ask for the code). */
export type RestErrorBody = { status: number; error: string; message: string; reason?: string };

/** The REST adapter's one mapping from errors to HTTP answers. */
export function restErrorHandler(error: FastifyError | TRPCError | Error, req: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let message: string;
  let reason: string | undefined;
  if (error instanceof TRPCError) {
    status = getHTTPStatusCodeFromError(error);
    message = publicErrorMessage(error);
    reason = errorReason(error);
    if (status >= 500) req.log.error({ err: error.cause ?? error }, 'request failed');
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    // A route schema refused the input: the first issue's own message, as a procedure answers.
    status = 400;
    message = error.validation[0]?.message ?? 'Invalid input';
  } else if (isDatabaseUnavailable(error)) {
    // Outside a procedure (the session cookies' refresh, a route of its own): as a procedure answers.
    status = 503;
    message = serviceMessages.unavailable;
    req.log.warn({ err: error }, 'database unavailable');
  } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type) and the
    // request guard's (NUL characters, bad encodings).
    status = error.statusCode;
    message = error.message;
  } else {
    status = 500;
    message = 'Something went wrong. Please try again.';
    req.log.error({ err: error }, 'request failed');
  }
  const body: RestErrorBody = { status, error: httpReason(status), message, ...(reason ? { reason } : {}) };
  if (status === 503) reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  return reply.status(status).send(body);
}

function httpReason(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

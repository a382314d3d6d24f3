import { STATUS_CODES } from 'node:http';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { publicErrorMessage } from '../trpc/errors.ts';

export type RestErrorBody = { status: number; error: string; message: string };

/** The REST adapter's one mapping from errors to HTTP answers. */
export function restErrorHandler(error: FastifyError | TRPCError | Error, req: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let message: string;
  if (error instanceof TRPCError) {
    status = getHTTPStatusCodeFromError(error);
    message = publicErrorMessage(error);
    if (status >= 500) req.log.error({ err: error.cause ?? error }, 'request failed');
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
  const body: RestErrorBody = { status, error: httpReason(status), message };
  return reply.status(status).send(body);
}

function httpReason(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

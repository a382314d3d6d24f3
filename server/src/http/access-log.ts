import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { isAnonymousCatalogueRead } from './api-paths.ts';

/**
 * One access-log line per request, written when it is answered, with the request and the
 * answer together (Fastify's default writes two: "incoming request" and "request completed").
 * The "incoming" line stays at debug level, for chasing a request that never finishes, and so
 * do answered anonymous reads of the public catalogue: the same answer from memory for every
 * visitor of every page, most of a busy shop's requests, which a CDN or the proxy logs anyway;
 * a line each cost more than the answer itself (ADR 020). Their failures are logged as any other.
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // The request id is on every line (Fastify's reqId); the user, when the request named one.
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...(request.userId !== null && { userId: request.userId }) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode < 400 && isAnonymousCatalogueRead(request)) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Where a running shop's log lines go (stdout, or a path): written asynchronously and together,
 * in writes of 4 KB, or within a second when fewer lines come. A line per write cost a busy
 * instance a third of a catalogue read (ADR 020). pino writes what is left when the process exits.
 */
export function batchedLogDestination(dest: number | string) {
  const stream = pino.destination({ dest, sync: false, minLength: 4096 });
  setInterval(() => stream.flush(() => {}), 1000).unref();
  return stream;
}

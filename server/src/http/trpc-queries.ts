import type { AnyTRPCProcedure, AnyTRPCRouter, inferRouterContext } from '@trpc/server';
import { fastifyRequestHandler, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { TRPCRequestInfo } from '@trpc/server/http';
import {
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  transformTRPCResponse,
  TRPCError,
  type TRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// tRPC over HTTP (ADR 029). The official Fastify adapter turns every request into a fetch
// Request and every answer into a fetch Response (undici headers, web streams), which cost more
// than the procedure behind a cached query. A GET of queries, single or batched as httpBatchLink
// sends it, is answered here: the procedures are the router's own and run through tRPC's own call
// (every middleware: input guard, auth, roles, bulkhead, zod input and output), and the answer is
// built by tRPC's own helpers, as resolveResponse builds it, so its status, headers and bytes are
// the official adapter's (test/trpc-queries.test.ts compares them). Anything else (POST, HEAD,
// streaming, unknown names, a mutation asked by GET, input that does not decode, an over-size
// batch) goes to the official handler unchanged.

export type TrpcOptions<TRouter extends AnyTRPCRouter> = FastifyTRPCPluginOptions<TRouter>['trpcOptions'];

/** Logged (debug) for each call left to tRPC's adapter: the equivalence test tells the two paths apart by it. */
export const FALLBACK_MESSAGE = 'tRPC call answered by the official adapter';

type QueryCall = { path: string; procedure: AnyTRPCProcedure; input: unknown };
type Queries = { batch: boolean; calls: QueryCall[] };
type Outcome = [error: TRPCError, data: undefined] | [error: undefined, data: unknown];

/** Registers `/:path` (under the plugin's prefix) for tRPC, with the official plugin's body parsers. */
export async function trpcRoutes<TRouter extends AnyTRPCRouter>(app: FastifyInstance, opts: { trpcOptions: TrpcOptions<TRouter>; leanQueries: boolean }) {
  const { trpcOptions, leanQueries } = opts;
  // As the official plugin: tRPC reads the JSON body itself.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));

  app.all<{ Params: { path: string } }>('/:path', async (req, reply) => {
    const path = req.params.path;
    const queries = leanQueries && req.method === 'GET' ? queryCalls(trpcOptions, req, path) : null;
    if (queries && (await answerQueries(trpcOptions, req, reply, queries))) return reply;
    req.log.debug({ path }, FALLBACK_MESSAGE);
    await fastifyRequestHandler({ ...trpcOptions, req, res: reply, path });
    return reply;
  });
}

/**
 * The calls of a GET this module answers itself, or null for the official handler: queries the
 * router knows, JSON (not streamed), input that decodes. Each refusal here is one the official
 * handler answers (or, for a stream, serves).
 */
function queryCalls<TRouter extends AnyTRPCRouter>(opts: TrpcOptions<TRouter>, req: FastifyRequest, path: string): Queries | null {
  const { headers } = req;
  const contentType = headers['content-type'];
  if (contentType !== undefined && !contentType.startsWith('application/json')) return null;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) return null;
  // tRPC decodes the path once more; a plain name is the same decoded.
  if (path.includes('%')) return null;
  const start = req.url.indexOf('?');
  const query = start < 0 ? '' : req.url.slice(start + 1);
  // What httpBatchLink sends is printable ASCII, which URLSearchParams reads as tRPC's URL does.
  if (!/^[\x21-\x22\x24-\x7e]*$/.test(query)) return null;
  const params = new URLSearchParams(query);
  if (params.has('connectionParams')) return null;
  const batch = params.get('batch') === '1';
  const paths = batch ? path.split(',') : [path];
  if (batch && typeof opts.maxBatchSize === 'number' && paths.length > opts.maxBatchSize) return null;
  const router = opts.router;
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure | undefined>;
  const inputs = decodedInputs(router, params.get('input'), batch, paths.length);
  if (!inputs) return null;
  const calls: QueryCall[] = [];
  for (const [index, name] of paths.entries()) {
    const procedure = Object.hasOwn(procedures, name) ? procedures[name] : undefined;
    if (procedure?._def.type !== 'query') return null;
    calls.push({ path: name, procedure, input: inputs[index] });
  }
  return { batch, calls };
}

/** The inputs by batch index, as tRPC's JSON handler decodes them, or null when they do not decode. */
function decodedInputs(router: AnyTRPCRouter, text: string | null, batch: boolean, count: number): unknown[] | null {
  const inputs: unknown[] = new Array(count).fill(undefined);
  if (!text) return inputs;
  const { deserialize } = router._def._config.transformer.input;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === undefined) return inputs;
    if (!batch) {
      inputs[0] = deserialize(parsed);
      return inputs;
    }
    if (!isObject(parsed)) return null;
    for (let index = 0; index < count; index += 1) {
      const input = parsed[index];
      if (input !== undefined) inputs[index] = deserialize(input);
    }
    return inputs;
  } catch {
    return null;
  }
}

/** Runs the calls and sends the answer; false when the context could not be made (the official handler answers that). */
async function answerQueries<TRouter extends AnyTRPCRouter>(
  opts: TrpcOptions<TRouter>,
  req: FastifyRequest,
  reply: FastifyReply,
  { batch, calls }: Queries,
): Promise<boolean> {
  const config = opts.router._def._config;
  // As tRPC's fetch Request: aborted when the connection closes before the answer is sent (not
  // after: an abort makes a DOMException, 2 % of a call's CPU, and no one listens by then).
  const abort = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  let inputRead = false;
  const info: TRPCRequestInfo = {
    isBatchCall: batch,
    accept: null,
    type: 'query',
    connectionParams: null,
    signal: abort.signal,
    url: null,
    calls: calls.map((call, batchIndex) => ({
      batchIndex,
      path: call.path,
      procedure: call.procedure,
      getRawInput: async () => {
        inputRead = true;
        return call.input;
      },
      result: () => (inputRead ? call.input : undefined),
    })),
  };
  let ctx: inferRouterContext<TRouter>;
  try {
    ctx = await opts.createContext?.({ req, res: reply, info });
  } catch {
    return false;
  }
  const onError = (error: TRPCError, path: string | undefined, input: unknown) => opts.onError?.({ error, path, input, ctx, type: 'query', req });

  const outcomes = await Promise.all(
    info.calls.map(async (call): Promise<Outcome> => {
      try {
        const data: unknown = await call.procedure!({
          path: call.path,
          getRawInput: call.getRawInput,
          ctx,
          type: 'query',
          signal: abort.signal,
          batchIndex: call.batchIndex,
        });
        return [undefined, data];
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        onError(error, call.path, call.result());
        return [error, undefined];
      }
    }),
  );
  const errorOf = (error: TRPCError, path: string | undefined, input: unknown) =>
    ({ error: getErrorShape({ config, ctx, error, input, path, type: 'query' }) }) as TRPCResponse;

  let answer: TRPCResponse | TRPCResponse[];
  const errors: TRPCError[] = [];
  if (!batch) {
    const [error, data] = outcomes[0]!;
    const call = info.calls[0]!;
    if (isDataStream(data)) {
      // resolveResponse throws this past the call: reported and shaped without a path.
      const streamError = new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: STREAM_MESSAGE });
      onError(streamError, undefined, undefined);
      answer = errorOf(streamError, undefined, undefined);
      errors.push(streamError);
    } else {
      answer = error ? errorOf(error, call.path, call.result()) : { result: { data } };
      if (error) errors.push(error);
    }
  } else {
    answer = outcomes.map(([callError, data], index) => {
      const call = info.calls[index]!;
      const error = callError ?? (isDataStream(data) ? new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: STREAM_MESSAGE }) : undefined);
      if (!error) return { result: { data } };
      errors.push(error);
      return errorOf(error, call.path, call.result());
    });
  }

  const untransformed = Array.isArray(answer) ? answer : [answer];
  let status = getHTTPStatusCode(untransformed);
  const headers = new Map<string, string>([
    ['content-type', 'application/json'],
    ['vary', 'trpc-accept, accept'],
  ]);
  const meta =
    opts.responseMeta?.({ ctx, info, paths: calls.map((call) => call.path), data: untransformed, errors, eagerGeneration: false, type: 'query' }) ?? {};
  if (meta.headers) addMetaHeaders(headers, meta.headers);
  if (meta.status) status = meta.status;
  const body = JSON.stringify(transformTRPCResponse(config, answer));
  reply.code(status);
  for (const [name, value] of headers) reply.header(name, value);
  await reply.send(Buffer.from(body));
  return true;
}

const STREAM_MESSAGE = 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink';

/** resolveResponse's test for an answer only a stream can carry. */
function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  const values = Object.values(value);
  return values.some(isPromise) || values.some(isAsyncIterable);
}

/** responseMeta's headers, as a fetch Headers object takes them (lower-case names; append joins with ", "). */
function addMetaHeaders(headers: Map<string, string>, extra: Headers | Record<string, string | string[] | undefined>) {
  const append = (name: string, value: string) => {
    const key = name.toLowerCase();
    const current = headers.get(key);
    headers.set(key, current === undefined ? value : `${current}, ${value}`);
  };
  if (extra instanceof Headers) {
    for (const [name, value] of extra.entries()) append(name, value);
    return;
  }
  for (const [name, value] of Object.entries(extra)) {
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else if (typeof value === 'string') headers.set(name.toLowerCase(), value);
  }
}

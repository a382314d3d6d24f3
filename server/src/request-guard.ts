import { pipeline, Transform, type Readable } from 'node:stream';
import type { AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestMessages } from '@nimbus/shared/service';
import { inputProblem, textProblem } from './lib/input-guard.ts';
import { restErrorHandler } from './rest/errors.ts';

export { requestMessages };

/** An error Fastify answers with its own status; the error handlers send its message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

type Route = { segments: string[]; methods: Set<string> };

/**
 * Malformed requests answered 4xx at the edge, for every route (tRPC, REST, the SPA) at once, so
 * a new route cannot forget them: bad percent-encoding or UTF-8, NUL characters in the path,
 * query, headers or a JSON body, and methods a known path does not take (405 with Allow).
 * Procedure inputs are checked again in the tRPC base procedure, after superjson decoding.
 */
export const requestGuard = fp(async function requestGuard(app: FastifyInstance, opts: { trpcPrefix: string; router: AnyTRPCRouter; corsPreflight: boolean }) {
  const routes = new Map<string, Route>();
  app.addHook('onRoute', (route) => {
    // Wildcards (static files, Swagger UI assets) match anything: they make no path "known".
    if (route.url.includes('*')) return;
    const known = routes.get(route.url) ?? { segments: route.url.split('/'), methods: new Set<string>() };
    for (const method of [route.method].flat()) known.methods.add(method);
    if (known.methods.has('GET')) known.methods.add('HEAD');
    routes.set(route.url, known);
  });
  app.decorate('routeTable', () => [...routes].map(([url, route]) => ({ url, methods: [...route.methods].sort() })));

  // The one mapping from errors to answers, also for tRPC's HTTP layer and the SPA: a 4xx
  // carries its message, anything else is masked and logged.
  app.setErrorHandler(restErrorHandler);

  app.addHook('onRequest', async (req, reply) => {
    checkQueryString(req.url);
    // A CORS preflight is answered by the CORS plugin's hook when origins are configured;
    // without them the 405 below stands.
    const preflight = req.method === 'OPTIONS' && req.headers.origin && req.headers['access-control-request-method'];
    if (preflight && opts.corsPreflight) {
      return;
    }
    const trpcCall = req.routeOptions.url === `${opts.trpcPrefix}/:path`;
    // The typed client sends JSON or nothing; tRPC's form-data reader is not for us.
    const type = req.headers['content-type'];
    if (trpcCall && type && !/^application\/json\b/i.test(type)) {
      throw new HttpError(415, requestMessages.trpcContentType);
    }
    const allowed = req.is404 ? allowedOnKnownPath(routes, req.url) : trpcCall ? trpcMethods(opts.router, (req.params as { path?: string }).path ?? '') : null;
    if (allowed && !allowed.includes(req.method)) {
      const allow = allowed.join(', ');
      return reply
        .status(405)
        .header('allow', allow)
        .send({ status: 405, error: 'Method Not Allowed', message: `${req.method} is not allowed here. Allowed: ${allow}.` });
    }
  });

  app.addHook('preParsing', async (req, _reply, payload) => {
    const type = req.headers['content-type'] ?? '';
    return /^(application\/json|text\/)/i.test(type) ? utf8Checked(payload) : payload;
  });

  app.addHook('preValidation', async (req) => {
    const problem = inputProblem(req.params) ?? inputProblem(req.query) ?? inputProblem(req.headers) ?? inputProblem(req.body);
    if (problem) throw new HttpError(400, problem);
  });
});

function checkQueryString(url: string) {
  const start = url.indexOf('?');
  if (start < 0) return;
  for (const pair of url.slice(start + 1).split('&')) {
    let decoded: string;
    try {
      // Throws on a stray %, a truncated escape and bytes that are not UTF-8 (%FF).
      decoded = decodeURIComponent(pair.replaceAll('+', ' '));
    } catch {
      throw new HttpError(400, requestMessages.query);
    }
    const problem = textProblem(decoded);
    if (problem) throw new HttpError(400, problem);
  }
}

/** The methods of the routes whose pattern matches the path, or null for an unknown path. */
function allowedOnKnownPath(routes: Map<string, Route>, url: string): string[] | null {
  const segments = url.split('?')[0]!.split('/');
  const methods = new Set<string>();
  for (const route of routes.values()) {
    if (route.segments.length !== segments.length) continue;
    const matches = route.segments.every((part, i) => {
      const actual = segments[i]!;
      if (part.startsWith(':')) return actual.length > 0;
      return part === actual || part === safeDecode(actual);
    });
    if (matches) for (const method of route.methods) methods.add(method);
  }
  return methods.size > 0 ? [...methods].sort() : null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A query is read with GET, a mutation sent with POST. An unknown name or a mixed batch is left
 * to tRPC's own 404/400, but only for those two: its fetch adapter cannot even represent TRACE.
 */
function trpcMethods(router: AnyTRPCRouter, path: string): string[] {
  // Every call asks: the answer per path is remembered (bounded, batches can name any mix).
  let byPath = methodsByRouter.get(router);
  if (!byPath) methodsByRouter.set(router, (byPath = new Map()));
  const known = byPath.get(path);
  if (known) return known;
  const methods = methodsOf(router, path);
  if (byPath.size >= 1_000) byPath.clear();
  byPath.set(path, methods);
  return methods;
}

const methodsByRouter = new WeakMap<AnyTRPCRouter, Map<string, string[]>>();

function methodsOf(router: AnyTRPCRouter, path: string): string[] {
  const procedures: Record<string, { _def: { type: string } } | undefined> = router._def.procedures;
  const types = new Set(path.split(',').map((name) => procedures[name]?._def.type));
  if (types.size !== 1 || types.has(undefined)) return ['GET', 'POST'];
  return types.has('mutation') ? ['POST'] : ['GET'];
}

/** The body as it arrives, refused (400) at the first byte sequence that is not UTF-8. */
function utf8Checked(payload: Readable): Readable {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (chunk?: Buffer) => {
    try {
      decoder.decode(chunk, { stream: chunk !== undefined });
      return null;
    } catch {
      return new HttpError(400, requestMessages.utf8);
    }
  };
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const error = check(chunk);
      callback(error, error ? undefined : chunk);
    },
    flush(callback) {
      callback(check());
    },
  });
  return pipeline(payload, checked, () => {});
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's path pattern and methods (wildcards left out): the 405 answers and the fuzz tests read it. */
    routeTable(): { url: string; methods: string[] }[];
  }
}

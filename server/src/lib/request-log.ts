import type { FastifyRequest } from 'fastify';

/** Routes whose path parameter is a secret or an e-mail: the log shows the route, never the value. */
const SECRET_ROUTES = new Set(['/api/forgotPassword/:email', '/api/forgotPassword/resetCode/:code']);
const SECRET_QUERY_KEYS = /^(e-?mail|to|code|reset_?code|token|password)$/i;
const REDACTED = '[redacted]';
// The setup link's token is a credential for an hour: the page (/setup?token=...) and its check
// (/trpc/setup.status?input=...) carry it in the query, which is logged as redacted whole (ADR 008).
const SECRET_QUERY_PATHS = [/^\/setup\/?$/, /^\/trpc\/[^/]*setup\./];

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The URL as the request log may show it. Reset codes and e-mail addresses never reach a log
 * line, however the path is encoded: a secret route logs its pattern, an unrouted path under
 * /api/forgotPassword is cut, any segment or query value holding an `@` is replaced, and the
 * setup link's query is dropped.
 */
export function loggedUrl(req: { url: string; routeOptions?: { url?: string | undefined } }): string {
  const route = req.routeOptions?.url;
  if (route !== undefined && SECRET_ROUTES.has(route)) return route;
  const [path = '', query] = req.url.split(/\?(.*)/s);
  if (query !== undefined && SECRET_QUERY_PATHS.some((pattern) => pattern.test(decoded(path)))) return `${path}?${REDACTED}`;
  const routedToApi = route !== undefined && /^\/(api|trpc)\//.test(route);
  if (!routedToApi && /^\/+api\/+forgotPassword\//i.test(decoded(path))) return '/api/forgotPassword/[redacted]';
  const safePath = path
    .split('/')
    .map((segment) => (decoded(segment).includes('@') ? REDACTED : segment))
    .join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split(/=(.*)/s);
      if (value === undefined) return decoded(key).includes('@') ? REDACTED : pair;
      return SECRET_QUERY_KEYS.test(decoded(key)) || decoded(value).includes('@') ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** Fastify's request serializer with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedUrl(req),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

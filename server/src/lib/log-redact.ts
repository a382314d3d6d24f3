import type { FastifyRequest } from 'fastify';

// The setup link's token is a credential for an hour: the page (/setup?token=...) and its
// check (/trpc/setup.status?input=...) carry it in the URL, so the request log keeps their
// path only. docs/decisions/008-secrets-and-first-run.md
const SECRET_QUERY_PATHS = [/^\/setup\/?$/, /^\/trpc\/[^/]*setup\./];

export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  return query !== undefined && SECRET_QUERY_PATHS.some((pattern) => pattern.test(path)) ? `${path}?[redacted]` : url;
}

/** Fastify's own request serializer, with the URL redacted. */
export const requestSerializers = {
  req(req: FastifyRequest) {
    return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
  },
};

import type { FastifyRequest } from 'fastify';

// Anonymous reads that are the same for every visitor: plans and the shop's public settings.
const CATALOGUE_ROUTES = new Set(['/api/plans', '/api/openapi.json']);
const CATALOGUE_PROCEDURES = new Set(['plans.list', 'plans.rows', 'settings.public']);

/**
 * The API path a request was routed to (`/api/...` or `/trpc/...`), or null for the SPA and
 * its files. Taken from the matched route, not the raw URL, so `/%61pi/...` counts as /api.
 */
export function apiPathOf(req: FastifyRequest): string | null {
  const route = req.routeOptions.url;
  // No route (404) or a catch-all (CORS preflight): the decoded URL says where it was going.
  const path = route === undefined || route === '*' ? decodedPath(req.url) : route;
  return isApi(path) ? path : null;
}

export function isApi(path: string): boolean {
  return ['/api', '/trpc'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A GET of the catalogue: REST plans, the docs, or a tRPC call (or batch) of catalogue procedures only. */
export function isPublicCatalogue(req: FastifyRequest, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (CATALOGUE_ROUTES.has(path) || path.startsWith('/api/docs')) return true;
  if (path !== '/trpc/:path') return false;
  const { path: procedures } = req.params as { path?: string };
  return procedures !== undefined && procedures.split(',').every((name) => CATALOGUE_PROCEDURES.has(name));
}

/** A request without a session or token: it gets what every visitor gets. */
export function isAnonymous(req: FastifyRequest): boolean {
  return req.headers.authorization === undefined && req.headers.cookie === undefined;
}

/** An anonymous GET of the public catalogue: the same answer for every visitor, kept by CDNs. */
export function isAnonymousCatalogueRead(req: FastifyRequest): boolean {
  if (!isAnonymous(req)) return false;
  const path = apiPathOf(req);
  return path !== null && isPublicCatalogue(req, path);
}

export function isCatalogueProcedure(name: string): boolean {
  return CATALOGUE_PROCEDURES.has(name);
}

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

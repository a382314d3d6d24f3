import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The catalogue's answers (ADR 020): the same cached value is serialised once and hashed once,
// then sent as a string with a strong ETag; a client or CDN holding it gets 304 without a body.

/** A minute fresh; a CDN may serve it up to ten minutes more while it asks again. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * The same catalogue as the shop's own pages ask for it (tRPC): a CDN may keep it but must ask
 * again each time (answered from memory), so an owner who changes a price and opens the home
 * page, or a visitor who reloads, sees the new one at once, not a minute later.
 */
export const APP_CATALOGUE_CACHE_CONTROL = 'public, no-cache';

type Serialised = { body: string; etag: string };
const serialised = new WeakMap<object, Serialised>();

/** The JSON text and ETag of `source` as `shape` maps it, computed once per cached object. */
export function serialisedOnce(source: object, shape: () => unknown): Serialised {
  let entry = serialised.get(source);
  if (!entry) {
    const body = JSON.stringify(shape());
    entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    serialised.set(source, entry);
  }
  return entry;
}

/** Whether If-None-Match names this ETag (or `*`): weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/** Sends a catalogue answer: 304 when the client already holds it, else the stored text. */
export function sendCatalogue(req: FastifyRequest, reply: FastifyReply, answer: Serialised): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

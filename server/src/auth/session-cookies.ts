import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@nimbus/shared/sessions';
import type { Deps } from '../lib/deps.ts';
import type { TokenSubject } from './tokens.ts';
import { refreshBrowserSession, startBearerSession, startBrowserSession, type BrowserSession } from '../services/sessions.ts';

// The browser's session travels in cookies (ADR 010): a short access token and the rotating
// refresh token, both HttpOnly; Secure; SameSite=Lax, and a CSRF token the page reads and echoes
// in a header on every mutation (double submit). `__Host-` pins them to this host and path /.
// Chromium honours Secure on http://localhost and http://127.0.0.1 (loopback is a secure origin),
// so local runs and the browser stories work over plain http.

export const ACCESS_COOKIE = '__Host-nimbus-access';
export const REFRESH_COOKIE = '__Host-nimbus-refresh';

/** What the cookie hook learned about a request, for createContext. */
export type CookieSession = {
  /** A session cookie came with the request (a refused one answers "session invalid"). */
  sent: boolean;
  /** A mutation carried session cookies without the matching CSRF header: it runs anonymous. */
  csrfRefused: boolean;
  /** The access token to authenticate with: the cookie's, or the one a refresh just minted. */
  accessToken: string | null;
};

const base = { path: '/', secure: true, sameSite: 'lax' } satisfies CookieSerializeOptions;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

export function setSessionCookies(reply: FastifyReply, deps: Deps, session: BrowserSession, csrfToken: string): void {
  const { ACCESS_TTL_SECONDS, SESSION_TTL_SECONDS } = deps.env;
  reply.setCookie(ACCESS_COOKIE, session.accessToken, { ...base, httpOnly: true, maxAge: ACCESS_TTL_SECONDS });
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...base, httpOnly: true, maxAge: SESSION_TTL_SECONDS });
  reply.setCookie(CSRF_COOKIE, csrfToken, { ...base, httpOnly: false, maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(REFRESH_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...base, httpOnly: false });
}

/** The part of a procedure's context a login needs to hand over a session. */
export type DeliveryContext = Deps & { reply: FastifyReply | null; ip: string; userAgent: string };

/** A signed-in answer: the token only for a REST client; a browser's is in its cookies. */
export type Delivered = { token: string | null };

/**
 * Starts a session for `subject` the way the caller can keep it: over tRPC HTTP (the app) as
 * cookies, with no token in the body for a script to read; for the REST adapter as the legacy
 * bearer token in the answer.
 */
export async function deliverSession(ctx: DeliveryContext, subject: TokenSubject): Promise<Delivered> {
  const meta = { userAgent: ctx.userAgent, ip: ctx.ip };
  if (!ctx.reply) return { token: (await startBearerSession(ctx, subject, meta)).token };
  const session = await startBrowserSession(ctx, subject, meta);
  setSessionCookies(ctx.reply, ctx, session, newCsrfToken());
  return { token: null };
}

function csrfMatches(req: FastifyRequest): boolean {
  const cookie = req.cookies[CSRF_COOKIE];
  const header = req.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

function readsSession(req: FastifyRequest): boolean {
  // The routed path, not the raw URL: no percent-encoding reaches an API route unseen. A page the
  // server renders for the signed-in user says so in its route's config (http/account-page.ts).
  const route = req.routeOptions.url ?? '';
  return route.startsWith('/trpc') || route.startsWith('/api') || req.routeOptions.config.readsSession === true;
}

/**
 * Reads the session cookies of API requests before any handler: refuses cookie-carried
 * mutations without the CSRF header, and when the access cookie has expired trades the refresh
 * cookie for new ones on the spot (transparent refresh, so the app never sees an expired access
 * token). A request with a bearer token ignores cookies: REST clients are not cookie-authenticated.
 */
export function registerSessionCookies(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('cookieSession', null);
  // preHandler: after the rate limiter (onRequest), so a flood of refresh attempts is counted.
  app.addHook('preHandler', async (req, reply) => {
    const state: CookieSession = { sent: false, csrfRefused: false, accessToken: null };
    req.cookieSession = state;
    if (!readsSession(req) || req.headers.authorization) return;
    const access = req.cookies[ACCESS_COOKIE];
    const refresh = req.cookies[REFRESH_COOKIE];
    if (!access && !refresh) return;
    state.sent = true;
    if (!SAFE_METHODS.has(req.method) && !csrfMatches(req)) {
      state.csrfRefused = true;
      return;
    }
    if (access && (await deps.tokens.verify(access))) {
      state.accessToken = access;
      return;
    }
    if (!refresh) return;
    const next = await refreshBrowserSession({ ...deps, log: req.log }, refresh);
    if (!next) {
      clearSessionCookies(reply);
      return;
    }
    setSessionCookies(reply, deps, next, req.cookies[CSRF_COOKIE] ?? newCsrfToken());
    state.accessToken = next.accessToken;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page route that reads the session cookies as API routes do. */
    readsSession?: boolean;
  }
  interface FastifyRequest {
    /** Set by registerSessionCookies for every request. */
    cookieSession: CookieSession | null;
  }
}

import { DEFAULT_LANGUAGE, type Language } from '@nimbus/shared/i18n';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_SIZE } from '@nimbus/shared/constants';
import type { SessionUser } from '@nimbus/shared/auth';
import superjson from 'superjson';
import type { Deps } from '../lib/deps.ts';
import { contextFor } from '../rest/caller.ts';
import { createCaller } from '../trpc/router.ts';

// The customer's overview (`/user`) drawn by the server with the customer's answers in it
// (docs/decisions/034): on a phone the page is on screen as soon as the HTML and the stylesheets
// have arrived, instead of after 300 KB of scripts and a round trip for the data. The app then
// takes over as on the prerendered public pages, from the same answers, asking nothing again.

/** What `renderSignedIn` of the client's Node build (client/src/prerender.tsx) takes. */
type SeededAnswer = { path: string; input?: unknown; data: unknown };
type Renderer = { renderSignedIn(path: string, user: SessionUser, answers: readonly SeededAnswer[]): Promise<string | null> };

/** Pages being rendered at once, beyond which the plain page goes out (the app loads the data itself). */
const MAX_RENDERS = 4;
const PATH = '/user';

/** The app's page with a rendered one in place of the build's snapshots. */
export type PageTemplate = { html: string; styles: string };

export function pageTemplate(clientDist: string): PageTemplate {
  const html = readFileSync(join(clientDist, 'index.html'), 'utf8');
  // The customer's pages' share of Mantine's styles (client/src/styles/mantine-account.css).
  const styles = /<script src="\/boot\.js"[^>]* data-account-styles="([^"]+)"/.exec(html)?.[1];
  if (!styles || !html.includes('<div id="root">')) throw new Error('client/dist/index.html is not the build the server knows');
  return { html, styles };
}

/** The rendered page in the template: its markup, its answers for the app, the styles it needs before the first paint. */
export function fillTemplate(
  template: PageTemplate,
  page: string,
  markup: string,
  answers: readonly SeededAnswer[],
  language: Language = DEFAULT_LANGUAGE,
): string {
  const { html, styles } = template;
  const rootStart = html.indexOf('<div id="root">');
  const bodyEnd = html.lastIndexOf('</body>');
  // `<` escaped: the JSON cannot end its script element (superjson keeps dates and the rest typed).
  const json = superjson.stringify(answers).replace(/</g, '\\u003c');
  const root = `<div id="root"><div data-prerendered="${page}" inert>${markup}</div></div><script type="application/json" id="nimbus-answers">${json}</script>\n  `;
  return (html.slice(0, rootStart) + root + html.slice(bodyEnd))
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('<script src="/boot.js"', `<script src="/boot.js" data-page="${page}"`)
    .replace('</head>', `  <link rel="stylesheet" crossorigin href="${styles}">\n  </head>`);
}

/** The answers the overview shows (its cards, the header's bell and menu, the footer), as the app asks for them. */
async function overviewAnswers(deps: Deps, req: FastifyRequest): Promise<{ user: SessionUser; answers: SeededAnswer[] } | null> {
  // A browser's session only: a page is never drawn for a bearer token (REST clients).
  if (req.headers.authorization || !req.cookieSession?.accessToken) return null;
  const context = await contextFor(deps, req);
  const viewer = await context.viewer();
  if (viewer?.user.role !== 'USER') return null;
  const caller = createCaller(context);
  const recent = { page: 1, pageSize: PAGE_SIZE, search: '' };
  const [authMe, usersMe, mine, payments, unread, settings] = await Promise.all([
    caller.auth.me(),
    caller.users.me(),
    caller.subscriptions.mine(),
    caller.payments.mine(recent),
    caller.notifications.unreadCount(),
    caller.settings.public(),
  ]);
  const { id, name, email, role, language } = viewer.user;
  // A customer without a subscription is offered the plans' free trials (ADR 039): from the catalogue cache.
  const trialPlans = mine === null ? [{ path: 'plans.list', data: await caller.plans.list() }] : [];
  return {
    user: { id, name, email, role, language },
    answers: [
      { path: 'auth.me', data: authMe },
      { path: 'users.me', data: usersMe },
      { path: 'subscriptions.mine', data: mine },
      { path: 'payments.mine', input: recent, data: payments },
      { path: 'notifications.unreadCount', data: unread },
      { path: 'settings.public', data: settings },
      ...trialPlans,
    ],
  };
}

export const accountPagePlugin = fp(async function accountPage(app: FastifyInstance, opts: { deps: Deps; clientDist: string; renderer: string }) {
  if (!existsSync(opts.renderer)) {
    app.log.warn({ renderer: opts.renderer }, 'no server renderer in the client build: /user is drawn by the browser');
    return;
  }
  const template = pageTemplate(opts.clientDist);
  // The renderer (the app and its libraries, 5 MB) is loaded by the first overview asked for, not
  // at start: a cold start stays as fast as without it (issue 12: the first 200 within 3 s).
  let renderer: Renderer | null = null;
  let loading: Promise<void> | undefined;
  const loadRenderer = () =>
    (loading ??= import(pathToFileURL(opts.renderer).href).then(
      (module) => {
        renderer = module as Renderer;
      },
      (error: unknown) => app.log.error({ err: error, renderer: opts.renderer }, 'the server renderer could not be loaded: /user is drawn by the browser'),
    ));
  let rendering = 0;

  const plainPage = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');

  // readsSession: the session hook checks (and refreshes) the cookies as for an API call.
  app.get(PATH, { config: { readsSession: true } }, async (req, reply) => {
    if (rendering >= MAX_RENDERS) return plainPage(reply);
    rendering += 1;
    try {
      const found = await overviewAnswers(opts.deps, req);
      if (found) await loadRenderer();
      const markup = found && renderer && (await renderer.renderSignedIn(PATH, found.user, found.answers));
      if (!found || !markup) return plainPage(reply);
      // The customer's own data: never stored by a browser cache or a proxy.
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(fillTemplate(template, 'user', markup, found.answers, found.user.language));
    } catch (error) {
      // The page still works drawn by the browser; what failed is in the log.
      req.log.error({ err: error }, 'rendering the overview failed');
      return plainPage(reply);
    } finally {
      rendering -= 1;
    }
  });
});

import type { SessionUser } from '@nimbus/shared/auth';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { DEFAULT_LANGUAGE } from '@nimbus/shared/i18n';
import { createApp } from './app.tsx';
import { applyLanguage, i18n } from './i18n/i18n.ts';
import type { SeededAnswer } from './lib/seed.ts';
import { renderingFor } from './lib/session-store.ts';

// Pages of the app as HTML, rendered in Node with the app's own components: at build time the
// public pages for nobody (build/prerender.ts, docs/decisions/023), and on the server a signed-in
// customer's overview with their answers (server/src/http/account-page.ts, docs/decisions/034).
// Requests never leave: a query without an answer stays pending, as the page looks before it
// arrives, never with an error.
const never = () => new Promise<Response>(() => {});

/** A public page as nobody sees it before any answer. `idPrefix` keeps several pages' ids apart in one index.html. */
export async function prerender(path: string, idPrefix: string): Promise<string> {
  renderingFor(null);
  const { router, app } = createApp({ history: createMemoryHistory({ initialEntries: [path] }), fetch: never });
  await router.load();
  return renderToString(app, { identifierPrefix: idPrefix });
}

/** React's marks of a Suspense boundary shown as its fallback (pending, or left to the browser). */
const pendingParts = (html: string) => html.includes('<!--$?-->') || html.includes('<!--$!-->');

/**
 * The router's scripts are for hydration, which the app does not do (docs/decisions/031), and
 * inline, which the CSP refuses: the page would log an error for each.
 */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

// The session store is the module's own (as in the browser, where there is one user): one page at
// a time, each with its user set from start to end.
let queue: Promise<unknown> = Promise.resolve();

/**
 * A signed-in page with the answers it shows, as its user sees it once they arrived; null when the
 * router ends elsewhere (a guard's redirect). Lazy parts (the header's menu) are waited for.
 */
export function renderSignedIn(path: string, user: SessionUser, answers: readonly SeededAnswer[]): Promise<string | null> {
  const page = queue.then(async () => {
    renderingFor(user);
    try {
      // In the account's language, every text the page's screens need loaded before it renders.
      await applyLanguage(user.language);
      const { router, app } = createApp({ history: createMemoryHistory({ initialEntries: [path] }), fetch: never, seed: answers });
      await router.load();
      await i18n.loadNamespaces(i18n.options.ns ?? []);
      if (router.state.location.pathname !== path) return null;
      const render = () => renderToString(app, { identifierPrefix: 's-' });
      let html = render();
      if (pendingParts(html)) {
        // A lazy part (the header's menu) not loaded yet in this process: wait for every one
        // once, then render in order (a streamed render would put them at the end, placed by scripts).
        const { prelude } = await prerenderToNodeStream(app, { identifierPrefix: 's-' });
        for await (const chunk of prelude) void chunk;
        html = render();
      }
      if (pendingParts(html)) return null;
      return withoutScripts(html);
    } finally {
      renderingFor(null);
      await applyLanguage(DEFAULT_LANGUAGE);
    }
  });
  queue = page.catch(() => {});
  return page;
}

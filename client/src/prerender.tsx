import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createApp } from './app.tsx';

/**
 * A page of the app as HTML, rendered in Node at build time (build/prerender.ts): nobody signed
 * in, every query still pending. `idPrefix` keeps the ids (and the responsive style rules keyed
 * by them) of several pages in one index.html apart.
 */
export async function prerender(path: string, idPrefix: string): Promise<string> {
  // Queries start (the routes' loaders prefetch) but never settle: the page renders as it looks
  // before the first answer, never with an error.
  const fetch = globalThis.fetch;
  globalThis.fetch = () => new Promise<Response>(() => {});
  try {
    const { router, app } = createApp({ history: createMemoryHistory({ initialEntries: [path] }) });
    await router.load();
    return renderToString(app, { identifierPrefix: idPrefix });
  } finally {
    globalThis.fetch = fetch;
  }
}

import './styles/mantine-first-load.css';
import './styles/app.css';
import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import superjson from 'superjson';
import { createApp } from './app.tsx';
import { applyLanguage, deviceLanguage, i18n } from './i18n/i18n.ts';
import { preloadSignedInHeader } from './features/layout/SiteHeader.tsx';
import { SEED_ELEMENT_ID, type SeededAnswer } from './lib/seed.ts';
import { session } from './lib/session-store.ts';

// index.html may already show this page's first screen, written at build time (docs/decisions/023
// and 031). React replaces it (createRoot, not hydrateRoot: the snapshot has no session, and the
// router renders another tree in Node) once the route's code, guards and styles are ready, so the
// screen never goes blank in between; the render is a transition, cut into short tasks.
const snapshot = document.querySelector('#root > [data-prerendered]') !== null;

// Over a snapshot, the app's first screen is the snapshot's (every query pending): API answers,
// requested at once, are applied only once that screen is on display. The swap then changes
// nothing on screen, and its work stays apart from the plans' (which measure their own layout).
// The timer is a bound, not the rule: a hidden tab draws no frames, and a loader that awaited a
// query would otherwise never let the first screen render.
let settle = () => {};
const settled = new Promise<void>((resolve) => (settle = resolve));
setTimeout(settle, 5000);

// A customer's overview rendered by the server comes with the answers it shows (docs/decisions/034).
// Read once, then gone: the page's DOM keeps no copy of them (a line's password among them).
const answersElement = document.getElementById(SEED_ELEMENT_ID);
answersElement?.remove();
const seed = answersElement?.textContent ? superjson.parse<SeededAnswer[]>(answersElement.textContent) : undefined;

/** Releases the API answers once the app's first screen has been drawn. */
function AfterFirstFrame() {
  useEffect(() => {
    // The callback runs before the next frame is drawn; the timeout it sets, after.
    const frame = requestAnimationFrame(() => setTimeout(settle, 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

async function start() {
  const signedIn = session.get();
  // The account's language, else this device's choice or the browser's: its texts are fetched
  // before anything renders, and those of the route's screens with their code (i18n/i18n.ts).
  const language = signedIn?.user.language ?? deviceLanguage();
  const { router, app } = createApp(snapshot ? { answersAfter: settled, ...(seed && { seed }) } : {});
  if (signedIn) preloadSignedInHeader(signedIn.user.role);
  await applyLanguage(language);
  await router.load();
  await i18n.loadNamespaces(i18n.options.ns ?? []);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <>
        {app}
        <AfterFirstFrame />
      </>,
    ),
  );
}

// A page the server drew is on screen already: the app starts in a task of its own, not in the
// one that ran this script (together they blocked the page for longer than a tap may wait).
if (seed) setTimeout(() => void start(), 0);
else void start();

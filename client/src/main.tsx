import './styles/mantine-first-load.css';
import './styles/app.css';
import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app.tsx';

// index.html may already show this page's first screen, written at build time (docs/decisions/023
// and 030). React replaces it (createRoot, not hydrateRoot: the snapshot is rendered without the
// visitor's session) once the route's code, guards and styles are ready, so the screen never goes
// blank in between; the render is a transition, cut into short tasks instead of one long one.
const snapshot = document.querySelector('#root > [data-prerendered]') !== null;

// Over a snapshot, the app's first screen is the snapshot's (every query pending): API answers,
// requested at once, are applied only once that screen is on display. The swap then changes
// nothing on screen, and its work stays apart from the plans' (which measure their own layout).
let settle = () => {};
const settled = new Promise<void>((resolve) => (settle = resolve));

const { router, app } = createApp(snapshot ? { answersAfter: settled } : {});

/** Releases the API answers once the first screen has been drawn (a hidden tab draws no frames: the timer). */
function AfterFirstFrame() {
  useEffect(() => {
    const timer = setTimeout(settle, 1000);
    // The callback runs before the next frame is drawn; the timeout it sets, after.
    const frame = requestAnimationFrame(() => setTimeout(settle, 0));
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}

void router.load().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <>
        {app}
        <AfterFirstFrame />
      </>,
    ),
  );
});

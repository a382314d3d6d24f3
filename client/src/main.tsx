import './styles/mantine-first-load.css';
import './styles/app.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app.tsx';

const { router, app } = createApp();

// index.html already shows this page's first screen, written at build time (docs/decisions/023).
// React replaces it (createRoot, not hydrateRoot: the markup is a snapshot without the visitor's
// session or data) once the route's code, guards and styles are ready, so the screen never goes
// blank in between; the render is a transition, cut into short tasks instead of one long one.
void router.load().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(app));
});

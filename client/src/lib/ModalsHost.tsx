import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadModalsProvider, modalsHost } from './modals.ts';

const LazyModalsProvider = lazy(loadModalsProvider);

/** Mounts Mantine's modals provider the first time a dialog is asked for (lib/modals.ts). */
export function ModalsHost() {
  const wanted = useSyncExternalStore(modalsHost.subscribe, modalsHost.wanted, modalsHost.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalsProvider onMounted={modalsHost.mounted} />
    </Suspense>
  );
}

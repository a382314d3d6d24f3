import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const HomeSections = lazy(() => import('./HomeSections.tsx'));

/**
 * The home page under its first screen, loaded when it scrolls into view, when one of its
 * sections is asked for (`eager`: ?section= or #fragment), or once the page has loaded and the
 * browser is idle: never on the first screen's critical path (docs/decisions/019). Until then a
 * screen-high placeholder keeps the footer where it will be.
 */
export function BelowTheFold({ eager, onShown }: { eager: boolean; onShown: () => void }) {
  const [wanted, setWanted] = useState(eager);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return;
    if (eager) return setWanted(true);
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    if (sentinel.current) observer.observe(sentinel.current);
    const cancelIdle = whenLoadedAndIdle(want);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [wanted, eager]);

  if (!wanted) return <Box ref={sentinel} mih="100vh" />;
  return (
    <Suspense fallback={<Box mih="100vh" />}>
      <HomeSections onShown={onShown} />
    </Suspense>
  );
}

function whenLoadedAndIdle(callback: () => void): () => void {
  let cancel = () => {};
  const onLoad = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(callback, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(callback, 500);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else {
    window.addEventListener('load', onLoad, { once: true });
    cancel = () => window.removeEventListener('load', onLoad);
  }
  return () => cancel();
}

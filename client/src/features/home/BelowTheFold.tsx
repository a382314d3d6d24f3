import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const HomeSections = lazy(() => import('./HomeSections.tsx'));
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The home page after the plans (counter, what's included, devices, commitment, testimonials,
 * FAQs), loaded when it comes near the screen, at the visitor's first interaction (a tap on
 * "FAQs" scrolls once it is there, lib/scroll.ts), or at once when one of its sections is asked
 * for (`eager`: ?section= or #fragment). Never on the first screen's critical path
 * (docs/decisions/019). Until then a screen-high placeholder keeps the footer below the fold.
 */
export function BelowTheFold({ eager, onShown }: { eager: boolean; onShown: () => void }) {
  const [wanted, setWanted] = useState(eager);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return;
    if (eager) return setWanted(true);
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: '50% 0px' },
    );
    if (sentinel.current) observer.observe(sentinel.current);
    for (const event of INTERACTIONS) window.addEventListener(event, want, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const event of INTERACTIONS) window.removeEventListener(event, want);
    };
  }, [wanted, eager]);

  if (!wanted) return <Box ref={sentinel} mih="100vh" />;
  return (
    <Suspense fallback={<Box mih="100vh" />}>
      <HomeSections onShown={onShown} />
    </Suspense>
  );
}

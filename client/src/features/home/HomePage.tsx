import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { scrollToId } from '../../lib/scroll.ts';
import { trpc } from '../../lib/trpc.ts';
import { FaqSection } from './FaqSection.tsx';
import { Hero } from './Hero.tsx';
import { PlansSection } from './PlansSection.tsx';

/** The home page (/ and /home). `section` is the ?section= query parameter. */
export function HomePage({ section }: { section?: string | undefined }) {
  const plans = trpc.plans.list.useQuery(); // the same query PlansSection shows
  const hash = useRouterState({ select: (state) => state.location.hash });
  const target = hash || section;
  const settled = !plans.isPending;

  // ?section=plans or #faqs: scroll there once the plans have rendered, since they change the
  // page's height (the router's own fragment scroll runs before they arrive).
  useEffect(() => {
    if (target && settled) scrollToId(target);
  }, [target, settled]);

  return (
    <>
      <Hero />
      <PlansSection />
      <FaqSection />
    </>
  );
}

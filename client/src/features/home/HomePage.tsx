import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { scrollToId } from '../../lib/scroll.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BelowTheFold } from './BelowTheFold.tsx';
import { Hero } from './Hero.tsx';
import { PartnerStrip } from './PartnerStrip.tsx';
import { PlansSection } from './PlansSection.tsx';
import { WhyChooseUs } from './WhyChooseUs.tsx';

/** The home page (/ and /home). `section` is the ?section= query parameter. */
export function HomePage({ section }: { section?: string | undefined }) {
  const trpc = useTRPC();
  const router = useRouter();
  const plans = useQuery(trpc.plans.list.queryOptions()); // the same query PlansSection shows
  const hash = useRouterState({ select: (state) => state.location.hash });
  const target = hash || section;
  const [sectionsShown, setSectionsShown] = useState(false);
  const settled = !plans.isPending && sectionsShown;

  // ?section=plans or #faqs: scroll there once the sections and plans have rendered, since they change the
  // page's height (the router's own fragment scroll runs before they arrive). The router resets
  // the window to the top when it finishes rendering a navigation without a fragment, which can
  // come after this effect and cancel the scroll: scroll again then.
  useEffect(() => {
    if (!target || !settled) return;
    scrollToId(target);
    return router.subscribe('onRendered', () => scrollToId(target));
  }, [router, target, settled]);

  return (
    <>
      <Hero />
      <PartnerStrip />
      <WhyChooseUs />
      <PlansSection />
      <BelowTheFold eager={Boolean(target)} onShown={() => setSectionsShown(true)} />
    </>
  );
}

import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { scrollToId } from '../../lib/scroll.ts';
import { trpc } from '../../lib/trpc.ts';
import { CommitmentSection } from './CommitmentSection.tsx';
import { CustomerCounter } from './CustomerCounter.tsx';
import { DevicesSection } from './DevicesSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { Hero } from './Hero.tsx';
import { PartnerStrip } from './PartnerStrip.tsx';
import { PlansSection } from './PlansSection.tsx';
import { Testimonials } from './Testimonials.tsx';
import { WhatsIncluded } from './WhatsIncluded.tsx';
import { WhyChooseUs } from './WhyChooseUs.tsx';

/** The home page (/ and /home). `section` is the ?section= query parameter. */
export function HomePage({ section }: { section?: string | undefined }) {
  const router = useRouter();
  const plans = trpc.plans.list.useQuery(); // the same query PlansSection shows
  const hash = useRouterState({ select: (state) => state.location.hash });
  const target = hash || section;
  const settled = !plans.isPending;

  // ?section=plans or #faqs: scroll there once the plans have rendered, since they change the
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
      <CustomerCounter />
      <WhatsIncluded />
      <DevicesSection />
      <CommitmentSection />
      <Testimonials />
      <FaqSection />
    </>
  );
}

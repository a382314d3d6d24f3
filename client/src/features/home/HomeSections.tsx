import { useEffect } from 'react';
import { CommitmentSection } from './CommitmentSection.tsx';
import { CustomerCounter } from './CustomerCounter.tsx';
import { DevicesSection } from './DevicesSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { PlansSection } from './PlansSection.tsx';
import { Testimonials } from './Testimonials.tsx';
import { WhatsIncluded } from './WhatsIncluded.tsx';
import { WhyChooseUs } from './WhyChooseUs.tsx';

/** The home page under its first screen, in a chunk of its own (BelowTheFold.tsx). */
export default function HomeSections({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return (
    <>
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

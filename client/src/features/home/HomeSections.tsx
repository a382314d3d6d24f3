import { useEffect } from 'react';
import { CommitmentSection } from './CommitmentSection.tsx';
import { CustomerCounter } from './CustomerCounter.tsx';
import { DevicesSection } from './DevicesSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { Testimonials } from './Testimonials.tsx';
import { WhatsIncluded } from './WhatsIncluded.tsx';

/** The home page after the plans, in a chunk of its own (BelowTheFold.tsx). */
export default function HomeSections({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return (
    <>
      <CustomerCounter />
      <WhatsIncluded />
      <DevicesSection />
      <CommitmentSection />
      <Testimonials />
      <FaqSection />
    </>
  );
}

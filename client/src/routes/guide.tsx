import { createFileRoute } from '@tanstack/react-router';
import { LIVE_CHANNELS_LABEL } from '@nimbus/shared/catalogue';
import { CollapsibleSections } from '../features/content/CollapsibleSections.tsx';
import { ContentPage } from '../features/content/ContentPage.tsx';
import { guideSections } from '../features/content/guide-sections.tsx';
import { useSiteInfo } from '../features/content/site-info.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/guide')({
  head: () => titled('guide'),
  component: Guide,
});

function Guide() {
  const site = useSiteInfo();
  return (
    <ContentPage
      eyebrow="Set up in minutes"
      title="Beginner's Guide"
      lead={`New to streaming TV? This step-by-step guide gets ${LIVE_CHANNELS_LABEL} channels playing on your Fire Stick, smart TV, phone or tablet, and keeps the picture smooth.`}
    >
      <CollapsibleSections sections={guideSections(site)} />
    </ContentPage>
  );
}

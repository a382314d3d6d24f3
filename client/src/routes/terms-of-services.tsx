import { createFileRoute } from '@tanstack/react-router';
import { CollapsibleSections } from '../features/content/CollapsibleSections.tsx';
import { ContentPage } from '../features/content/ContentPage.tsx';
import { useSiteInfo } from '../features/content/site-info.ts';
import { termsSections } from '../features/content/terms-sections.tsx';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/terms-of-services')({
  head: () => titled('terms'),
  component: TermsOfServices,
});

function TermsOfServices() {
  const site = useSiteInfo();
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of Service"
      lead={`The rules for using ${site.brandName}: what you get, how payment and refunds work, and what we expect from each other.`}
      meta="Last updated August 10, 2025"
    >
      <CollapsibleSections sections={termsSections(site)} />
    </ContentPage>
  );
}

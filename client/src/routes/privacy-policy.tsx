import { createFileRoute } from '@tanstack/react-router';
import { CollapsibleSections } from '../features/content/CollapsibleSections.tsx';
import { ContentPage } from '../features/content/ContentPage.tsx';
import { privacySections } from '../features/content/privacy-sections.tsx';
import { useSiteInfo } from '../features/content/site-info.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/privacy-policy')({
  head: () => titled('privacy'),
  component: PrivacyPolicy,
});

function PrivacyPolicy() {
  const site = useSiteInfo();
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead={`How ${site.brandName} collects, uses and protects your personal data when you browse our site, buy a subscription or contact support.`}
      meta="Last updated August 10, 2025"
    >
      <CollapsibleSections sections={privacySections(site)} />
    </ContentPage>
  );
}

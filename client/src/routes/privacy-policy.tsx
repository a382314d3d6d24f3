import { createFileRoute } from '@tanstack/react-router';
import { CollapsibleSections } from '../features/content/CollapsibleSections.tsx';
import { ContentPage } from '../features/content/ContentPage.tsx';
import { usePrivacySections } from '../features/content/privacy-sections.tsx';
import { useSiteInfo } from '../features/content/site-info.ts';
import { useContentText } from '../i18n/en/content.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/privacy-policy')({
  head: () => titled('privacy'),
  component: PrivacyPolicy,
});

function PrivacyPolicy() {
  const { t } = useContentText();
  const site = useSiteInfo();
  const sections = usePrivacySections(site);
  return (
    <ContentPage eyebrow={t('legal.eyebrow')} title={t('privacy.title')} lead={t('privacy.lead', { brand: site.brandName })} meta={t('legal.lastUpdated')}>
      <CollapsibleSections sections={sections} />
    </ContentPage>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { CollapsibleSections } from '../features/content/CollapsibleSections.tsx';
import { ContentPage } from '../features/content/ContentPage.tsx';
import { useSiteInfo } from '../features/content/site-info.ts';
import { useTermsSections } from '../features/content/terms-sections.tsx';
import { useContentText } from '../i18n/en/content.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/terms-of-services')({
  head: () => titled('terms'),
  component: TermsOfServices,
});

function TermsOfServices() {
  const { t } = useContentText();
  const site = useSiteInfo();
  const sections = useTermsSections(site);
  return (
    <ContentPage eyebrow={t('legal.eyebrow')} title={t('terms.title')} lead={t('terms.lead', { brand: site.brandName })} meta={t('legal.lastUpdated')}>
      <CollapsibleSections sections={sections} />
    </ContentPage>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { CollapsibleSections } from '../features/content/CollapsibleSections.tsx';
import { ContentPage } from '../features/content/ContentPage.tsx';
import { liveChannelsLabel } from '@nimbus/shared/catalogue';
import { useGuideSections } from '../features/content/guide-sections.tsx';
import { useSiteInfo } from '../features/content/site-info.ts';
import { useContentText } from '../i18n/en/content.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/guide')({
  head: () => titled('guide'),
  component: Guide,
});

function Guide() {
  const { t } = useContentText();
  const sections = useGuideSections(useSiteInfo());
  return (
    <ContentPage eyebrow={t('guide.eyebrow')} title={t('guide.title')} lead={t('guide.lead', { channels: liveChannelsLabel() })}>
      <CollapsibleSections sections={sections} />
    </ContentPage>
  );
}

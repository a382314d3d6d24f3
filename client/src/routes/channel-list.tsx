import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ChannelRegions } from '../features/content/ChannelRegions.tsx';
import { ContentPage } from '../features/content/ContentPage.tsx';
import { liveChannels } from '../features/content/counts.ts';
import { LibraryCounts } from '../features/content/LibraryCounts.tsx';
import { PricingCta } from '../features/content/PricingCta.tsx';
import { useSiteInfo } from '../features/content/site-info.ts';
import { WhyChooseBlock } from '../features/content/WhyChooseBlock.tsx';
import { useContentText } from '../i18n/en/content.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/channel-list')({
  head: () => titled('channelList'),
  component: ChannelList,
});

function ChannelList() {
  const { t } = useContentText();
  const site = useSiteInfo();
  return (
    <ContentPage eyebrow={t('channelList.eyebrow', { channels: liveChannels() })} title={t('channelList.title')} lead={t('channelList.lead')} size="lg">
      <Stack gap={64}>
        <section aria-labelledby="regions-title">
          <Title id="regions-title" order={2} mb="xs">
            {t('channelList.regions.title')}
          </Title>
          <Text c="dimmed" mb="md" maw={640}>
            {t('channelList.regions.text')}
          </Text>
          <ChannelRegions />
        </section>
        <LibraryCounts />
        <WhyChooseBlock brandName={site.brandName} />
        <PricingCta />
      </Stack>
    </ContentPage>
  );
}

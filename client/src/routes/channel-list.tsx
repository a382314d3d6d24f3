import { Stack, Text, Title } from '@mantine/core';
import { LIVE_CHANNELS } from '@nimbus/shared/catalogue';
import { createFileRoute } from '@tanstack/react-router';
import { ChannelRegions } from '../features/content/ChannelRegions.tsx';
import { ContentPage } from '../features/content/ContentPage.tsx';
import { LibraryCounts } from '../features/content/LibraryCounts.tsx';
import { PricingCta } from '../features/content/PricingCta.tsx';
import { useSiteInfo } from '../features/content/site-info.ts';
import { WhyChooseBlock } from '../features/content/WhyChooseBlock.tsx';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/channel-list')({
  head: () => titled('channelList'),
  component: ChannelList,
});

function ChannelList() {
  const site = useSiteInfo();
  return (
    <ContentPage
      eyebrow={`Over ${LIVE_CHANNELS.toLocaleString('en-US')} live channels`}
      title="Channel List"
      lead="News, sport, films and family favourites from home and around the world, all in every plan. Open a region to see a selection of its channels."
      size="lg"
    >
      <Stack gap={64}>
        <section aria-labelledby="regions-title">
          <Title id="regions-title" order={2} mb="xs">
            Channels by country and region
          </Title>
          <Text c="dimmed" mb="md" maw={640}>
            Every plan includes every region. Line-ups change from time to time as broadcasters and rights change; channel names belong to their owners.
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

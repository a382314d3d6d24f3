import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { LIVE_CHANNELS_LABEL } from '@nimbus/shared/catalogue';
import { IconBroadcast, IconDeviceTvOld, IconMovie } from '@tabler/icons-react';
import { channelRegions } from './channel-regions.ts';
import classes from './LibraryCounts.module.css';

const counts = [
  {
    icon: IconBroadcast,
    value: LIVE_CHANNELS_LABEL,
    label: 'Live channels',
    text: `Grouped into ${channelRegions.length} countries, regions and themes.`,
  },
  {
    icon: IconMovie,
    value: '18,000+',
    label: 'Movies',
    text: 'Classics, family favourites and new releases added every week.',
  },
  {
    icon: IconDeviceTvOld,
    value: '6,500+',
    label: 'Series',
    text: 'Complete seasons of drama, comedy, documentaries and anime.',
  },
];

/** The live, movie and series library counts of the channel list page. */
export function LibraryCounts() {
  return (
    <section aria-labelledby="library-title">
      <Title id="library-title" order={2} mb="xs">
        Live channels, movies and series
      </Title>
      <Text c="dimmed" mb="lg" maw={640}>
        Alongside the live channels, every plan includes the on-demand library: start a film or binge a series whenever you like.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {counts.map((count) => (
          <Card key={count.label} withBorder radius="lg" padding="lg" className={classes.card}>
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                <count.icon size={22} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} fz="md">
                {count.label}
              </Title>
            </Group>
            <Text className={classes.value}>{count.value}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {count.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

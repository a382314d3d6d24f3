import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBroadcast, IconDeviceTvOld, IconMovie } from '@tabler/icons-react';
import { useContentText } from '../../i18n/en/content.ts';
import { channelRegions } from './channel-regions.ts';
import { liveChannelsLabel } from '@nimbus/shared/catalogue';
import { countPlus } from './counts.ts';
import classes from './LibraryCounts.module.css';

/** The live, movie and series library counts of the channel list page. */
export function LibraryCounts() {
  const { t } = useContentText();
  const counts = [
    {
      id: 'live',
      icon: IconBroadcast,
      value: liveChannelsLabel(),
      label: t('channelList.library.live.label'),
      text: t('channelList.library.live.text', { regions: String(channelRegions.length) }),
    },
    {
      id: 'movies',
      icon: IconMovie,
      value: countPlus(18_000),
      label: t('channelList.library.movies.label'),
      text: t('channelList.library.movies.text'),
    },
    {
      id: 'series',
      icon: IconDeviceTvOld,
      value: countPlus(6_500),
      label: t('channelList.library.series.label'),
      text: t('channelList.library.series.text'),
    },
  ];
  return (
    <section aria-labelledby="library-title">
      <Title id="library-title" order={2} mb="xs">
        {t('channelList.library.title')}
      </Title>
      <Text c="dimmed" mb="lg" maw={640}>
        {t('channelList.library.text')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {counts.map((count) => (
          <Card key={count.id} withBorder radius="lg" padding="lg" className={classes.card}>
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

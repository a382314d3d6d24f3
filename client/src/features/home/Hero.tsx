import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LIVE_CHANNELS } from '@nimbus/shared/catalogue';
import { groupThousands } from '@nimbus/shared/format';
import { IconArrowDown, IconBallFootball, IconDeviceTv, IconMoodKid, IconMovie, IconWorld } from '@tabler/icons-react';
import { useHomeText } from '../../i18n/en/home.ts';
import { scrollToId } from '../../lib/scroll.ts';
import { liveChannelsLabel } from '@nimbus/shared/catalogue';
import classes from './Hero.module.css';

const lineup = [
  { icon: IconBallFootball, category: 'sports' },
  { icon: IconMovie, category: 'movies' },
  { icon: IconMoodKid, category: 'kids' },
  { icon: IconWorld, category: 'international' },
] as const;

export function Hero() {
  const { t } = useHomeText();
  const stats = [
    { value: liveChannelsLabel(), label: t('figures.liveChannels') },
    { value: t('figures.uptime'), label: t('hero.stats.uptime') },
    { value: t('figures.activation'), label: t('hero.stats.activation') },
    { value: t('figures.support'), label: t('hero.stats.support') },
  ];
  // The accented words are cut out by hand: react-i18next's Trans (and its markup parser) would
  // join the page's first load for this one title.
  const [titleLead, titleAccent, titleEnd] = t('hero.title').split(/<\/?accent>/);
  return (
    <Box component="section" id="home" className={classes.hero} aria-labelledby="hero-title">
      <Container size="xl" className={classes.inner}>
        <Stack gap="lg" className={classes.copy}>
          <Badge variant="light" color="nimbus.2" size="lg" radius="sm" className={classes.badge}>
            {t('hero.badge')}
          </Badge>
          <Title id="hero-title" order={1} className={classes.title}>
            {titleLead}
            <span className={classes.accent}>{titleAccent}</span>
            {titleEnd}
          </Title>
          <Text className={classes.lead}>{t('hero.lead', { channels: groupThousands(LIVE_CHANNELS) })}</Text>
          <Group gap="md">
            <Button size="lg" rightSection={<IconArrowDown size={18} aria-hidden />} onClick={() => scrollToId('plans')}>
              {t('hero.viewPricing')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="md" mt="md" component="dl" className={classes.stats}>
            {stats.map((stat) => (
              <div key={stat.label}>
                <Text component="dt" className={classes.statValue}>
                  {stat.value}
                </Text>
                <Text component="dd" className={classes.statLabel}>
                  {stat.label}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>

        <Box className={classes.screen} visibleFrom="md" aria-hidden>
          <Group gap="xs" mb="md">
            <IconDeviceTv size={20} />
            <Text fw={700} size="sm">
              {t('hero.tonight')}
            </Text>
          </Group>
          <Stack gap="sm">
            {lineup.map((item) => (
              <Group key={item.category} className={classes.tile} wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="gradient" gradient={{ from: 'nimbus.5', to: 'violet.6', deg: 135 }}>
                  <item.icon size={24} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{t(`categories.${item.category}`)}</Text>
                  <Text size="sm" className={classes.tileText}>
                    {t(`hero.lineup.${item.category}`)}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

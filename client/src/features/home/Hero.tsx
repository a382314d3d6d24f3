import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LIVE_CHANNELS, LIVE_CHANNELS_LABEL } from '@nimbus/shared/catalogue';
import { IconArrowDown, IconBallFootball, IconDeviceTv, IconMoodKid, IconMovie, IconWorld } from '@tabler/icons-react';
import { scrollToId } from '../../lib/scroll.ts';
import classes from './Hero.module.css';

const stats = [
  { value: LIVE_CHANNELS_LABEL, label: 'live channels' },
  { value: '99.9%', label: 'uptime' },
  { value: '5–15 min', label: 'activation' },
  { value: '24/7', label: 'support' },
];

const lineup = [
  { icon: IconBallFootball, title: 'Sports', text: 'Every league, live' },
  { icon: IconMovie, title: 'Movies & series', text: 'A library that keeps growing' },
  { icon: IconMoodKid, title: 'Kids', text: 'Cartoons and family shows' },
  { icon: IconWorld, title: 'International', text: 'Channels from around the world' },
];

export function Hero() {
  return (
    <Box component="section" id="home" className={classes.hero} aria-labelledby="hero-title">
      <Container size="xl" className={classes.inner}>
        <Stack gap="lg" className={classes.copy}>
          <Badge variant="light" color="nimbus.2" size="lg" radius="sm" className={classes.badge}>
            No contract · cancel anytime
          </Badge>
          <Title id="hero-title" order={1} className={classes.title}>
            Live TV, movies and series on <span className={classes.accent}>every screen</span>
          </Title>
          <Text className={classes.lead}>
            Stream over {LIVE_CHANNELS.toLocaleString('en-US')} live channels with no hidden fees. Pay the way you like, and your subscription is active 5 to 15
            minutes after your payment is confirmed.
          </Text>
          <Group gap="md">
            <Button size="lg" rightSection={<IconArrowDown size={18} aria-hidden />} onClick={() => scrollToId('plans')}>
              View Pricing
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
              What's on tonight
            </Text>
          </Group>
          <Stack gap="sm">
            {lineup.map((item) => (
              <Group key={item.title} className={classes.tile} wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="gradient" gradient={{ from: 'nimbus.5', to: 'violet.6', deg: 135 }}>
                  <item.icon size={24} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{item.title}</Text>
                  <Text size="sm" className={classes.tileText}>
                    {item.text}
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

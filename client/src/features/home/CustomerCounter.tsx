import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LIVE_CHANNELS_LABEL } from '@nimbus/shared/catalogue';
import { SATISFIED_CUSTOMERS } from '@nimbus/shared/constants';
import classes from './CustomerCounter.module.css';

const stats = [
  { value: '99.9%', label: 'server uptime' },
  { value: LIVE_CHANNELS_LABEL, label: 'live channels' },
  { value: '24/7', label: 'human support' },
  { value: '5–15 min', label: 'to activation' },
];

/** The satisfied-customers counter (specification: 50,000), written as numbers are elsewhere: 50,000+. */
export function CustomerCounter() {
  return (
    <Box component="section" id="customers" className={classes.band} aria-labelledby="customers-title">
      <Container size="xl" className={classes.inner}>
        <Stack gap="xs">
          <Title id="customers-title" order={2} className={classes.title}>
            <span className={classes.count}>{SATISFIED_CUSTOMERS.toLocaleString('en-US')}+</span> satisfied customers
          </Title>
          <Text className={classes.text} maw={440}>
            Families, sports fans and people living far from home watch with us every day. Join them in a few minutes.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2 }} spacing="md" component="dl" className={classes.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <Text component="dt" className={classes.statValue}>
                {stat.value}
              </Text>
              <Text component="dd" className={classes.statLabel}>
                {stat.label}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

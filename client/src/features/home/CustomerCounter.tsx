import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SATISFIED_CUSTOMERS } from '@nimbus/shared/constants';
import { groupThousands } from '@nimbus/shared/format';
import { Trans } from 'react-i18next';
import { useHomeText } from '../../i18n/en/home.ts';
import { useHomeMoreText } from '../../i18n/en/home-more.ts';
import classes from './CustomerCounter.module.css';
import { liveChannelsLabel } from '@nimbus/shared/catalogue';

/** The satisfied-customers counter (specification: 50,000), written as numbers are elsewhere: 50,000+. */
export function CustomerCounter() {
  const { t } = useHomeMoreText();
  const { t: tHome } = useHomeText();
  const stats = [
    { value: tHome('figures.uptime'), label: t('counter.uptime') },
    { value: liveChannelsLabel(), label: tHome('figures.liveChannels') },
    { value: tHome('figures.support'), label: t('counter.support') },
    { value: tHome('figures.activation'), label: t('counter.activation') },
  ];
  return (
    <Box component="section" id="customers" className={classes.band} aria-labelledby="customers-title">
      <Container size="xl" className={classes.inner}>
        <Stack gap="xs">
          <Title id="customers-title" order={2} className={classes.title}>
            <Trans
              t={t}
              i18nKey="counter.title"
              values={{ customers: groupThousands(SATISFIED_CUSTOMERS) }}
              components={{ count: <span className={classes.count} /> }}
            />
          </Title>
          <Text className={classes.text} maw={440}>
            {t('counter.text')}
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

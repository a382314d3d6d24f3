import { Alert, Box, Button, Container, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { useHomeText } from '../../i18n/en/home.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { PlansCarousel } from './PlansCarousel.tsx';
import classes from './PlansSection.module.css';
import { SectionHeading } from './SectionHeading.tsx';

/** The Active plans, live from the API, each with its device choice. */
export function PlansSection() {
  const { t } = useHomeText();
  const trpc = useTRPC();
  const plans = useQuery(trpc.plans.list.queryOptions());
  // The cards are rendered in a transition, in short slices, not in one task as the answer lands.
  const shown = useDeferredValue(plans.data);
  return (
    <Box component="section" id="plans" className={classes.section} aria-labelledby="plans-title">
      <Container size="xl">
        <SectionHeading id="plans-title" eyebrow={t('plans.eyebrow')} title={t('plans.title')} lead={t('plans.lead')} />

        {plans.isPending || (plans.isSuccess && shown === undefined) ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" role="group" aria-busy="true" aria-label={t('plans.loading')}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={440} radius="lg" visibleFrom={key === 0 ? undefined : 'sm'} />
            ))}
          </SimpleGrid>
        ) : plans.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('plans.loadFailed.title')} maw={560} mx="auto">
            <Text size="sm" mb="sm">
              {t('plans.loadFailed.text')}
            </Text>
            <Button size="xs" variant="white" color="red.9" onClick={() => void plans.refetch()} loading={plans.isRefetching}>
              {t('plans.loadFailed.retry')}
            </Button>
          </Alert>
        ) : (shown ?? plans.data).length === 0 ? (
          <NoPlansYet />
        ) : (
          <PlansCarousel plans={shown ?? plans.data} />
        )}
      </Container>
    </Box>
  );
}

/** A new shop before its owner has added plans: an announcement, not an error. */
function NoPlansYet() {
  const { t } = useHomeText();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={640} mx="auto" ta="center" shadow="sm">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconSparkles size={28} />
        </ThemeIcon>
        <Title order={3}>{t('plans.none.title')}</Title>
        <Text c="dimmed" maw={460}>
          {t('plans.none.text')}
        </Text>
        <Button component={Link} to="/register" mt="xs">
          {t('plans.none.register')}
        </Button>
      </Stack>
    </Paper>
  );
}

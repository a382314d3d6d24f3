import { Alert, Box, Button, Container, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { PlansCarousel } from './PlansCarousel.tsx';
import classes from './PlansSection.module.css';
import { SectionHeading } from './SectionHeading.tsx';

/** The Active plans, live from the API, each with its device choice. */
export function PlansSection() {
  const trpc = useTRPC();
  const plans = useQuery(trpc.plans.list.queryOptions());
  // The cards are rendered in a transition, in short slices, not in one task as the answer lands.
  const shown = useDeferredValue(plans.data);
  return (
    <Box component="section" id="plans" className={classes.section} aria-labelledby="plans-title">
      <Container size="xl">
        <SectionHeading
          id="plans-title"
          eyebrow="Pricing"
          title="Choose your plan"
          lead="Every plan includes the full channel line-up. Pick how many devices you want to watch on at the same time; no hidden fees, cancel anytime."
        />

        {plans.isPending || (plans.isSuccess && shown === undefined) ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" role="group" aria-busy="true" aria-label="Loading plans">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={440} radius="lg" visibleFrom={key === 0 ? undefined : 'sm'} />
            ))}
          </SimpleGrid>
        ) : plans.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="We could not load the plans" maw={560} mx="auto">
            <Text size="sm" mb="sm">
              Please check your connection and try again.
            </Text>
            <Button size="xs" variant="white" color="red.9" onClick={() => void plans.refetch()} loading={plans.isRefetching}>
              Try again
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
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={640} mx="auto" ta="center" shadow="sm">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconSparkles size={28} />
        </ThemeIcon>
        <Title order={3}>Our plans are on their way</Title>
        <Text c="dimmed" maw={460}>
          We are putting the finishing touches on our subscriptions. Create your account now and you will be ready to start watching as soon as they go live.
        </Text>
        <Button component={Link} to="/register" mt="xs">
          Create your account
        </Button>
      </Stack>
    </Paper>
  );
}

import { Alert, Box, Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc.ts';
import { PlanCard } from './PlanCard.tsx';
import classes from './PlansSection.module.css';

/** The Active plans, live from the API, each with its device choice. */
export function PlansSection() {
  const plans = trpc.plans.list.useQuery();
  return (
    <Box component="section" id="plans" className={classes.section} aria-labelledby="plans-title">
      <Container size="xl">
        <Stack gap={6} align="center" ta="center" mb={40}>
          <Text className={classes.eyebrow}>Pricing</Text>
          <Title id="plans-title" order={2} className={classes.title}>
            Choose your plan
          </Title>
          <Text c="dimmed" maw={560}>
            Every plan includes the full channel line-up. Pick how many devices you want to watch on at the same
            time; no hidden fees, cancel anytime.
          </Text>
        </Stack>

        {plans.isPending ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy="true" aria-label="Loading plans">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={440} radius="lg" />
            ))}
          </SimpleGrid>
        ) : plans.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title="We could not load the plans"
            maw={560}
            mx="auto"
          >
            <Text size="sm" mb="sm">
              Please check your connection and try again.
            </Text>
            <Button size="xs" variant="white" color="red.9" onClick={() => void plans.refetch()} loading={plans.isRefetching}>
              Try again
            </Button>
          </Alert>
        ) : plans.data.length === 0 ? (
          <Text ta="center" c="dimmed">
            No plans are available right now. Please check back soon.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {plans.data.map((plan) => (
              <PlanCard key={plan.name} plan={plan} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}

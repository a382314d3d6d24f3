import { Alert, Box, Button, Container, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc.ts';
import { PlansCarousel } from './PlansCarousel.tsx';
import classes from './PlansSection.module.css';
import { SectionHeading } from './SectionHeading.tsx';

/** The Active plans, live from the API, each with its device choice. */
export function PlansSection() {
  const plans = trpc.plans.list.useQuery();
  return (
    <Box component="section" id="plans" className={classes.section} aria-labelledby="plans-title">
      <Container size="xl">
        <SectionHeading
          id="plans-title"
          eyebrow="Pricing"
          title="Choose your plan"
          lead="Every plan includes the full channel line-up. Pick how many devices you want to watch on at the same time; no hidden fees, cancel anytime."
        />

        {plans.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" aria-busy="true" aria-label="Loading plans">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={440} radius="lg" visibleFrom={key === 0 ? undefined : 'sm'} />
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
          <PlansCarousel plans={plans.data} />
        )}
      </Container>
    </Box>
  );
}

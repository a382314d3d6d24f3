import { Alert, Anchor, Button, Center, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { subscriptionMessages } from '@nimbus/shared/subscriptions';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { resolveChoice } from '../features/payment/chosen-option.ts';
import { NoPlanSelected } from '../features/payment/NoPlanSelected.tsx';
import { PaymentForm } from '../features/payment/PaymentForm.tsx';
import { PlanSummary } from '../features/payment/PlanSummary.tsx';
import { useUpgradeConfirmation } from '../features/payment/useUpgradeConfirmation.ts';
import { requireRole } from '../lib/guards.ts';
import { planSearch } from '../lib/plan-search.ts';
import { useSession } from '../lib/session-store.ts';
import { trpc } from '../lib/trpc.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/payment')({
  head: () => titled('Payment'),
  validateSearch: planSearch,
  beforeLoad: ({ context, location }) => requireRole(context.session, ['USER', 'ADMIN', 'AGENT'], location),
  // Start every request on navigation; the screen shows its own loading and error states.
  loader: ({ context }) => {
    void context.trpcUtils.plans.list.prefetch();
    void context.trpcUtils.settings.public.prefetch();
    void context.trpcUtils.subscriptions.mine.prefetch();
  },
  component: Payment,
});

function Payment() {
  const chosen = Route.useSearch();
  const role = useSession()?.user.role;
  const plans = trpc.plans.list.useQuery();
  const settings = trpc.settings.public.useQuery();
  const mine = trpc.subscriptions.mine.useQuery();
  const choice = plans.data ? resolveChoice(plans.data, chosen) : null;
  const upgrading = useUpgradeConfirmation(mine.data, choice?.option.id, role);
  const alreadyActive = mine.data?.status === 'Active' && mine.data.plan.id === choice?.option.id;

  const failed = plans.error ?? settings.error ?? mine.error;
  const loading = plans.isPending || settings.isPending || mine.isPending;

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>Payment</Title>
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title="How paying works">
          Pay with crypto or PayPal, then upload the receipt. Your subscription is activated 5 to 15 minutes after we
          confirm the payment. All sales are final once activated.
        </Alert>

        {failed ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The payment page could not load">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Check your connection and try again.</Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={() => void Promise.all([plans.refetch(), settings.refetch(), mine.refetch()])}
              >
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : loading ? (
          <Center py={80}>
            <Loader aria-label="Loading the payment page" />
          </Center>
        ) : !choice ? (
          <NoPlanSelected unknownPlan={Boolean(chosen.plan && chosen.devices)} />
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <PlanSummary {...choice} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <Stack gap="md">
                {alreadyActive && (
                  <Alert color="teal" variant="light" title="This plan is already active">
                    {subscriptionMessages.renewRefused}{' '}
                    <Anchor component={Link} to="/user" fw={600}>
                      See your subscription
                    </Anchor>
                  </Alert>
                )}
                <PaymentForm choice={choice} settings={settings.data!} blocked={upgrading || alreadyActive} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}

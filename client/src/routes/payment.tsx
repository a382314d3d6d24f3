import { Alert, Button, Center, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { resolveChoice } from '../features/payment/chosen-option.ts';
import { NoPlanSelected } from '../features/payment/NoPlanSelected.tsx';
import { PaymentForm } from '../features/payment/PaymentForm.tsx';
import { PlanSummary } from '../features/payment/PlanSummary.tsx';
import { RenewalBanner } from '../features/payment/RenewalBanner.tsx';
import { UpgradeQuote } from '../features/payment/UpgradeQuote.tsx';
import { readableAlert } from '../components/alert-styles.ts';
import { failureMessage } from '../lib/errors.ts';
import { requireRole } from '../lib/guards.ts';
import { planSearch } from '../lib/plan-search.ts';
import { renewalFor } from '../lib/renewal.ts';
import { useSession } from '../lib/session-store.ts';
import { useTRPC } from '../lib/trpc.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/payment')({
  head: () => titled('Payment'),
  validateSearch: planSearch,
  beforeLoad: ({ context, location }) => requireRole(context.session, ['USER', 'ADMIN', 'AGENT'], location),
  // Start every request on navigation; the screen shows its own loading and error states.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.plans.list.queryOptions());
    void queryClient.prefetchQuery(trpc.settings.public.queryOptions());
    void queryClient.prefetchQuery(trpc.subscriptions.mine.queryOptions());
  },
  component: Payment,
});

function Payment() {
  const trpc = useTRPC();
  const chosen = Route.useSearch();
  const role = useSession()?.user.role;
  const plans = useQuery(trpc.plans.list.queryOptions());
  const settings = useQuery(trpc.settings.public.queryOptions());
  const mine = useQuery(trpc.subscriptions.mine.queryOptions());
  const choice = plans.data ? resolveChoice(plans.data, chosen) : null;
  // The rule the server applies on submit (shared/src/renewal.ts): refused, renewal, upgrade...
  const renewal = choice && mine.data !== undefined ? renewalFor(mine.data, { ...choice.option, durationDays: choice.plan.duration }) : null;
  // An upgrade is pro-rated (ADR 036): the server computes the amount, the page shows it and sends it back.
  const upgrading = renewal?.allowed === true && renewal.kind === 'upgrade';
  const quote = useQuery({ ...trpc.payments.quote.queryOptions({ planId: choice?.option.id ?? 0 }), enabled: upgrading && Boolean(role) });
  // The server refusing the upgrade (a 4xx: its words); anything else is the page failing to load.
  const quoteRefusal = upgrading && quote.error ? failureMessage(quote.error, '') : '';
  const refused = renewal?.allowed === false || Boolean(quoteRefusal);

  const failed = plans.error ?? settings.error ?? mine.error ?? (upgrading && quote.error && !quoteRefusal ? quote.error : null);
  const loading = plans.isPending || settings.isPending || mine.isPending || (upgrading && quote.isPending);

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>Payment</Title>
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title="How paying works">
          Pay with crypto or PayPal, then upload the receipt. Your subscription is activated 5 to 15 minutes after we confirm the payment. All sales are final
          once activated.
        </Alert>

        {failed ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The payment page could not load">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Check your connection and try again.</Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={() => void Promise.all([plans.refetch(), settings.refetch(), mine.refetch(), upgrading ? quote.refetch() : null])}
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
              <PlanSummary
                {...choice}
                renewing={renewal?.allowed === true && renewal.startsFrom === 'endDate'}
                upgrading={upgrading}
                amount={upgrading ? quote.data?.amount : undefined}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <Stack gap="md">
                {renewal && (
                  <RenewalBanner renewal={renewal} subscription={mine.data ?? null} durationDays={choice.plan.duration} devices={choice.option.devices} />
                )}
                {quoteRefusal && (
                  <Alert
                    color="orange"
                    variant="light"
                    icon={<IconAlertTriangle aria-hidden />}
                    title="This payment cannot be taken now"
                    styles={readableAlert('orange')}
                  >
                    {quoteRefusal}
                  </Alert>
                )}
                {upgrading && quote.data?.upgrade && (
                  <UpgradeQuote
                    quote={{ ...quote.data, upgrade: quote.data.upgrade }}
                    planName={choice.plan.name}
                    devices={choice.option.devices}
                    durationDays={choice.plan.duration}
                  />
                )}
                <PaymentForm choice={choice} settings={settings.data!} blocked={refused} amount={upgrading ? quote.data?.amount : undefined} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}

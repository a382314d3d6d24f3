import { Alert, Button, Center, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { CouponQuote } from '@nimbus/shared/coupons';
import { useState } from 'react';
import { resolveChoice } from '../features/payment/chosen-option.ts';
import { CouponField } from '../features/payment/CouponField.tsx';
import { NoPlanSelected } from '../features/payment/NoPlanSelected.tsx';
import { PaymentForm } from '../features/payment/PaymentForm.tsx';
import { PlanSummary } from '../features/payment/PlanSummary.tsx';
import { RenewalBanner } from '../features/payment/RenewalBanner.tsx';
import { UpgradeQuote } from '../features/payment/UpgradeQuote.tsx';
import { TrialOffer } from '../features/trials/TrialOffer.tsx';
import { readableAlert } from '../components/alert-styles.ts';
import { failureMessage } from '../lib/errors.ts';
import { requireRole } from '../lib/guards.ts';
import { planSearch } from '../lib/plan-search.ts';
import { renewalFor } from '../lib/renewal.ts';
import { useSession } from '../lib/session-store.ts';
import { useTRPC } from '../lib/trpc.ts';
import { usePaymentText } from '../i18n/en/payment.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/payment')({
  head: () => titled('payment'),
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
  const { t } = usePaymentText();
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
  const upgradeQuote = useQuery({ ...trpc.payments.quote.queryOptions({ planId: choice?.option.id ?? 0 }), enabled: upgrading && Boolean(role) });
  // The server refusing the upgrade (a 4xx: its words); anything else is the page failing to load.
  const quoteRefusal = upgrading && upgradeQuote.error ? failureMessage(upgradeQuote.error, '') : '';
  const refused = renewal?.allowed === false || Boolean(quoteRefusal);
  // The applied coupon's price for this plan row (a quote for another row is not shown). Coupons
  // are for new plans and renewals: an upgrade's pro-rated amount takes none on this page.
  const [quoted, setQuote] = useState<CouponQuote | null>(null);
  const quote = quoted && choice && quoted.planId === choice.option.id && !upgrading ? quoted : null;
  const amount = upgrading ? upgradeQuote.data?.amount : undefined;

  const failed = plans.error ?? settings.error ?? mine.error ?? (upgrading && upgradeQuote.error && !quoteRefusal ? upgradeQuote.error : null);
  const loading = plans.isPending || settings.isPending || mine.isPending || (upgrading && upgradeQuote.isPending);

  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Title order={1}>{t('page.title')}</Title>
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title={t('page.howTitle')}>
          {t('page.how')}
        </Alert>

        {failed ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('page.loadFailedTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('page.loadFailed')}</Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={() => void Promise.all([plans.refetch(), settings.refetch(), mine.refetch(), upgrading ? upgradeQuote.refetch() : null])}
              >
                {t('page.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : loading ? (
          <Center py={80}>
            <Loader aria-label={t('page.loading')} />
          </Center>
        ) : !choice ? (
          <NoPlanSelected unknownPlan={Boolean(chosen.plan && chosen.devices)} />
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <Stack gap="md">
                <PlanSummary
                  {...choice}
                  renewing={renewal?.allowed === true && renewal.startsFrom === 'endDate'}
                  upgrading={upgrading}
                  amount={amount}
                  quote={quote}
                />
                {!upgrading && <CouponField planId={choice.option.id} onQuote={setQuote} disabled={refused} />}
              </Stack>
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
                    title={t('page.refusedTitle')}
                    styles={readableAlert('orange')}
                  >
                    {quoteRefusal}
                  </Alert>
                )}
                {upgrading && upgradeQuote.data?.upgrade && (
                  <UpgradeQuote
                    quote={{ ...upgradeQuote.data, upgrade: upgradeQuote.data.upgrade }}
                    planName={choice.plan.name}
                    devices={choice.option.devices}
                    durationDays={choice.plan.duration}
                  />
                )}
                {/* A new customer may try this option free first (ADR 039). */}
                {mine.data === null && role === 'USER' && choice.option.trial ? (
                  <TrialOffer
                    title={t('page.trialTitle')}
                    choices={[{ planId: choice.option.id, planName: choice.plan.name, hours: choice.option.trial.hours, devices: choice.option.trial.devices }]}
                  />
                ) : null}
                <PaymentForm choice={choice} settings={settings.data!} blocked={refused} quote={quote} amount={amount} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}

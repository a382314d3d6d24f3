import { Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LineCard } from '../../features/account/LineCard.tsx';
import { ChangePasswordPanel } from '../../features/account/ChangePasswordPanel.tsx';
import { ProfileCard } from '../../features/account/ProfileCard.tsx';
import { RecentPayments } from '../../features/account/RecentPayments.tsx';
import { SignOutEverywherePanel } from '../../features/account/SignOutEverywherePanel.tsx';
import { TelegramPanel } from '../../features/account/TelegramPanel.tsx';
import { SubscriptionDetails } from '../../features/account/SubscriptionDetails.tsx';
import { TrialOffer } from '../../features/trials/TrialOffer.tsx';
import { trialChoices } from '../../features/trials/trial-choices.ts';
import { useAccountText } from '../../i18n/en/account.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useSession } from '../../lib/session-store.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/user/')({
  head: () => titled('subscription'),
  // Start loading on navigation; each card shows its own loading state.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.users.me.queryOptions());
    void queryClient.prefetchQuery(trpc.subscriptions.mine.queryOptions());
  },
  component: Overview,
});

/** A failed query as a card shows it: the message and a retry. */
function failure(query: { error: unknown; refetch: () => unknown }, fallback: string) {
  return query.error ? { message: failureMessage(query.error, fallback), retry: () => void query.refetch() } : null;
}

function Overview() {
  const { t } = useAccountText();
  const trpc = useTRPC();
  const sessionUser = useSession()?.user;
  const me = useQuery(trpc.users.me.queryOptions());
  const mine = useQuery(trpc.subscriptions.mine.queryOptions());
  const subscription = mine.data;
  // A customer without a subscription may start a plan's free trial here (ADR 039).
  const plans = useQuery({ ...trpc.plans.list.queryOptions(), enabled: mine.data === null && sessionUser?.role === 'USER' });
  const trials = trialChoices(plans.data ?? []);
  const firstName = me.data?.firstName ?? sessionUser?.name.split(' ')[0] ?? '';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('overview.welcome', { name: firstName })}
        </Title>
        <Text c="dimmed">{t('overview.intro')}</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ProfileCard profile={me.data} error={failure(me, t('overview.profileFailed'))} />
        </Grid.Col>
        {mine.data === null && trials.length > 0 ? (
          <Grid.Col span={12} order={{ base: -1, lg: 0 }}>
            <TrialOffer choices={trials} />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SubscriptionDetails subscription={mine.data} loading={mine.isPending} error={failure(mine, t('overview.subscriptionFailed'))} />
        </Grid.Col>
        {subscription?.status === 'Active' && subscription.line && subscription.userName && subscription.password ? (
          <Grid.Col span={12}>
            <LineCard subscription={{ ...subscription, line: subscription.line, userName: subscription.userName, password: subscription.password }} />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecentPayments />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <ChangePasswordPanel />
            <SignOutEverywherePanel />
            {/* Last: it appears once its answer comes (only in a shop with a bot) and moves nothing above it. */}
            {sessionUser?.role === 'USER' ? <TelegramPanel /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

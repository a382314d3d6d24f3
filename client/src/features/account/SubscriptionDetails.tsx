import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import type { AppRouter } from '@nimbus/server/router';
import { formatPrice } from '@nimbus/shared/money';
import { subscriptionMessages } from '@nimbus/shared/subscriptions';
import { IconArrowUpRight, IconClockHour4, IconDeviceTv, IconRefresh } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { CopyValueButton } from '../../components/CopyValueButton.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatDay } from './account-format.ts';
import { maskSecretIn } from './secret-mask.ts';
import { SecretValue } from './SecretValue.tsx';

type Subscription = NonNullable<inferRouterOutputs<AppRouter>['subscriptions']['mine']>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={{ base: 120, sm: 180 }} fw={600} c="dimmed" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <CopyValueButton value={value} label={`Copy ${label}`} compact />
    </Group>
  );
}

/** Subscription Details (specification section 2): the plan, its term, status and credentials. */
type Props = {
  subscription: Subscription | null | undefined;
  loading: boolean;
  /** Why it could not load, with a retry; null while fine. */
  error: { message: string; retry: () => void } | null;
};

export function SubscriptionDetails({ subscription, loading, error }: Props) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [renewing, setRenewing] = useState(false);

  // Renew is refused while Active or Pending; otherwise the same plan goes to payment.
  const renew = async () => {
    setRenewing(true);
    try {
      const plan = await utils.subscriptions.checkRenew.fetch(undefined, { staleTime: 0 });
      await navigate({ to: '/payment', search: { plan: plan.name, devices: plan.devices } });
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, subscriptionMessages.renewRefused) });
    } finally {
      setRenewing(false);
    }
  };
  const upgrade = () => void navigate({ to: '/home', search: { section: 'plans' } });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4">
            Subscription Details
          </Title>
          {subscription && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" w={{ base: '100%', xs: 'auto' }}>
              <Button variant="light" size="sm" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void renew()} loading={renewing}>
                Renew Plan
              </Button>
              <Button size="sm" leftSection={<IconArrowUpRight size={16} aria-hidden />} onClick={upgrade}>
                Upgrade Plan
              </Button>
            </SimpleGrid>
          )}
        </Group>

        {error ? (
          <LoadFailed message={error.message} retry={error.retry} />
        ) : loading ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading your subscription">
            {[1, 2, 3, 4, 5].map((n) => (
              <Skeleton key={n} height={28} />
            ))}
          </Stack>
        ) : !subscription ? (
          <Stack align="center" gap="xs" py="lg" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconDeviceTv size={28} />
            </ThemeIcon>
            <Text fw={700}>You have no subscription yet</Text>
            <Text c="dimmed" size="sm" maw={380}>
              Choose a plan and the number of devices, pay, and start watching within 15 minutes of confirmation.
            </Text>
            <Button mt="xs" onClick={upgrade}>
              Choose a plan
            </Button>
          </Stack>
        ) : (
          <>
            <Table.ScrollContainer minWidth={0}>
              <Table verticalSpacing="xs" aria-label="Subscription details">
                <Table.Tbody>
                  <Row label="Plan">
                    <Text fw={600} size="sm">
                      {subscription.plan.name}{' '}
                      <Text span c="dimmed" size="sm" fw={400}>
                        · {subscription.devices === 1 ? '1 device' : `${subscription.devices} devices`}
                      </Text>
                    </Text>
                  </Row>
                  <Row label="Price">{formatPrice(subscription.plan.price)}</Row>
                  <Row label="Start date">{formatDay(subscription.startDate)}</Row>
                  <Row label="End date">{formatDay(subscription.endDate)}</Row>
                  <Row label="Status">
                    <StatusBadge status={subscription.status} />
                  </Row>
                  {subscription.userName && (
                    <Row label="User name">
                      <Copyable value={subscription.userName} label="user name" />
                    </Row>
                  )}
                  {subscription.password && (
                    <Row label="Password">
                      <SecretValue value={subscription.password} label="Password" />
                    </Row>
                  )}
                  {subscription.playlistUrl && (
                    <Row label="Playlist (M3U)">
                      {/* The link carries the password: masked like it, with the same show and copy buttons. */}
                      <SecretValue value={subscription.playlistUrl} masked={maskSecretIn(subscription.playlistUrl, subscription.password ?? '')} label="Playlist link" />
                    </Row>
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {subscription.status === 'Pending' && (
              <Alert variant="light" color="yellow" icon={<IconClockHour4 aria-hidden />} styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}>
                We are verifying your payment. Your subscription is activated 5 to 15 minutes after confirmation; your
                streaming user name and password then appear here.
              </Alert>
            )}
            {subscription.status === 'Expired' && (
              <Alert variant="light" color="gray" icon={<IconClockHour4 aria-hidden />}>
                Your subscription has ended. Renew it to keep watching, or{' '}
                <Anchor renderRoot={(props) => <Link {...props} to="/home" search={{ section: 'plans' }} />}>
                  choose another plan
                </Anchor>
                .
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Code, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@nimbus/shared/format';
import type { PanelLogEntry } from '@nimbus/shared/panel';
import type { StaffSubscription } from '@nimbus/shared/subscriptions';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { readableAlert } from '../../components/alert-styles.ts';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

const LOG_PAGE = 20;

const DISABLED_BY = {
  staff: 'Disabled by staff: renewals and new payments leave it off.',
  expired: 'Disabled when the subscription expired; the next payment turns it on.',
  deleted: 'Disabled when the subscription was deleted.',
} as const;

/** Where the subscription's line is, in one badge. */
function LineState({ subscription }: { subscription: StaffSubscription }) {
  if (subscription.provisioning === 'Provisioning') return <StatusBadge status="Provisioning" />;
  if (subscription.provisioning === 'Failed') return <StatusBadge status="Failed" label="Provisioning failed" />;
  if (subscription.panelLineId === null) return <Text size="sm">No line on the panel (credentials typed by staff, or not made yet)</Text>;
  if (subscription.lineDisabledReason) return <StatusBadge status="Expired" label="Line disabled" />;
  return <StatusBadge status="Active" label="Line on the panel" />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={{ base: 110, sm: 150 }} fw={600} c="dimmed" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function LogEntry({ entry }: { entry: PanelLogEntry }) {
  const [open, setOpen] = useState(false);
  const ok = entry.outcome === 'ok';
  return (
    <Stack gap={4} py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} ff="monospace">
            {entry.call}
          </Text>
          <StatusBadge status={ok ? 'Completed' : 'Failed'} label={ok ? 'ok' : entry.outcome.replace('_', ' ')} />
          <Text size="xs" c="dimmed">
            try {entry.attempt} · {entry.durationMs} ms · {formatDateTime(entry.createdAt)}
          </Text>
        </Group>
        <Button variant="subtle" size="compact-xs" onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
          {open ? 'Hide' : 'Details'}
        </Button>
      </Group>
      {open && (
        <Stack gap={4}>
          <Text size="xs" fw={600}>
            Request
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {JSON.stringify(entry.request, null, 2)}
          </Code>
          <Text size="xs" fw={600}>
            Answer
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.answer ?? '(no answer)'}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}

function PanelLine({ id }: { id: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const subscription = useQuery(trpc.subscriptions.byId.queryOptions({ id }));
  const log = useInfiniteQuery(
    trpc.subscriptions.panelLog.infiniteQueryOptions({ subscriptionId: id, limit: LOG_PAGE }, { getNextPageParam: (page) => page.next ?? undefined }),
  );
  const retry = useMutation(trpc.subscriptions.retryPanel.mutationOptions());

  async function retryNow() {
    try {
      const answer = await retry.mutateAsync({ id });
      notifications.show({ color: 'teal', title: 'Queued', message: answer.message });
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, 'The retry could not be queued.') });
    } finally {
      await Promise.all([
        queryClient.invalidateQueries(trpc.subscriptions.byId.queryFilter({ id })),
        queryClient.invalidateQueries(trpc.subscriptions.panelLog.infiniteQueryFilter({ subscriptionId: id, limit: LOG_PAGE })),
        queryClient.invalidateQueries(trpc.subscriptions.list.queryFilter()),
      ]);
    }
  }

  if (subscription.error) return <Alert color="red">{failureMessage(subscription.error, 'The subscription could not be loaded.')}</Alert>;
  if (!subscription.data) return <Text c="dimmed">Loading…</Text>;
  const row = subscription.data;
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Table verticalSpacing={6} aria-label="Panel line">
        <Table.Tbody>
          <Fact label="Customer">
            <Text size="sm">{row.fullName}</Text>
            <Text size="xs" c="dimmed">
              <EmailAddress email={row.email} />
            </Text>
          </Fact>
          <Fact label="Plan">
            {row.plan.name} · {row.devices === 1 ? '1 device' : `${row.devices} devices`}
          </Fact>
          <Fact label="Status">
            <StatusBadge status={row.status} />
          </Fact>
          <Fact label="Line">
            <LineState subscription={row} />
          </Fact>
          {row.panelLineId !== null && <Fact label="Panel line id">{row.panelLineId}</Fact>}
          {row.lineDisabledReason && <Fact label="Disabled">{DISABLED_BY[row.lineDisabledReason]}</Fact>}
        </Table.Tbody>
      </Table>

      {row.provisioningError && (
        <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden />} title="The panel job gave up" styles={readableAlert('red')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{row.provisioningError}</Text>
            <Text size="xs">The customer sees that their line is being set up. Fix the cause (the panel's settings or the panel itself), then retry.</Text>
            <Button size="sm" color="red.9" leftSection={<IconRefresh size={16} aria-hidden />} loading={retry.isPending} onClick={() => void retryNow()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      )}

      <Stack gap={0}>
        <Title order={3} fz="h5" mb={4}>
          Provisioning log
        </Title>
        {log.error ? (
          <Alert color="red">{failureMessage(log.error, 'The provisioning log could not be loaded.')}</Alert>
        ) : log.isPending ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No call to the panel for this subscription yet.
          </Text>
        ) : (
          entries.map((entry) => <LogEntry key={entry.id} entry={entry} />)
        )}
        {log.hasNextPage && (
          <Button variant="default" size="xs" mt="sm" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            Older calls
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The subscription's panel line for staff: its state, the panel's error with Retry, and the calls made (ADR 032). */
export function PanelLineDrawer({ subscription, onClose }: { subscription: StaffSubscription | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={subscription !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={subscription ? `Panel line · ${subscription.fullName || subscription.email}` : ''}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': 'Close panel line' }}
    >
      {subscription && <PanelLine id={subscription.id} />}
    </Drawer>
  );
}

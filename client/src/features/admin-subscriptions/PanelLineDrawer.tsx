import { Alert, Button, Code, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@nimbus/shared/format';
import { PANEL_PROBLEMS, type PanelLogEntry, type PanelProblem } from '@nimbus/shared/panel';
import type { StaffSubscription } from '@nimbus/shared/subscriptions';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { readableAlert } from '../../components/alert-styles.ts';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useStaffText } from '../../i18n/en/staff.ts';
import { tm } from '../../i18n/messages.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

const LOG_PAGE = 20;

const isProblem = (outcome: string): outcome is PanelProblem => (PANEL_PROBLEMS as readonly string[]).includes(outcome);

/** Where the subscription's line is, in one badge. */
function LineState({ subscription }: { subscription: StaffSubscription }) {
  const { t } = useStaffText();
  if (subscription.provisioning === 'Provisioning') return <StatusBadge status="Provisioning" label={t('subscriptions.provisioning')} />;
  if (subscription.provisioning === 'Failed') return <StatusBadge status="Failed" label={t('subscriptions.provisioningFailed')} />;
  if (subscription.panelLineId === null) return <Text size="sm">{t('panelLine.noLine')}</Text>;
  if (subscription.lineDisabledReason) return <StatusBadge status="Expired" label={t('panelLine.lineDisabled')} />;
  return <StatusBadge status="Active" label={t('panelLine.lineOn')} />;
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
  const { t } = useStaffText();
  const [open, setOpen] = useState(false);
  const ok = entry.outcome === 'ok';
  // The outcome's word in the current language; one the client does not know yet, as the server wrote it.
  const outcome = ok ? t('panelLine.outcomes.ok') : isProblem(entry.outcome) ? t(`panelLine.outcomes.${entry.outcome}`) : entry.outcome.replace('_', ' ');
  return (
    <Stack gap={4} py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} ff="monospace">
            {entry.call}
          </Text>
          <StatusBadge status={ok ? 'Completed' : 'Failed'} label={outcome} />
          <Text size="xs" c="dimmed">
            {t('panelLine.attempt', { attempt: entry.attempt, duration: entry.durationMs, date: formatDateTime(entry.createdAt) })}
          </Text>
        </Group>
        <Button variant="subtle" size="compact-xs" onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
          {open ? t('panelLine.hide') : t('panelLine.details')}
        </Button>
      </Group>
      {open && (
        <Stack gap={4}>
          <Text size="xs" fw={600}>
            {t('panelLine.request')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {JSON.stringify(entry.request, null, 2)}
          </Code>
          <Text size="xs" fw={600}>
            {t('panelLine.answer')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.answer ?? t('panelLine.noAnswer')}
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
  const { t } = useStaffText();

  async function retryNow() {
    try {
      const answer = await retry.mutateAsync({ id });
      notifications.show({ color: 'teal', title: t('panelLine.queued'), message: tm(answer.message) });
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, t('panelLine.retryFailed')) });
    } finally {
      await Promise.all([
        queryClient.invalidateQueries(trpc.subscriptions.byId.queryFilter({ id })),
        queryClient.invalidateQueries(trpc.subscriptions.panelLog.infiniteQueryFilter({ subscriptionId: id, limit: LOG_PAGE })),
        queryClient.invalidateQueries(trpc.subscriptions.list.queryFilter()),
      ]);
    }
  }

  if (subscription.error) return <Alert color="red">{failureMessage(subscription.error, t('panelLine.loadFailed'))}</Alert>;
  if (!subscription.data) return <Text c="dimmed">{t('panelLine.loading')}</Text>;
  const row = subscription.data;
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Table verticalSpacing={6} aria-label={t('panelLine.tableLabel')}>
        <Table.Tbody>
          <Fact label={t('panelLine.customer')}>
            <Text size="sm">{row.fullName}</Text>
            <Text size="xs" c="dimmed">
              <EmailAddress email={row.email} />
            </Text>
          </Fact>
          <Fact label={t('panelLine.plan')}>{t('panelLine.planAndDevices', { plan: row.plan.name, devices: t('devices', { count: row.devices }) })}</Fact>
          <Fact label={t('panelLine.status')}>
            <StatusBadge status={row.status} label={t(`subscriptionStatus.${row.status}`)} />
          </Fact>
          <Fact label={t('panelLine.line')}>
            <LineState subscription={row} />
          </Fact>
          {row.panelLineId !== null && <Fact label={t('panelLine.lineId')}>{row.panelLineId}</Fact>}
          {row.lineDisabledReason && <Fact label={t('panelLine.disabled')}>{t(`panelLine.disabledBy.${row.lineDisabledReason}`)}</Fact>}
        </Table.Tbody>
      </Table>

      {row.provisioningError && (
        <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden />} title={t('panelLine.gaveUp')} styles={readableAlert('red')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{tm(row.provisioningError)}</Text>
            <Text size="xs">{t('panelLine.gaveUpHint')}</Text>
            <Button size="sm" color="red.9" leftSection={<IconRefresh size={16} aria-hidden />} loading={retry.isPending} onClick={() => void retryNow()}>
              {t('panelLine.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      <Stack gap={0}>
        <Title order={3} fz="h5" mb={4}>
          {t('panelLine.log')}
        </Title>
        {log.error ? (
          <Alert color="red">{failureMessage(log.error, t('panelLine.logFailed'))}</Alert>
        ) : log.isPending ? (
          <Text size="sm" c="dimmed">
            {t('panelLine.loading')}
          </Text>
        ) : entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('panelLine.logEmpty')}
          </Text>
        ) : (
          entries.map((entry) => <LogEntry key={entry.id} entry={entry} />)
        )}
        {log.hasNextPage && (
          <Button variant="default" size="xs" mt="sm" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {t('panelLine.olderCalls')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The subscription's panel line for staff: its state, the panel's error with Retry, and the calls made (ADR 032). */
export function PanelLineDrawer({ subscription, onClose }: { subscription: StaffSubscription | null; onClose: () => void }) {
  const { t } = useStaffText();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={subscription !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={subscription ? t('panelLine.title', { who: subscription.fullName || subscription.email }) : ''}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': t('panelLine.close') }}
    >
      {subscription && <PanelLine id={subscription.id} />}
    </Drawer>
  );
}

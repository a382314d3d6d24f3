import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, formatTime } from '@nimbus/shared/format';
import { lineMessages, type LineCheck } from '@nimbus/shared/line';
import { IconAlertTriangle, IconCircleCheck, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useAccountText } from '../../i18n/en/account.ts';
import { tm } from '../../i18n/messages.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

// The light alerts' own title colours are below 4.5:1 on their tint (axe): titles in the strong text colour.
const titleStyles = { title: { color: 'var(--nimbus-strong-text)' } };

/** The panel's word as a badge: Active and Expired as ours; Disabled, Banned and the rest in red. */
function PanelStatus({ status }: { status: string | null }) {
  const { t } = useAccountText();
  if (status === 'Active' || status === 'Expired') return <StatusBadge status={status} />;
  return <StatusBadge status="Suspend" label={status ?? t('lineCheck.unknown')} />;
}

/** A label and its value; the labels' column fits the longest label in every language ("Dispositivos"). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={96} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

function Answer({ result }: { result: LineCheck }) {
  const { t } = useAccountText();
  const checked = t('lineCheck.checkedAt', { time: formatTime(result.checkedAt) });
  if (!result.reached) {
    return (
      <Alert styles={titleStyles} color="yellow" icon={<IconPlugConnectedX size={18} aria-hidden />} title={t('lineCheck.unreachable')}>
        {tm(result.message)} {checked}
      </Alert>
    );
  }
  if (!result.auth) {
    return (
      <Alert styles={titleStyles} color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('lineCheck.notAccepted')}>
        {tm(result.message)} {checked}
      </Alert>
    );
  }
  const devices = result.maxConnections === null ? '—' : t('lineCheck.atOnce', { count: result.maxConnections });
  const inUse = result.activeConnections === null ? '' : ` ${t('lineCheck.inUse', { count: result.activeConnections })}`;
  return (
    <Alert
      styles={titleStyles}
      color={result.status === 'Active' ? 'teal' : 'orange'}
      icon={result.status === 'Active' ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
      title={t('lineCheck.serverSays')}
    >
      <Stack gap={6}>
        <Fact label={t('lineCheck.status')}>
          <PanelStatus status={result.status} />
        </Fact>
        <Fact label={t('lineCheck.expires')}>{result.expiresAt ? formatDateTime(result.expiresAt) : t('lineCheck.never')}</Fact>
        <Fact label={t('lineCheck.devices')}>
          {devices}
          {inUse}
        </Fact>
        {result.status !== 'Active' && <Text size="sm">{t('lineCheck.notActive')}</Text>}
        <Text size="xs" c="dimmed">
          {checked}
        </Text>
      </Stack>
    </Alert>
  );
}

/** "Check line status": asks the TV server about the customer's own line and shows its answer. */
export function LineStatusCheck() {
  const { t } = useAccountText();
  const trpc = useTRPC();
  const check = useMutation(trpc.subscriptions.checkLine.mutationOptions());
  return (
    <Stack gap="sm">
      <Button
        variant="light"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => check.mutate()}
        loading={check.isPending}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('lineCheck.button')}
      </Button>
      <div role="status" aria-live="polite" data-testid="line-check-result">
        {check.isError ? (
          <Alert styles={titleStyles} color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('lineCheck.notChecked')}>
            {failureMessage(check.error, lineMessages.checkFailed)}
          </Alert>
        ) : check.data && !check.isPending ? (
          <Answer result={check.data} />
        ) : null}
      </div>
    </Stack>
  );
}

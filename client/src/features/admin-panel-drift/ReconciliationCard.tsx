import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, groupThousands } from '@nimbus/shared/format';
import type { ReconciliationRun } from '@nimbus/shared/panel-drift';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readableAlert } from '../../components/alert-styles.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';
import { tm } from '../../i18n/messages.ts';

const STATE_WORDS = {
  requested: { status: 'Pending', label: 'stateQueued' },
  running: { status: 'InProgress', label: 'stateRunning' },
  done: { status: 'Completed', label: 'stateFinished' },
  stopped: { status: 'Failed', label: 'stateStopped' },
} as const;

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {groupThousands(value)}
      </Text>
    </div>
  );
}

/** The latest reconciliation (nightly at 02:30 UTC, or asked for here) and the button that asks for one. */
export function ReconciliationCard({ run }: { run: ReconciliationRun | null }) {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = run?.state === 'requested' || run?.state === 'running';
  const request = useMutation(
    trpc.panelDrift.run.mutationOptions({
      onSuccess: (result) => {
        showSuccess(result.message);
        return queryClient.invalidateQueries({ queryKey: trpc.panelDrift.lastRun.queryKey() });
      },
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, t('reconciliation.queueFailed')) }),
    }),
  );
  const words = run ? STATE_WORDS[run.state] : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="drift-last-run">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id="drift-last-run">
              {t('reconciliation.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {run
                ? t('reconciliation.summary', {
                    trigger: run.trigger === 'nightly' ? t('reconciliation.nightly') : t('reconciliation.byAdmin'),
                    start: run.startedAt
                      ? t('reconciliation.started', { when: formatDateTime(run.startedAt) })
                      : t('reconciliation.queued', { when: formatDateTime(run.createdAt) }),
                    end: run.finishedAt ? t('reconciliation.ended', { when: formatDateTime(run.finishedAt) }) : '',
                  })
                : t('reconciliation.none')}
            </Text>
          </div>
          <Group gap="sm">
            {words ? <StatusBadge status={words.status} label={t(`reconciliation.${words.label}`)} /> : null}
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => request.mutate()} loading={request.isPending} disabled={open}>
              {open ? t('reconciliation.running') : t('reconciliation.runNow')}
            </Button>
          </Group>
        </Group>
        {run ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Count label={t('reconciliation.checked')} value={run.checked} />
            <Count label={t('reconciliation.drifted')} value={run.drifted} />
            <Count label={t('reconciliation.missing')} value={run.missing} />
            <Count label={t('reconciliation.failed')} value={run.failed} />
          </SimpleGrid>
        ) : null}
        {run?.state === 'stopped' && run.error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('reconciliation.stoppedTitle')} styles={readableAlert('red')}>
            <Text size="sm">{tm(run.error)}</Text>
            <Text size="sm">{t('reconciliation.stoppedHelp')}</Text>
          </Alert>
        ) : run?.error ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('reconciliation.partialTitle')} styles={readableAlert('orange')}>
            <Text size="sm">{tm(run.error)}</Text>
            <Text size="sm">{t('reconciliation.partialHelp')}</Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@nimbus/shared/format';
import type { ReconciliationRun } from '@nimbus/shared/panel-drift';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readableAlert } from '../../components/alert-styles.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';

const STATE_WORDS = {
  requested: { status: 'Pending', label: 'Queued' },
  running: { status: 'InProgress', label: 'Running' },
  done: { status: 'Completed', label: 'Finished' },
  stopped: { status: 'Failed', label: 'Stopped' },
} as const;

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value.toLocaleString('en-US')}
      </Text>
    </div>
  );
}

/** The latest reconciliation (nightly at 02:30 UTC, or asked for here) and the button that asks for one. */
export function ReconciliationCard({ run }: { run: ReconciliationRun | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = run?.state === 'requested' || run?.state === 'running';
  const request = useMutation(
    trpc.panelDrift.run.mutationOptions({
      onSuccess: (result) => {
        showSuccess(result.message);
        return queryClient.invalidateQueries({ queryKey: trpc.panelDrift.lastRun.queryKey() });
      },
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, 'The reconciliation could not be queued. Try again.') }),
    }),
  );
  const words = run ? STATE_WORDS[run.state] : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="drift-last-run">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id="drift-last-run">
              Last reconciliation
            </Title>
            <Text size="sm" c="dimmed">
              {run
                ? `${run.trigger === 'nightly' ? 'Nightly run' : 'Asked for by an admin'}, ${run.startedAt ? `started ${formatDateTime(run.startedAt)}` : `queued ${formatDateTime(run.createdAt)}`}${run.finishedAt ? `, ended ${formatDateTime(run.finishedAt)}` : ''}.`
                : 'None yet. Every night at 02:30 UTC each line on the panel is compared with its subscription.'}
            </Text>
          </div>
          <Group gap="sm">
            {words ? <StatusBadge status={words.status} label={words.label} /> : null}
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => request.mutate()} loading={request.isPending} disabled={open}>
              {open ? 'Reconciliation running' : 'Run reconciliation now'}
            </Button>
          </Group>
        </Group>
        {run ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Count label="Lines checked" value={run.checked} />
            <Count label="Differing" value={run.drifted} />
            <Count label="Missing" value={run.missing} />
            <Count label="Not checked" value={run.failed} />
          </SimpleGrid>
        ) : null}
        {run?.state === 'stopped' && run.error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title="The run stopped" styles={readableAlert('red')}>
            <Text size="sm">{run.error}</Text>
            <Text size="sm">Correct the panel settings (Admin &gt; Settings &gt; IPTV panel), then run it again.</Text>
          </Alert>
        ) : run?.error ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title="Some lines could not be checked" styles={readableAlert('orange')}>
            <Text size="sm">{run.error}</Text>
            <Text size="sm">They are checked again on the next run, or with Check now.</Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Stack } from '@mantine/core';
import { provisioningMessages } from '@nimbus/shared/panel';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readableAlert } from '../../components/alert-styles.ts';
import { confirmAction } from '../../components/confirm.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

// How often the card asks for the line again while the panel job sets the new password (it runs
// every few seconds), and for how long.
const REFRESH_MS = 5_000;
const REFRESH_FOR_MS = 60_000;

/**
 * "New line password": the panel job gives the customer's line a new random password
 * (`edit_line`, ADR 032); the card shows it once the panel has it.
 */
export function LinePasswordChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(trpc.subscriptions.changeLinePassword.mutationOptions());

  useEffect(() => {
    if (!change.isSuccess) return;
    const refresh = setInterval(() => void queryClient.invalidateQueries(trpc.subscriptions.mine.queryFilter()), REFRESH_MS);
    const stop = setTimeout(() => clearInterval(refresh), REFRESH_FOR_MS);
    return () => {
      clearInterval(refresh);
      clearTimeout(stop);
    };
  }, [change.isSuccess, queryClient, trpc]);

  const start = async () => {
    const confirmed = await confirmAction({
      message: 'Give your line a new password? Every app signed in with the current one will ask for the new one.',
      confirmLabel: 'Set a new password',
    });
    if (confirmed) change.mutate({});
  };

  return (
    <Stack gap="sm">
      <Button
        variant="default"
        leftSection={<IconKey size={16} aria-hidden />}
        onClick={() => void start()}
        loading={change.isPending}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      >
        New line password
      </Button>
      <div role="status" aria-live="polite">
        {change.isError ? (
          <Alert color="red" title="Not changed" styles={readableAlert('red')}>
            {failureMessage(change.error, provisioningMessages.noLine)}
          </Alert>
        ) : change.isSuccess ? (
          <Alert color="blue" styles={readableAlert('blue')}>
            {change.data.message}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}

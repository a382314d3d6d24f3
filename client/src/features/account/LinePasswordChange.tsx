import { Alert, Button, Stack } from '@mantine/core';
import { provisioningMessages } from '@nimbus/shared/panel';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readableAlert } from '../../components/alert-styles.ts';
import { confirmAction } from '../../components/confirm.tsx';
import { useAccountText } from '../../i18n/en/account.ts';
import { tm } from '../../i18n/messages.ts';
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
  const { t } = useAccountText();
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
      message: t('linePassword.question'),
      confirmLabel: t('linePassword.confirm'),
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
        {t('linePassword.button')}
      </Button>
      <div role="status" aria-live="polite">
        {change.isError ? (
          <Alert color="red" title={t('linePassword.notChanged')} styles={readableAlert('red')}>
            {failureMessage(change.error, provisioningMessages.noLine)}
          </Alert>
        ) : change.isSuccess ? (
          <Alert color="blue" styles={readableAlert('blue')}>
            {tm(change.data.message)}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}

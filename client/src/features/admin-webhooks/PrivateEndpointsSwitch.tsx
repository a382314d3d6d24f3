import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** The owner's switch for endpoints on private addresses (off by default: SSRF, ADR 041). */
export function PrivateEndpointsSwitch() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.webhooks.settings.queryOptions());
  const save = useMutation(trpc.webhooks.updateSettings.mutationOptions());
  const forced = settings.data?.forcedByEnv ?? false;
  return (
    <Switch
      label="Allow endpoints on private addresses"
      description={
        forced
          ? 'Allowed by the WEBHOOKS_ALLOW_PRIVATE setting of the server.'
          : 'Off: URLs on loopback, private, link-local or reserved addresses are refused when saved and when sent. Turn on only for receivers inside your own network.'
      }
      checked={forced || (settings.data?.allowPrivate ?? false)}
      disabled={forced || settings.isLoading || save.isPending}
      onChange={(event) => {
        const allowPrivate = event.currentTarget.checked;
        save
          .mutateAsync({ allowPrivate })
          .catch((error: unknown) => showAlert({ title: 'Error!', message: failureMessage(error, 'The setting could not be saved. Try again.') }))
          .finally(() => void queryClient.invalidateQueries(trpc.webhooks.settings.pathFilter()));
      }}
    />
  );
}

import { Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';

/** The owner's switch for endpoints on private addresses (off by default: SSRF, ADR 041). */
export function PrivateEndpointsSwitch() {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.webhooks.settings.queryOptions());
  const save = useMutation(trpc.webhooks.updateSettings.mutationOptions());
  const forced = settings.data?.forcedByEnv ?? false;
  return (
    <Switch
      label={t('privateEndpoints.label')}
      description={forced ? t('privateEndpoints.forced') : t('privateEndpoints.help')}
      checked={forced || (settings.data?.allowPrivate ?? false)}
      disabled={forced || settings.isLoading || save.isPending}
      onChange={(event) => {
        const allowPrivate = event.currentTarget.checked;
        save
          .mutateAsync({ allowPrivate })
          .catch((error: unknown) => showAlert({ title: 'Error!', message: failureMessage(error, t('privateEndpoints.saveFailed')) }))
          .finally(() => void queryClient.invalidateQueries(trpc.webhooks.settings.pathFilter()));
      }}
    />
  );
}

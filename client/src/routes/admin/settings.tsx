import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { PanelPlansTable } from '../../features/admin-settings/PanelPlansTable.tsx';
import { PanelSettingsForm } from '../../features/admin-settings/PanelSettingsForm.tsx';
import { TelegramSettingsForm } from '../../features/admin-settings/TelegramSettingsForm.tsx';
import { SettingsForm } from '../../features/admin-settings/SettingsForm.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { titled } from '../../lib/page-title.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';

export const Route = createFileRoute('/admin/settings')({
  head: () => titled('settings'),
  // Loaded before the screen shows: the route's pending and error states stand in until then.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.settings.get.queryOptions()),
      queryClient.ensureQueryData(trpc.panel.get.queryOptions()),
      queryClient.ensureQueryData(trpc.panel.plans.queryOptions()),
      queryClient.ensureQueryData(trpc.telegram.get.queryOptions()),
    ]),
  // Named here, not spread: the router's code splitter moves them into the screen's own chunk.
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: SettingsPage,
});

function SettingsPage() {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const { data: settings } = useSuspenseQuery(trpc.settings.get.queryOptions());
  const { data: panel } = useSuspenseQuery(trpc.panel.get.queryOptions());
  const { data: panelPlans } = useSuspenseQuery(trpc.panel.plans.queryOptions());
  const { data: telegram } = useSuspenseQuery(trpc.telegram.get.queryOptions());
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </div>
      <SettingsForm settings={settings} />
      <PanelSettingsForm settings={panel} />
      <PanelPlansTable plans={panelPlans} />
      <TelegramSettingsForm settings={telegram} />
    </Stack>
  );
}

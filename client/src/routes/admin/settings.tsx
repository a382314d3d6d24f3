import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { SettingsForm } from '../../features/admin-settings/SettingsForm.tsx';
import { trpc } from '../../lib/trpc.ts';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin/settings')({
  head: () => titled('Settings'),
  loader: ({ context }) => void context.trpcUtils.settings.get.prefetch(),
  component: SettingsPage,
});

function SettingsPage() {
  const settings = trpc.settings.get.useQuery();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Settings</Title>
        <Text c="dimmed">Payment destinations, support contacts, brand and the playlist template.</Text>
      </div>
      {settings.error ? (
        <QueryFailure title="Could not load the settings" error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <Stack gap="lg" aria-busy>
          {[180, 260, 140, 160].map((h) => (
            <Skeleton key={h} h={h} radius="lg" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsForm } from '../../features/admin-settings/SettingsForm.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

export const Route = createFileRoute('/admin/settings')({
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
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title="Could not load the settings">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{failureMessage(settings.error, 'Something went wrong. Try again.')}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
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

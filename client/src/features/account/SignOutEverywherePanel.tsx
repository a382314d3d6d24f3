import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDevicesOff } from '@tabler/icons-react';
import { useSignOut } from '../../lib/sign-out.tsx';

/** A lost phone or a shared computer: end every session of the account at once. */
export function SignOutEverywherePanel() {
  const { confirmSignOutEverywhere } = useSignOut();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <div>
          <Title order={2} fz="h4">
            Devices
          </Title>
          <Text size="sm" c="dimmed">
            Signed in somewhere you no longer use? End every session, this one included.
          </Text>
        </div>
        <Button variant="outline" color="var(--mantine-color-error)" leftSection={<IconDevicesOff size={18} aria-hidden />} onClick={confirmSignOutEverywhere}>
          Sign out everywhere
        </Button>
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { setupMessages, type SetupLinkState } from '@nimbus/shared/setup';
import { IconAlertTriangle, IconShieldLock } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { z } from '@nimbus/shared/zod';
import { QueryFailure } from '../components/QueryFailure.tsx';
import { SetupForm } from '../features/setup/SetupForm.tsx';
import { trpc } from '../lib/trpc.ts';

// The one-time link the server prints at its first start: the owner creates the first ADMIN.
export const Route = createFileRoute('/setup')({
  // The router parses search values as JSON: a token that happens to read as a number stays text.
  validateSearch: z.object({ token: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string()).catch('') }),
  component: Setup,
});

function Setup() {
  const { token } = Route.useSearch();
  const status = trpc.setup.status.useQuery({ token }, { enabled: token !== '', retry: false });

  return (
    <Container size={560} px="md" py={{ base: 32, sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 36 }} shadow="sm">
        <Stack gap="lg">
          <Stack align="center" gap={8}>
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconShieldLock size={28} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 26, sm: 30 }} ta="center">
              Set up your shop
            </Title>
            <Text c="dimmed" ta="center">
              Create the first ADMIN account. You choose its password: nobody else knows it, and it is never shown again.
            </Text>
          </Stack>
          {token === '' ? (
            <Refused state="invalid" />
          ) : status.isPending ? (
            <Center py="xl">
              <Loader aria-label="Checking the setup link" />
            </Center>
          ) : status.isError ? (
            <QueryFailure title="Could not load the setup link" error={status.error} onRetry={() => void status.refetch()} />
          ) : status.data === 'valid' ? (
            <SetupForm token={token} />
          ) : (
            <Refused state={status.data} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

function Refused({ state }: { state: Exclude<SetupLinkState, 'valid'> }) {
  const canLogIn = state === 'used' || state === 'done';
  return (
    <Alert color={canLogIn ? 'blue' : 'red'} variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title="This link cannot be used">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{setupMessages[state]}</Text>
        {canLogIn ? (
          <Button component={Link} to="/login" size="xs">
            Go to login
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            The server prints a new link each time it starts while the shop has no ADMIN.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { setupMessages, type SetupLinkState } from '@nimbus/shared/setup';
import { IconAlertTriangle, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CardPage } from '../components/CardPage.tsx';
import { QueryFailure } from '../components/QueryFailure.tsx';
import { SetupForm } from '../features/setup/SetupForm.tsx';
import { text } from '../lib/search-values.ts';
import { useTRPC } from '../lib/trpc.ts';
import { titled } from '../lib/page-title.ts';

// The one-time link the server prints at its first start: the owner creates the first ADMIN.
export const Route = createFileRoute('/setup')({
  head: () => titled('setup'),
  // The router parses search values as JSON: a token that happens to read as a number stays text.
  validateSearch: (search: Record<string, unknown>) => ({ token: text(search.token) ?? '' }),
  component: Setup,
});

function Setup() {
  const trpc = useTRPC();
  const { token } = Route.useSearch();
  const status = useQuery(trpc.setup.status.queryOptions({ token }, { enabled: token !== '', retry: false }));

  return (
    <CardPage
      size={560}
      icon={<IconShieldLock size={28} />}
      title="Set up your shop"
      description="Create the first ADMIN account. You choose its password: nobody else knows it, and it is never shown again."
    >
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
    </CardPage>
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

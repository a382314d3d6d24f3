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
import { useAuthText } from '../i18n/en/auth.ts';
import { tm } from '../i18n/messages.ts';
import { titled } from '../lib/page-title.ts';

// The one-time link the server prints at its first start: the owner creates the first ADMIN.
export const Route = createFileRoute('/setup')({
  head: () => titled('setup'),
  // The router parses search values as JSON: a token that happens to read as a number stays text.
  validateSearch: (search: Record<string, unknown>) => ({ token: text(search.token) ?? '' }),
  component: Setup,
});

function Setup() {
  const { t } = useAuthText();
  const trpc = useTRPC();
  const { token } = Route.useSearch();
  const status = useQuery(trpc.setup.status.queryOptions({ token }, { enabled: token !== '', retry: false }));

  return (
    <CardPage size={560} icon={<IconShieldLock size={28} />} title={t('setup.title')} description={t('setup.description')}>
      {token === '' ? (
        <Refused state="invalid" />
      ) : status.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('setup.checking')} />
        </Center>
      ) : status.isError ? (
        <QueryFailure title={t('setup.loadFailed')} error={status.error} onRetry={() => void status.refetch()} />
      ) : status.data === 'valid' ? (
        <SetupForm token={token} />
      ) : (
        <Refused state={status.data} />
      )}
    </CardPage>
  );
}

function Refused({ state }: { state: Exclude<SetupLinkState, 'valid'> }) {
  const { t } = useAuthText();
  const canLogIn = state === 'used' || state === 'done';
  return (
    <Alert color={canLogIn ? 'blue' : 'red'} variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('setup.refusedTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{tm(setupMessages[state])}</Text>
        {canLogIn ? (
          <Button component={Link} to="/login" size="xs">
            {t('setup.goToLogin')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('setup.newLink')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

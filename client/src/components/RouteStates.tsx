import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { failureMessage } from '../lib/errors.ts';
import { useCommonText } from '../i18n/en/common.ts';

/**
 * A staff screen whose data could not load: the server's reason, Try again (runs the loaders
 * again) and, for a table, a way back to its first page (a stale cursor in a shared link).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useCommonText();
  const router = useRouter();
  const location = useLocation();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  const hasState = Object.keys(location.search).length > 0;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('routeStates.loadFailed')} role="alert">
      <Stack gap="sm">
        <Text size="sm">{failureMessage(error, t('routeStates.somethingWrong'))}</Text>
        <Group gap="sm">
          <Button size="xs" variant="white" color="red" onClick={retry}>
            {t('routeStates.tryAgain')}
          </Button>
          {hasState && (
            <Button size="xs" variant="subtle" color="red" onClick={() => void router.navigate({ to: location.pathname, search: {} }).then(retry)}>
              {t('routeStates.firstPage')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/** Shown when a staff screen's data takes more than a moment: the shape of a title and a table. */
export function RoutePending() {
  const { t } = useCommonText();
  return (
    <Stack gap="lg" aria-busy aria-label={t('routeStates.loading')}>
      <Skeleton h={36} w={220} radius="md" />
      <Skeleton h={18} w={360} maw="100%" radius="md" />
      <Skeleton h={320} radius="lg" />
    </Stack>
  );
}

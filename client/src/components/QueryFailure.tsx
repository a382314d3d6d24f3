import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { failureMessage } from '../lib/errors.ts';
import { useCommonText } from '../i18n/en/common.ts';

/** A query that could not load: what failed, the server's reason and a way to try again. */
export function QueryFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useCommonText();
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={title}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{failureMessage(error, t('routeStates.somethingWrong'))}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('routeStates.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}

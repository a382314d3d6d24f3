import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useAccountText } from '../../i18n/en/account.ts';

/** A card whose data could not load: what happened and a retry. */
export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useAccountText();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('loadFailed.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={retry}>
          {t('loadFailed.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDevicesOff } from '@tabler/icons-react';
import { useAccountText } from '../../i18n/en/account.ts';
import { useSignOut } from '../../lib/sign-out.tsx';

/** A lost phone or a shared computer: end every session of the account at once. */
export function SignOutEverywherePanel() {
  const { t } = useAccountText();
  const { confirmSignOutEverywhere } = useSignOut();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <div>
          <Title order={2} fz="h4">
            {t('signOutEverywhere.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('signOutEverywhere.intro')}
          </Text>
        </div>
        <Button variant="outline" color="var(--mantine-color-error)" leftSection={<IconDevicesOff size={18} aria-hidden />} onClick={confirmSignOutEverywhere}>
          {t('signOutEverywhere.button')}
        </Button>
      </Stack>
    </Paper>
  );
}

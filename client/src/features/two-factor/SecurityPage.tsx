import { Stack, Text, Title } from '@mantine/core';
import { useAuthText } from '../../i18n/en/auth.ts';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';

/** The Security screen of every area: one page, so staff and customers see the same steps. */
export function SecurityPage({ onCodesSaved }: { onCodesSaved?: () => void }) {
  const { t } = useAuthText();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('twoFactor.security.title')}</Title>
        <Text c="dimmed">{t('twoFactor.security.subtitle')}</Text>
      </div>
      <TwoFactorPanel {...(onCodesSaved ? { onCodesSaved } : {})} />
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';

/** The Security screen of every area: one page, so staff and customers see the same steps. */
export function SecurityPage({ onCodesSaved }: { onCodesSaved?: () => void }) {
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>Security</Title>
        <Text c="dimmed">Protect your account with a second step at sign-in.</Text>
      </div>
      <TwoFactorPanel {...(onCodesSaved ? { onCodesSaved } : {})} />
    </Stack>
  );
}

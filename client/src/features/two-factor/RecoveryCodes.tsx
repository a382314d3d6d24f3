import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatRecoveryCode } from '@nimbus/shared/two-factor';
import { IconDownload, IconKey } from '@tabler/icons-react';
import { useAuthText } from '../../i18n/en/auth.ts';
import { CopyValueButton } from '../../components/CopyValueButton.tsx';

/** The recovery codes, shown this once: copy, download, then confirm they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useAuthText();
  const formatted = codes.map(formatRecoveryCode);
  const text = `${t('twoFactor.recovery.fileHeading')}\n\n${formatted.join('\n')}\n`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="recovery-codes-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="recovery-codes-title">
          {t('twoFactor.recovery.title')}
        </Title>
        <Alert
          color="yellow"
          styles={{ title: { color: 'var(--nimbus-strong-text)' } }}
          icon={<IconKey size={18} aria-hidden />}
          title={t('twoFactor.recovery.saveTitle')}
        >
          {t('twoFactor.recovery.save')}
        </Alert>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('twoFactor.recovery.list')}>
          {formatted.map((code) => (
            <Text key={code} component="li" ff="monospace" fz="md" ta="center" py={6} bg="var(--nimbus-surface-muted)" style={{ borderRadius: 6 }}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <CopyValueButton value={formatted.join('\n')} label={t('twoFactor.recovery.copy')} />
            <Button
              component="a"
              variant="light"
              size="xs"
              leftSection={<IconDownload size={16} aria-hidden />}
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
              download="nimbus-recovery-codes.txt"
            >
              {t('twoFactor.recovery.download')}
            </Button>
          </Group>
          <Button onClick={onDone}>{t('twoFactor.recovery.saved')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

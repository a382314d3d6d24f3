import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { usePaymentText } from '../../i18n/en/payment.ts';
import { CopyValueButton } from '../../components/CopyValueButton.tsx';

/**
 * The order reference, before the customer pays (ADR 038): written in the transfer's note or
 * memo, it lets staff match the money to this order. Reserved for the customer when the page
 * opens; their upload takes it.
 */
export function OrderReference({ reference, failed }: { reference: string | null; failed: boolean }) {
  const { t } = usePaymentText();
  return (
    <Paper withBorder radius="md" p="md" bg="var(--nimbus-surface-muted)">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconReceipt size={24} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2}>
            <Text fw={700} component="h2" fz="md">
              {t('reference.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('reference.hint')}
            </Text>
          </Stack>
        </Group>
        {reference ? (
          <Group gap="xs" wrap="nowrap">
            <Text ff="monospace" fz={22} fw={800} data-testid="order-reference">
              {reference}
            </Text>
            <CopyValueButton value={reference} label={t('reference.copy')} compact />
          </Group>
        ) : failed ? (
          <Text size="sm" c="red.8">
            {t('reference.unavailable')}
          </Text>
        ) : (
          <Loader size="sm" aria-label={t('reference.loading')} />
        )}
      </Group>
    </Paper>
  );
}

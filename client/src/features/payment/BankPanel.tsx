import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PaymentMethod } from '@nimbus/shared/enums';
import { PAYMENT_METHOD_LABELS } from '@nimbus/shared/labels';
import { IconCreditCard } from '@tabler/icons-react';
import { usePaymentText } from '../../i18n/en/payment.ts';
import { tm } from '../../i18n/messages.ts';

/** Card and bank payments are not offered yet; bank details are never shown (specification 2). */
export function BankPanel({ onChoose }: { onChoose: (method: PaymentMethod) => void }) {
  const { t } = usePaymentText();
  return (
    <Stack gap="sm" align="flex-start">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color="gray" aria-hidden>
          <IconCreditCard size={22} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{tm(PAYMENT_METHOD_LABELS.bank)}</Text>
          <Text c="dimmed">{t('bank.comingSoon')}</Text>
        </div>
      </Group>
      <Text size="sm">{t('bank.meanwhile')}</Text>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={() => onChoose('crypto')}>
          {t('bank.useCrypto')}
        </Button>
        <Button variant="light" size="xs" onClick={() => onChoose('paypal')}>
          {t('bank.usePaypal')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PaymentMethod } from '@nimbus/shared/enums';
import { PAYMENT_METHOD_LABELS } from '@nimbus/shared/labels';
import { IconCreditCard } from '@tabler/icons-react';

/** Card and bank payments are not offered yet; bank details are never shown (specification 2). */
export function BankPanel({ onChoose }: { onChoose: (method: PaymentMethod) => void }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color="gray" aria-hidden>
          <IconCreditCard size={22} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{PAYMENT_METHOD_LABELS.bank}</Text>
          <Text c="dimmed">coming soon....</Text>
        </div>
      </Group>
      <Text size="sm">Meanwhile you can pay in a minute with crypto or PayPal.</Text>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={() => onChoose('crypto')}>
          Use crypto
        </Button>
        <Button variant="light" size="xs" onClick={() => onChoose('paypal')}>
          Use PayPal
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { paymentMessages } from '@nimbus/shared/payments';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePaymentText } from '../../i18n/en/payment.ts';
import { tm } from '../../i18n/messages.ts';

/** No plan in the URL, or one that is not on sale (any more): nothing to pay for here. */
export function NoPlanSelected({ unknownPlan }: { unknownPlan: boolean }) {
  const { t } = usePaymentText();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconShoppingCartOff size={32} />
        </ThemeIcon>
        <Title order={2}>{tm(paymentMessages.noPlan)}</Title>
        <Text c="dimmed" maw={420}>
          {unknownPlan ? t('noPlan.unknownPlan') : t('noPlan.choose')}
        </Text>
        <Button mt="sm" renderRoot={(props) => <Link {...props} to="/home" search={{ section: 'plans' }} />}>
          {t('noPlan.seePlans')}
        </Button>
      </Stack>
    </Paper>
  );
}

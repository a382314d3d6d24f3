import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { paymentMessages } from '@nimbus/shared/payments';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** No plan in the URL, or one that is not on sale (any more): nothing to pay for here. */
export function NoPlanSelected({ unknownPlan }: { unknownPlan: boolean }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconShoppingCartOff size={32} />
        </ThemeIcon>
        <Title order={2}>{paymentMessages.noPlan}</Title>
        <Text c="dimmed" maw={420}>
          {unknownPlan
            ? 'The plan in this link is not on sale any more. Choose one of our current plans to continue.'
            : 'Choose a plan and the number of devices first; you will pay for it here.'}
        </Text>
        <Button mt="sm" renderRoot={(props) => <Link {...props} to="/home" search={{ section: 'plans' }} />}>
          See the plans
        </Button>
      </Stack>
    </Paper>
  );
}

import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAccountText } from '../../i18n/en/account.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** A plan option with a free trial (ADR 039). */
export type TrialChoice = { planId: number; planName: string; hours: number; devices: number };

/**
 * Free trials a new customer may start without paying: one button per plan. The server decides
 * whether this customer may (one trial ever, the daily caps) and says why not.
 */
export function TrialOffer({ choices, title }: { choices: readonly TrialChoice[]; title?: string }) {
  const { t } = useAccountText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation(trpc.trials.start.mutationOptions());
  if (choices.length === 0) return null;

  async function startTrial(choice: TrialChoice) {
    try {
      const started = await start.mutateAsync({ planId: choice.planId });
      await Promise.all([queryClient.invalidateQueries(trpc.subscriptions.pathFilter()), queryClient.invalidateQueries(trpc.notifications.pathFilter())]);
      showSuccess(started.message);
      await navigate({ to: '/user' });
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, t('trial.failed')) });
    }
  }

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="trial-offer-title">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light" color="grape" aria-hidden>
          <IconGift size={24} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="h4" id="trial-offer-title">
            {title ?? t('trial.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('trial.intro')}
          </Text>
          <Stack gap="xs" mt={4}>
            {choices.map((choice) => (
              <Group key={choice.planId} justify="space-between" gap="sm">
                <Text size="sm" fw={600}>
                  {choice.planName}{' '}
                  <Text span size="sm" c="dimmed" fw={400}>
                    · {t('trial.hours', { hours: choice.hours })} · {t('devices', { count: choice.devices })}
                  </Text>
                </Text>
                <Button
                  size="sm"
                  color="grape"
                  loading={start.isPending && start.variables.planId === choice.planId}
                  disabled={start.isPending}
                  onClick={() => void startTrial(choice)}
                  aria-label={t('trial.startLabel', { plan: choice.planName })}
                >
                  {t('trial.start')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Stack>
      </Group>
    </Paper>
  );
}

import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '@nimbus/shared/format';
import { telegramMessages, type TelegramDeepLink } from '@nimbus/shared/telegram';
import { IconBrandTelegram, IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccountText } from '../../i18n/en/account.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Notifications on Telegram (ADR 045): "Link Telegram" makes a one-time deep link to the shop's bot;
 * the card looks every few seconds until the bot has seen it, then says the chat is linked.
 * Hidden when the shop has no bot.
 */
export function TelegramPanel() {
  const { t } = useAccountText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TelegramDeepLink | null>(null);
  const mine = useQuery({
    ...trpc.telegram.mine.queryOptions(),
    // While a link waits to be opened in Telegram: until it is used or expires.
    refetchInterval: (query) => (pending && !query.state.data?.linked && pending.expiresAt.getTime() > Date.now() ? 3_000 : false),
  });
  const link = useMutation(
    trpc.telegram.link.mutationOptions({
      onSuccess: setPending,
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, telegramMessages.linkFailed) }),
    }),
  );
  const unlink = useMutation(
    trpc.telegram.unlink.mutationOptions({
      onSuccess: (view) => {
        setPending(null);
        queryClient.setQueryData(trpc.telegram.mine.queryKey(), view);
        showSuccess(telegramMessages.unlinked);
      },
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, telegramMessages.unlinkFailed) }),
    }),
  );
  const view = mine.data;
  if (!view?.available) return null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="telegram-title">
      <Stack gap="sm" align="flex-start">
        <div>
          <Title order={2} fz="h4" id="telegram-title">
            Telegram
          </Title>
          <Text size="sm" c="dimmed">
            {t('telegram.intro')}
          </Text>
        </div>
        {view.linked ? (
          <>
            <Text size="sm" data-testid="telegram-status">
              <IconBrandTelegram size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
              {view.linkedAt ? t('telegram.linkedSince', { day: formatDay(view.linkedAt) }) : t('telegram.linked')}
            </Text>
            <Button variant="outline" leftSection={<IconLinkOff size={18} aria-hidden />} onClick={() => unlink.mutate()} loading={unlink.isPending}>
              {t('telegram.unlink')}
            </Button>
          </>
        ) : pending && pending.expiresAt.getTime() > Date.now() ? (
          <>
            <Text size="sm" data-testid="telegram-status">
              {t('telegram.waiting')}
            </Text>
            <Group gap="sm">
              <Button component="a" href={pending.url} target="_blank" rel="noopener noreferrer" leftSection={<IconBrandTelegram size={18} aria-hidden />}>
                {t('telegram.open')}
              </Button>
              <Anchor component="button" type="button" size="sm" onClick={() => link.mutate()}>
                {t('telegram.newLink')}
              </Anchor>
            </Group>
          </>
        ) : (
          <Button leftSection={<IconBrandTelegram size={18} aria-hidden />} onClick={() => link.mutate()} loading={link.isPending}>
            {t('telegram.link')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '@nimbus/shared/format';
import { telegramMessages, type TelegramDeepLink } from '@nimbus/shared/telegram';
import { IconBrandTelegram, IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
            Payment updates, your credentials, renewal reminders and ticket replies in Telegram, as well as here.
          </Text>
        </div>
        {view.linked ? (
          <>
            <Text size="sm" data-testid="telegram-status">
              <IconBrandTelegram size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Linked
              {view.linkedAt ? ` since ${formatDay(view.linkedAt)}` : ''}. Send /stop to the bot to unlink from Telegram.
            </Text>
            <Button variant="outline" leftSection={<IconLinkOff size={18} aria-hidden />} onClick={() => unlink.mutate()} loading={unlink.isPending}>
              Unlink Telegram
            </Button>
          </>
        ) : pending && pending.expiresAt.getTime() > Date.now() ? (
          <>
            <Text size="sm" data-testid="telegram-status">
              Open the link in Telegram and press Start. It works once, for 15 minutes; this card updates when the bot has it.
            </Text>
            <Group gap="sm">
              <Button component="a" href={pending.url} target="_blank" rel="noopener noreferrer" leftSection={<IconBrandTelegram size={18} aria-hidden />}>
                Open Telegram
              </Button>
              <Anchor component="button" type="button" size="sm" onClick={() => link.mutate()}>
                New link
              </Anchor>
            </Group>
          </>
        ) : (
          <Button leftSection={<IconBrandTelegram size={18} aria-hidden />} onClick={() => link.mutate()} loading={link.isPending}>
            Link Telegram
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

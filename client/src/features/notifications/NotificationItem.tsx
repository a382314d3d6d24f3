import { Anchor, Badge, Button, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { NotificationItem as Item } from '@nimbus/shared/notifications';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { formatDateTime } from '@nimbus/shared/format';
import { useAccountText } from '../../i18n/en/account.ts';
import { isInternalLink, linkLabel } from './notification-link.ts';
import classes from './NotificationItem.module.css';

type Props = { item: Item; onMarkRead: (id: number) => void; marking: boolean };

/** One notification: title, message, date, its link; unread ones stand out and can be marked read. */
export function NotificationItem({ item, onMarkRead, marking }: Props) {
  const { t } = useAccountText();
  const navigate = useNavigate();
  const titleId = `notification-${item.id}-title`;

  // Following the link reads the notification; a modified click (new tab) keeps the browser's way.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!item.read) onMarkRead(item.id);
    if (!item.link || !isInternalLink(item.link) || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href: item.link });
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.item} data-unread={!item.read || undefined}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} className={classes.body}>
          <Group gap="xs" wrap="nowrap" align="center">
            {!item.read && (
              <Badge size="sm" variant="filled" color="nimbus" className={classes.badge}>
                {t('notifications.new')}
              </Badge>
            )}
            <Title order={2} fz="md" fw={item.read ? 600 : 800} id={titleId} className={classes.title}>
              {item.title}
            </Title>
          </Group>
          <Text size="sm">{item.message}</Text>
          {/* On a phone the link has a line of its own: side by side, a short link fit beside the date and a long one did not. */}
          <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }} gap={{ base: 4, sm: 'md' }} mt={2}>
            <Text size="xs" c="dimmed" component="time" dateTime={new Date(item.date).toISOString()}>
              {formatDateTime(item.date)}
            </Text>
            {item.link && (
              <Anchor
                href={item.link}
                onClick={follow}
                size="sm"
                fw={600}
                aria-describedby={titleId}
                {...(isInternalLink(item.link) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                <Group gap={4} component="span" wrap="nowrap">
                  {linkLabel(item.link, t)}
                  <IconArrowRight size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
          </Flex>
        </Stack>
        {!item.read && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={() => onMarkRead(item.id)}
            loading={marking}
            aria-describedby={titleId}
            className={classes.action}
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

import { ActionIcon, Anchor, Group } from '@mantine/core';
import { IconBrandTelegram } from '@tabler/icons-react';
import { site } from '../../lib/site.ts';

const label = `Chat with support on ${site.messagingAppName} (opens in a new tab)`;

/** The header's round messaging-app button. */
export function MessagingAppIcon() {
  return (
    <ActionIcon
      component="a"
      href={site.messagingAppUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={`${site.messagingAppName} support`}
      size={36}
      radius="xl"
      variant="filled"
      color="#1a7bbf"
    >
      <IconBrandTelegram size={22} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}

/** The footer's messaging-app link, with its name written out. */
export function MessagingAppLink({ className }: { className?: string }) {
  return (
    <Anchor href={site.messagingAppUrl} target="_blank" rel="noopener noreferrer" className={className}>
      <Group gap={6} component="span" wrap="nowrap">
        <IconBrandTelegram size={18} stroke={1.6} aria-hidden />
        {site.messagingAppName}: {site.messagingAppUrl.replace('https://', '')}
      </Group>
    </Anchor>
  );
}

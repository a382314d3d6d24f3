import { ActionIcon, Anchor, Group, VisuallyHidden } from '@mantine/core';
import { MessagingIcon } from '../../components/MessagingIcon.tsx';
import { useLayoutText } from '../../i18n/en/layout.ts';
import { displayLink, useSiteSettings } from '../../lib/site-settings.ts';

/** The header's round messaging-app button; nothing when no channel is set. */
export function MessagingAppIcon() {
  const { t } = useLayoutText();
  const { messagingLink, messagingAppName } = useSiteSettings();
  if (!messagingLink) return null;
  return (
    <ActionIcon
      component="a"
      href={messagingLink}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('messaging.chat', { app: messagingAppName })} ${t('messaging.newTab')}`}
      title={t('messaging.support', { app: messagingAppName })}
      size={36}
      radius="xl"
      variant="filled"
      color="#1a7bbf"
    >
      <MessagingIcon app={messagingAppName} size={22} stroke={1.6} />
    </ActionIcon>
  );
}

/** The footer's messaging-app link, with its name written out; nothing when no channel is set. */
export function MessagingAppLink({ className }: { className?: string }) {
  const { t } = useLayoutText();
  const { messagingLink, messagingAppName } = useSiteSettings();
  if (!messagingLink) return null;
  return (
    <Anchor href={messagingLink} target="_blank" rel="noopener noreferrer" className={className}>
      <Group gap={6} component="span" wrap="nowrap">
        <MessagingIcon app={messagingAppName} size={18} stroke={1.6} />
        <span>
          {messagingAppName}: {displayLink(messagingLink)}
          <VisuallyHidden component="span"> {t('messaging.newTab')}</VisuallyHidden>
        </span>
      </Group>
    </Anchor>
  );
}

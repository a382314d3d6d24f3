import { IconBrandDiscord, IconBrandMessenger, IconBrandTelegram, IconBrandWhatsapp, IconMessageCircle, type IconProps } from '@tabler/icons-react';

const ICONS: Record<string, typeof IconMessageCircle> = {
  Telegram: IconBrandTelegram,
  WhatsApp: IconBrandWhatsapp,
  Discord: IconBrandDiscord,
  Messenger: IconBrandMessenger,
};

/** The support channel's app logo (from `SiteSettings.messagingAppName`), a chat bubble for others. Decorative. */
export function MessagingIcon({ app, ...props }: IconProps & { app: string }) {
  const Icon = ICONS[app] ?? IconMessageCircle;
  return <Icon aria-hidden {...props} />;
}

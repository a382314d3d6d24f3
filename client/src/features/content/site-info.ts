import { useSiteSettings } from '../../lib/site-settings.ts';

export type SiteInfo = {
  brandName: string;
  supportEmail: string;
  messagingAppUrl: string;
  messagingAppName: string;
};

/** Brand and support contacts for the static pages, from the public settings an admin edits. */
export function useSiteInfo(): SiteInfo {
  const settings = useSiteSettings();
  return {
    brandName: settings.brandName,
    supportEmail: settings.supportEmail,
    messagingAppUrl: settings.messagingLink,
    messagingAppName: settings.messagingAppName,
  };
}

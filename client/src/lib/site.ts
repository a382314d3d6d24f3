import type { PublicSettings } from '@nimbus/shared/settings';

/**
 * What the site shows until `settings.public` answers (and if it cannot): the brand and support
 * contacts an admin edits live in the `settings` table (DESIGN.md). Read them through
 * `useSiteSettings()` (lib/site-settings.ts); payment destinations have no fallback on purpose,
 * so no stale wallet address is ever shown.
 */
export const fallbackSettings: PublicSettings = {
  brandName: 'Nimbus TV',
  supportEmail: '',
  messagingLink: 'https://t.me/nimbus_tv_support',
  usdtAddress: '',
  btcAddress: '',
  ethAddress: '',
  paypalLink: '',
};

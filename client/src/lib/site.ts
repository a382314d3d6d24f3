// Support contacts and brand. DESIGN.md moves these into the `settings` table (editable by an
// admin); until the client reads them from the API, this is the one place they live.
export const site = {
  brandName: 'Nimbus TV',
  supportEmail: 'support@nimbus.example',
  messagingAppUrl: 'https://t.me/nimbus_tv_support',
  messagingAppName: 'Telegram',
} as const;

// The notifications the shop writes (services/notification-texts.ts), in English: the source every
// other language translates. A notification is stored as its kind and values and read in the
// viewer's language; the English text is stored too (the legacy REST, rows from before).
export const notifications = {
  welcome: {
    title: 'Welcome to {{brand}}',
    message:
      'Your account is ready. Choose a plan and upload your payment receipt: we activate your subscription 5 to 15 minutes after the payment is confirmed.',
  },
  paymentVerified: {
    title: 'Payment verified',
    message: 'Your payment of {{amount}} for the {{plan}} plan (order {{reference}}) was verified.',
    upgraded: 'Your subscription is now on the {{plan}} plan until {{day}}.',
    renewed: 'Your subscription is renewed until {{day}}.',
  },
  paymentRejected: {
    title: 'Payment not verified',
    message: 'We could not verify your payment of {{amount}} for the {{plan}} plan (order {{reference}}).',
    reason: 'Reason: {{reason}}',
    submitAgain: 'You can submit it again.',
  },
  subscriptionActivated: {
    title: 'Subscription active',
    message: 'Your {{plan}} subscription is active. Your streaming credentials are in your dashboard.',
  },
  subscriptionDeactivated: {
    title: 'Subscription deactivated',
    message: 'Your {{plan}} subscription was deactivated. Renew any time from your dashboard.',
  },
  ticketChanged: {
    titleStatus: 'Ticket #{{id}}: {{status}}',
    titleReply: 'Reply to your ticket #{{id}}',
    nowStatus: 'Your ticket "{{subject}}" is now {{status}}.',
    replied: 'Support replied to your ticket "{{subject}}".',
    reply: 'Support replied: {{reply}}',
  },
  ticketStatus: { Open: 'Open', InProgress: 'In Progress', Resolved: 'Resolved' },
  trialStarted: {
    title: 'Free trial started',
    message: "Your free trial of {{hours}} hours is being set up. Your line's details appear on your dashboard once it is ready.",
  },
  trialEnding: {
    title: 'Free trial ending soon',
    message_one: 'Your free trial of {{plan}} ends in {{count}} hour, on {{when}} (UTC). Pay for the plan to keep watching.',
    message_other: 'Your free trial of {{plan}} ends in {{count}} hours, on {{when}} (UTC). Pay for the plan to keep watching.',
  },
  trialEnded: {
    title: 'Free trial ended',
    message: 'Your free trial of {{plan}} has ended. Pay for the plan to start watching again.',
  },
  subscriptionExpiring: {
    title: 'Subscription expiring soon',
    message_one: 'Your {{plan}} subscription ends in {{count}} day, on {{day}}. Renew now to keep watching.',
    message_other: 'Your {{plan}} subscription ends in {{count}} days, on {{day}}. Renew now to keep watching.',
  },
  subscriptionExpired: {
    title: 'Subscription expired',
    message: 'Your {{plan}} subscription ended on {{day}}. Renew any time to start watching again.',
  },
  lineReady: {
    title: 'Your line is ready',
    trialUntil: 'Your free trial of {{plan}} is on until {{when}} (UTC).',
    activeUntil: 'Your {{plan}} subscription is active until {{day}}.',
    playlist: 'Playlist (M3U): {{url}}',
    xtream: 'Xtream Codes: server {{host}}, user name {{userName}}, password {{password}}.',
    hostInDashboard: 'see your dashboard',
  },
  linePasswordChanged: {
    title: 'Line password changed',
    message: 'Your line has its new password. Enter it in your player apps; the old one no longer works.',
  },
} as const;

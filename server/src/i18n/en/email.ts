// The e-mails the shop sends (services/email/templates.ts), in English: the source every other
// language translates. Values arrive formatted (dates, money) in the recipient's language.
export const email = {
  layout: {
    subject: '{{subject}} · {{brand}}',
    signature: '— {{brand}} support',
    contactEmail: 'E-mail: {{address}}',
    contactChat: 'Chat: {{link}}',
  },
  hello: 'Hello {{name}},',
  helloNoName: 'Hello,',
  passwordReset: {
    subject: 'Your password reset code',
    code: 'Your password reset code is {{code}}. It expires in {{minutes}} minutes and works once.',
    notYou: 'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    action: 'Enter the code',
  },
  paymentVerified: {
    subject: 'Payment verified (order {{reference}})',
    verified: 'We verified your payment of {{amount}} for the {{plan}} plan (order reference {{reference}}).',
    invoice: 'Your invoice {{number}} is attached; you can also download it from your dashboard.',
    renewed: 'Your subscription is renewed until {{day}}; your streaming user name and password stay the same.',
    activating: 'Your subscription is activated within 5 to 15 minutes; your streaming credentials will then appear in your dashboard.',
    action: 'Open your dashboard',
  },
  paymentRejected: {
    subject: 'We could not verify your payment (order {{reference}})',
    notVerified: 'We could not verify your payment of {{amount}} for the {{plan}} plan (order reference {{reference}}).',
    reason: 'Reason: {{reason}}',
    checkReceipt: 'Please check the receipt you uploaded.',
    next: 'You can upload a new receipt from your dashboard, or ask us through a support ticket.',
    action: 'Upload a new receipt',
  },
  subscriptionActivated: {
    subject: 'Your subscription is active',
    active: 'Your {{plan}} subscription is active until {{day}}.',
    credentials: 'Your streaming user name and password are in your dashboard. Enjoy watching!',
    action: 'See your credentials',
  },
  lineReady: {
    subject: 'Your subscription is active: your line is ready',
    active: 'Your {{plan}} subscription is active until {{day}}.',
    playlist: 'Playlist (M3U) link: {{url}}',
    xtream: 'Xtream Codes login: server {{host}}, user name {{userName}}, password {{password}}.',
    hostInDashboard: 'as shown in your dashboard',
    sameDetails: 'The same details are in your dashboard. Enjoy watching!',
    action: 'See your line',
  },
  subscriptionExpiring: {
    subject_one: 'Your subscription ends in {{count}} day',
    subject_other: 'Your subscription ends in {{count}} days',
    endsOn: 'Your {{plan}} subscription ends on {{day}}.',
    renewNow: 'Renew now to keep watching without interruption.',
    action: 'Renew your plan',
  },
  subscriptionExpired: {
    subject: 'Your subscription has ended',
    ended: 'Your {{plan}} subscription has ended.',
    renewAnyTime: 'Renew any time to start watching again.',
    action: 'Renew your plan',
  },
  trialEnding: {
    subject_one: 'Your free trial ends in {{count}} hour',
    subject_other: 'Your free trial ends in {{count}} hours',
    endsOn: 'Your free trial of {{plan}} ends on {{when}} (UTC).',
    payToKeep: 'Pay for the plan to keep watching: your paid subscription starts as soon as we verify your payment.',
    action: 'Choose your plan',
  },
  ticketReply: {
    subject: 'Reply to your ticket #{{id}}',
    answered: 'Our support team answered your ticket #{{id}} "{{subject}}" (status: {{status}}):',
    action: 'Open your tickets',
  },
} as const;

// The bot's own messages (services/telegram/*), in English: its replies to a chat's commands and
// the staff chat's alerts. Notifications reach Telegram in the notifications catalogue's words.
export const telegram = {
  replies: {
    linked: 'Your account is linked. Payment updates, your credentials, renewal reminders and ticket replies will arrive here. Send /stop to unlink.',
    badToken: 'This link has expired or was already used. Open your account page and press "Link Telegram" again.',
    hello: 'Hello! To get your notifications here, open your account page and press "Link Telegram".',
    stopped: 'This chat is no longer linked to your account. Link it again from your account page at any time.',
    notLinked: 'This chat is not linked to any account.',
  },
  staff: {
    newPayment: {
      title: 'New payment to review',
      message: '{{name}}: {{amount}} by {{method}}, reference {{reference}}.',
    },
    newTicket: {
      title: 'New ticket #{{id}}',
      message: '{{subject}} ({{category}}, {{priority}} priority)',
    },
  },
} as const;

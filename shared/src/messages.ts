import { authMessages } from './auth-messages.ts';
import { couponMessages } from './coupons.ts';
import { invoiceMessages } from './invoices.ts';
import { LABELS } from './labels.ts';
import { lineMessages } from './line.ts';
import { pagingMessages } from './paging.ts';
import { panelDriftMessages } from './panel-drift.ts';
import { panelMessages, provisioningMessages } from './panel.ts';
import { resetMessages } from './password-reset.ts';
import { paymentMessages } from './payments.ts';
import { planMessages } from './plans.ts';
import { serviceMessages } from './service.ts';
import { sessionMessages } from './sessions.ts';
import { settingsMessages } from './settings.ts';
import { setupMessages } from './setup.ts';
import { subscriptionMessages } from './subscriptions.ts';
import { telegramMessages } from './telegram.ts';
import { attachmentMessages } from './ticket-attachments.ts';
import { ticketMessages } from './tickets.ts';
import { trialMessages } from './trials.ts';
import { twoFactorMessages } from './two-factor.ts';
import { userMessages } from './users.ts';
import { webhookMessages } from './webhooks.ts';

// Every text the shared code gives people (validation messages, the server's refusals, labels of
// stored values) in one catalogue, English as the modules write it. The API answers in these
// English words (the legacy REST clients read them); a screen in another language shows each one
// through its translation (messages-es.ts, lib/messages.ts in the client), found by its English
// text. A text with values is a template: "Valid from {{day}}.", filled by fillMessage (message-text.ts).
export const messageCatalogue = {
  auth: authMessages,
  coupons: couponMessages,
  invoices: invoiceMessages,
  labels: LABELS,
  line: lineMessages,
  paging: pagingMessages,
  panelDrift: panelDriftMessages,
  panel: panelMessages,
  provisioning: provisioningMessages,
  reset: resetMessages,
  payments: paymentMessages,
  plans: planMessages,
  service: serviceMessages,
  sessions: sessionMessages,
  settings: settingsMessages,
  setup: setupMessages,
  subscriptions: subscriptionMessages,
  telegram: telegramMessages,
  attachments: attachmentMessages,
  tickets: ticketMessages,
  trials: trialMessages,
  twoFactor: twoFactorMessages,
  users: userMessages,
  webhooks: webhookMessages,
} as const;
export type MessageCatalogue = typeof messageCatalogue;

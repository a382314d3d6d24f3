import { authMessages } from './auth-messages.ts';
import { COUPON_REFUSALS, couponMessages } from './coupons.ts';
import { idMessages } from './ids.ts';
import { invoiceMessages } from './invoices.ts';
import { LABELS } from './labels.ts';
import { lineMessages, lineProblemText } from './line.ts';
import { notificationMessages } from './notifications.ts';
import { pagingMessages } from './paging.ts';
import { panelDriftMessages } from './panel-drift.ts';
import { panelMessages, panelProblemText, provisioningMessages } from './panel.ts';
import { resetMessages } from './password-reset.ts';
import { paymentMessages, receiptMissingMessages } from './payments.ts';
import { planMessages } from './plans.ts';
import { prorationMessages } from './proration.ts';
import { inputMessages, limitMessages, requestMessages, serviceMessages } from './service.ts';
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
  couponRefusals: COUPON_REFUSALS,
  ids: idMessages,
  invoices: invoiceMessages,
  labels: LABELS,
  line: lineMessages,
  lineProblems: lineProblemText,
  notifications: notificationMessages,
  paging: pagingMessages,
  panelDrift: panelDriftMessages,
  panel: panelMessages,
  panelProblems: panelProblemText,
  provisioning: provisioningMessages,
  reset: resetMessages,
  payments: paymentMessages,
  receiptMissing: receiptMissingMessages,
  plans: planMessages,
  proration: prorationMessages,
  service: serviceMessages,
  requests: requestMessages,
  input: inputMessages,
  limits: limitMessages,
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

// The audit log's words, as the server writes them (server/src/services/*: recordAudit), with
// the label an admin reads. An action missing here still shows, by its raw name.

export const AUDIT_ENTITIES = [
  { value: 'user', label: 'User' },
  { value: 'plan', label: 'Plan' },
  { value: 'payment', label: 'Payment' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'ticket', label: 'Ticket' },
  { value: 'coupon', label: 'Coupon' },
  { value: 'webhook', label: 'Webhook endpoint' },
  { value: 'settings', label: 'Settings' },
] as const;

export const AUDIT_ACTIONS: Record<string, string> = {
  'user.activate': 'User activated',
  'user.suspend': 'User suspended',
  'user.delete': 'User deleted',
  'user.twoFactorEnable': 'Two-factor authentication turned on',
  'user.twoFactorDisable': 'Two-factor authentication turned off',
  'user.telegramLink': 'Telegram chat linked',
  'user.telegramUnlink': 'Telegram chat unlinked',
  'setup.admin': 'First ADMIN created (setup link)',
  'plan.create': 'Plan created',
  'plan.update': 'Plan updated',
  'plan.delete': 'Plan deleted',
  'plan.panel': 'Plan panel settings updated',
  'coupon.create': 'Coupon created',
  'coupon.update': 'Coupon updated',
  'coupon.delete': 'Coupon deleted',
  'webhook.create': 'Webhook endpoint created',
  'webhook.update': 'Webhook endpoint updated',
  'webhook.delete': 'Webhook endpoint deleted',
  'webhook.rotateSecret': 'Webhook secret rotated',
  'webhook.test': 'Webhook test sent',
  'webhook.redeliver': 'Webhook delivery sent again',
  'webhook.settings': 'Private webhook endpoints allowed or refused',
  'payment.submit': 'Payment submitted',
  'payment.verify': 'Payment verified',
  'payment.reject': 'Payment rejected',
  'subscription.activate': 'Subscription activated',
  'subscription.deactivate': 'Subscription deactivated',
  'subscription.delete': 'Subscription deleted',
  'subscription.expire': 'Subscription expired',
  'subscription.renew': 'Subscription renewed',
  'subscription.convert_trial': 'Free trial converted to the paid plan',
  'subscription.upgrade': 'Subscription upgraded (pro-rated)',
  'subscription.line_upgrade': 'Line devices and bouquets changed on the panel',
  'subscription.provision': 'Line queued on the panel (Provisioning)',
  'subscription.line_renew': 'Line extended on the panel',
  'subscription.line_disable': 'Line disabled on the panel',
  'subscription.panel_failed': 'Panel action failed after its retries',
  'subscription.panel_retry': 'Panel action retried by staff',
  'subscription.drift_check': 'Line checked against the panel',
  'subscription.line_recreate_request': 'Lost line queued to be re-created',
  'subscription.line_recreate': 'Lost line re-created on the panel',
  'ticket.update': 'Ticket updated',
  'settings.update': 'Settings updated',
  'panel.update': 'IPTV panel settings updated',
  'panel.reconcile': 'Panel reconciliation run requested',
  'telegram.update': 'Telegram bot settings updated',
};

export function actionLabel(action: string): string {
  return AUDIT_ACTIONS[action] ?? action;
}

export function entityLabel(entity: string): string {
  return AUDIT_ENTITIES.find((e) => e.value === entity)?.label ?? entity;
}

/** The action filter's choices: every known action, or those of the chosen entity. */
export function actionOptions(entity: string | null): { value: string; label: string }[] {
  return Object.entries(AUDIT_ACTIONS)
    .filter(([action]) => !entity || action.startsWith(`${entity}.`))
    .map(([value, label]) => ({ value, label }));
}

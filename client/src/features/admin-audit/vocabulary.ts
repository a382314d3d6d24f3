import { settings, useSettingsText } from '../../i18n/en/settings.ts';

// The audit log's words, as the server writes them (server/src/services/*: recordAudit), with
// the label an admin reads (the settings catalogue's audit.entities and audit.actions: the action
// 'user.activate' is audit.actions.user.activate). An action missing there still shows, by its raw name.

const text = useSettingsText.t;

/** The entities the log records, in the order the filter lists them. */
export const AUDIT_ENTITIES = ['user', 'plan', 'payment', 'subscription', 'ticket', 'coupon', 'webhook', 'settings'] as const;
type AuditEntity = (typeof AUDIT_ENTITIES)[number];

type Actions = typeof settings.audit.actions;
type AuditAction = { [Entity in keyof Actions]: `${Entity}.${keyof Actions[Entity] & string}` }[keyof Actions];

/** Every known action, in the catalogue's order. */
const AUDIT_ACTIONS = Object.entries(settings.audit.actions).flatMap(([entity, actions]) =>
  Object.keys(actions).map((name) => `${entity}.${name}` as AuditAction),
);

const isAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as string[]).includes(action);
const isEntity = (entity: string): entity is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(entity);

export function actionLabel(action: string): string {
  return isAction(action) ? text(`audit.actions.${action}`) : action;
}

export function entityLabel(entity: string): string {
  return isEntity(entity) ? text(`audit.entities.${entity}`) : entity;
}

/** The entity filter's choices. */
export function entityOptions(): { value: string; label: string }[] {
  return AUDIT_ENTITIES.map((value) => ({ value, label: entityLabel(value) }));
}

/** The action filter's choices: every known action, or those of the chosen entity. */
export function actionOptions(entity: string | null): { value: string; label: string }[] {
  return AUDIT_ACTIONS.filter((action) => !entity || action.startsWith(`${entity}.`)).map((value) => ({ value, label: actionLabel(value) }));
}

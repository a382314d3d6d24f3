import { AUDIT_REFERENCE_FIELDS, type AuditPerson, type AuditRefs } from '@nimbus/shared/audit';
import type { PaymentMethod, Role } from '@nimbus/shared/enums';
import { formatDateTime } from '@nimbus/shared/format';
import { PAYMENT_METHOD_LABELS, ROLE_LABELS } from '@nimbus/shared/labels';
import { common, useCommonText } from '../../i18n/en/common.ts';
import { settings, useSettingsText } from '../../i18n/en/settings.ts';
import { tm } from '../../i18n/messages.ts';

const auditText = useSettingsText.t;

export type Change = { field: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Null and a missing field both mean "no value": `{ agentId: null }` against `{}` is no change. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an audit row changed, field by field: a created row has only "after" values, a deleted
 * one only "before"; nested objects (bank details) are compared by their dotted paths.
 */
export function diffValues(before: unknown, after: unknown, prefix = ''): Change[] {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before, after) ? [] : [{ field: prefix || 'value', before: before ?? undefined, after: after ?? undefined }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field}` : field;
    if (isRecord(from[field]) && isRecord(to[field])) return diffValues(from[field], to[field], path);
    return same(from[field], to[field]) ? [] : [{ field: path, before: from[field], after: to[field] }];
  });
}

/** A date the server wrote into the JSON (a subscription's end date): an ISO instant. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as one short line: '—' for none, Yes/No, dates in the reader's zone, lists joined, anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? auditText('audit.yes') : auditText('audit.no');
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
  return JSON.stringify(value);
}

/**
 * Fields that only repeat what the row already says: the record's own id (shown as "Ticket #3"
 * beside the action) and the id of a ticket's new comment (the reply itself is on the ticket).
 */
const HIDDEN_FIELDS = new Set(['id', 'commentId']);

/**
 * The fields the catalogue names (audit.fields): those whose name does not say what they hold
 * once split into words, and the common ones, so that they read in the reader's language.
 */
const isNamedField = (field: string): field is keyof typeof settings.audit.fields => Object.hasOwn(settings.audit.fields, field);

const ACRONYMS = new Set(['iban', 'swift', 'url', 'btc', 'eth', 'usdt', 'm3u', 'id']);

/** A field path as words: "status" → "Status", "bankDetails.iban" → "Bank details › IBAN", "agentId" → "Agent". */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((segment) => {
      if (isNamedField(segment)) return auditText(`audit.fields.${segment}`);
      const words = segment
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .split(' ')
        .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
      const text = words.join(' ');
      return text.charAt(0).toUpperCase() + text.slice(1);
    })
    .join(' › ');
}

/** A value as read: its text, and the person it names when it is a user's id (the screen links to them). */
export type Shown = { text: string; person?: AuditPerson & { id: number } };

/**
 * A change as the log shows it: words for the field, names for ids, labels for stored words.
 * `context` is a value the row recorded beside its change without changing it (the end date of
 * a subscription that expired, the customer of a deleted one): shown as it was, not as removed.
 */
export type ReadableChange = { field: string; label: string; before: Shown | undefined; after: Shown; context: boolean };

const isReference = (field: string): field is keyof typeof AUDIT_REFERENCE_FIELDS => Object.hasOwn(AUDIT_REFERENCE_FIELDS, field);

const isStatus = (value: string): value is keyof typeof common.status => Object.hasOwn(common.status, value);

/** Stored values with a label of their own. */
function storedWord(field: string, value: unknown): string | undefined {
  // A ticket update records whether its comment was for staff only (null when none was written).
  if (field === 'internal' && typeof value === 'boolean') return value ? auditText('audit.internalNote') : auditText('audit.sentToCustomer');
  if (typeof value !== 'string') return undefined;
  if (field === 'apiKey' || field === 'botToken') {
    const change = value === 'not set' ? 'notSet' : value;
    if (change === 'set' || change === 'replaced' || change === 'removed' || change === 'notSet') return auditText(`audit.secretChanges.${change}`);
  }
  if (field === 'kind' && (value === 'percent' || value === 'fixed')) return auditText(`audit.couponKinds.${value}`);
  if (field === 'method' && Object.hasOwn(PAYMENT_METHOD_LABELS, value)) return tm(PAYMENT_METHOD_LABELS[value as PaymentMethod]);
  if (field === 'role' && Object.hasOwn(ROLE_LABELS, value)) return tm(ROLE_LABELS[value as Role]);
  // Every status word (a user's Suspend, a ticket's InProgress, a payment's Completed) as the badges word it.
  if (field === 'status' && isStatus(value)) return useCommonText.t(`status.${value}`);
  return undefined;
}

function read(field: string, value: unknown, refs: AuditRefs): Shown {
  if (isReference(field) && typeof value === 'number') {
    if (AUDIT_REFERENCE_FIELDS[field] === 'plan') return { text: refs.plans[value] ?? `#${value}` };
    const person = refs.users[value];
    return person ? { text: person.name || person.email, person: { ...person, id: value } } : { text: `#${value}` };
  }
  return { text: storedWord(field, value) ?? showValue(value) };
}

/** The changes of an audit row as people read them, then the values it kept for context; technical fields left out. */
export function readableChanges(before: unknown, after: unknown, refs: AuditRefs): ReadableChange[] {
  const readable = diffValues(before, after)
    .filter((change) => !HIDDEN_FIELDS.has(change.field))
    .map((change): ReadableChange => {
      const label = fieldLabel(change.field);
      // Only in "before" while the row has an "after": recorded for context, not removed.
      if (isRecord(after) && change.after === undefined) {
        return { field: change.field, label, before: undefined, after: read(change.field, change.before, refs), context: true };
      }
      return {
        field: change.field,
        label,
        before: change.before === undefined ? undefined : read(change.field, change.before, refs),
        after: read(change.field, change.after, refs),
        context: false,
      };
    });
  return [...readable.filter((change) => !change.context), ...readable.filter((change) => change.context)];
}

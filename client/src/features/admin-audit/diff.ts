import { AUDIT_REFERENCE_FIELDS, type AuditPerson, type AuditRefs } from '@nimbus/shared/audit';
import type { PaymentMethod, Role, TicketStatus, UserStatus } from '@nimbus/shared/enums';
import { formatDateTime } from '@nimbus/shared/format';
import { PAYMENT_METHOD_LABELS, ROLE_LABELS, USER_STATUS_LABELS } from '@nimbus/shared/labels';
import { TICKET_STATUS_LABELS } from '@nimbus/shared/tickets';

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
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
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

/** The fields whose name does not say what they hold once split into words. */
const FIELD_LABELS: Record<string, string> = {
  agentId: 'Agent',
  userId: 'Customer',
  planId: 'Plan',
  internal: 'Reply',
  deleted: 'Deleted',
  deletedAt: 'Deleted on',
  duration: 'Duration (days)',
  reason: 'Reason',
  requireAdminTwoFactor: 'Two-factor required for admins',
};

const ACRONYMS = new Set(['iban', 'swift', 'url', 'btc', 'eth', 'usdt', 'm3u', 'id']);

/** A field path as words: "status" → "Status", "bankDetails.iban" → "Bank details › IBAN", "agentId" → "Agent". */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((segment) => {
      const known = FIELD_LABELS[segment];
      if (known) return known;
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

/** Stored values with a label of their own, by the entity that stores them. */
function storedWord(entity: string, field: string, value: unknown): string | undefined {
  // A ticket update records whether its comment was for staff only (null when none was written).
  if (field === 'internal' && typeof value === 'boolean') return value ? 'Internal note (staff only)' : 'Sent to the customer';
  if (typeof value !== 'string') return undefined;
  if (field === 'method') return PAYMENT_METHOD_LABELS[value as PaymentMethod];
  if (field === 'role') return ROLE_LABELS[value as Role];
  if (field === 'status' && entity === 'user') return USER_STATUS_LABELS[value as UserStatus];
  if (field === 'status' && entity === 'ticket') return TICKET_STATUS_LABELS[value as TicketStatus];
  return undefined;
}

function read(entity: string, field: string, value: unknown, refs: AuditRefs): Shown {
  if (isReference(field) && typeof value === 'number') {
    if (AUDIT_REFERENCE_FIELDS[field] === 'plan') return { text: refs.plans[value] ?? `#${value}` };
    const person = refs.users[value];
    return person ? { text: person.name || person.email, person: { ...person, id: value } } : { text: `#${value}` };
  }
  return { text: storedWord(entity, field, value) ?? showValue(value) };
}

/** The changes of an audit row as people read them, then the values it kept for context; technical fields left out. */
export function readableChanges(entity: string, before: unknown, after: unknown, refs: AuditRefs): ReadableChange[] {
  const readable = diffValues(before, after)
    .filter((change) => !HIDDEN_FIELDS.has(change.field))
    .map((change): ReadableChange => {
      const label = fieldLabel(change.field);
      // Only in "before" while the row has an "after": recorded for context, not removed.
      if (isRecord(after) && change.after === undefined) {
        return { field: change.field, label, before: undefined, after: read(entity, change.field, change.before, refs), context: true };
      }
      return {
        field: change.field,
        label,
        before: change.before === undefined ? undefined : read(entity, change.field, change.before, refs),
        after: read(entity, change.field, change.after, refs),
        context: false,
      };
    });
  return [...readable.filter((change) => !change.context), ...readable.filter((change) => change.context)];
}

import { formatDateTime } from '@nimbus/shared/format';

export type Change = { field: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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

/** A value as one short line: '—' for none, dates in the reader's zone, strings as they are, anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const ACRONYMS = new Set(['iban', 'swift', 'url', 'btc', 'eth', 'usdt', 'm3u', 'id']);

/** A field path as words: "agentId" → "Agent ID", "bankDetails.iban" → "Bank details › IBAN". */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((segment) => {
      const words = segment
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .split(' ')
        .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
      const text = words.join(' ');
      return text.charAt(0).toUpperCase() + text.slice(1);
    })
    .join(' › ');
}

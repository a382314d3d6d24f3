import { Badge } from '@mantine/core';
import { common, useCommonText } from '../i18n/en/common.ts';
import { tm } from '../i18n/messages.ts';

// One colour per status word of the specification, wherever it shows.
const COLORS: Record<string, string> = {
  Active: 'teal',
  Completed: 'teal',
  Resolved: 'teal',
  Pending: 'yellow',
  InProgress: 'blue',
  Provisioning: 'blue',
  Open: 'violet',
  Expired: 'gray',
  Inactive: 'gray',
  Failed: 'red',
  Suspend: 'red',
  LOW: 'gray',
  MEDIUM: 'blue',
  HIGH: 'orange',
  URGENT: 'red',
};

// The light variant's own text colour is below 4.5:1 on its tint (axe color-contrast): a
// darker text of the same hue, at least 4.9:1 on the tint and on white; in dark mode, shade 2.
const TEXT: Record<string, string> = {
  teal: 'light-dark(#05664a, var(--mantine-color-teal-2))',
  yellow: 'light-dark(#6b4b00, var(--mantine-color-yellow-2))',
  orange: 'light-dark(#8f3b0b, var(--mantine-color-orange-2))',
  red: 'light-dark(#a61e1e, var(--mantine-color-red-2))',
  blue: 'light-dark(#0f4a7f, var(--mantine-color-blue-2))',
  violet: 'light-dark(#5f3dc4, var(--mantine-color-violet-2))',
  gray: 'light-dark(#495057, var(--mantine-color-gray-2))',
};

// The same words as everywhere else (shared/src/labels.ts, TICKET_STATUS_LABELS), in the common catalogue.
const isKnown = (status: string): status is keyof typeof common.status => Object.hasOwn(common.status, status);

/**
 * `label` words a status for one reader (a customer's rejected payment), in the status's colour.
 * The badge never shrinks below its word: in a squeezed table cell Mantine's badge would cut it
 * to "OP…".
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const { t } = useCommonText();
  const color = COLORS[status] ?? 'gray';
  return (
    <Badge color={color} c={TEXT[color]} variant="light" miw="max-content" className={`status-${status.toLowerCase()}`}>
      {label ?? (isKnown(status) ? t(`status.${status}`) : tm(status))}
    </Badge>
  );
}

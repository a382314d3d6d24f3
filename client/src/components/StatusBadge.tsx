import { Badge } from '@mantine/core';
import { USER_STATUS_LABELS } from '@nimbus/shared/labels';
import { TICKET_STATUS_LABELS } from '@nimbus/shared/tickets';

// One colour per status word of the specification, wherever it shows.
const COLORS: Record<string, string> = {
  Active: 'teal',
  Completed: 'teal',
  Resolved: 'teal',
  Pending: 'yellow',
  InProgress: 'blue',
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
// darker text of the same hue, at least 4.9:1 on the tint and on white.
const TEXT: Record<string, string> = {
  teal: '#05664a',
  yellow: '#6b4b00',
  orange: '#8f3b0b',
  red: '#a61e1e',
  blue: '#0f4a7f',
  violet: '#5f3dc4',
  gray: '#495057',
};

// The same words as everywhere else (shared/src/labels.ts, TICKET_STATUS_LABELS).
const LABELS: Record<string, string> = { ...TICKET_STATUS_LABELS, ...USER_STATUS_LABELS };

export function StatusBadge({ status }: { status: string }) {
  const color = COLORS[status] ?? 'gray';
  return (
    <Badge color={color} c={TEXT[color]} variant="light" className={`status-${status.toLowerCase()}`}>
      {LABELS[status] ?? status}
    </Badge>
  );
}

import { Badge } from '@mantine/core';

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

const LABELS: Record<string, string> = { InProgress: 'In Progress', Suspend: 'Suspended' };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" className={`status-${status.toLowerCase()}`}>
      {LABELS[status] ?? status}
    </Badge>
  );
}

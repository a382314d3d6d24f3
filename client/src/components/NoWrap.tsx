import type { ReactNode } from 'react';

/**
 * Keeps a table cell's content (a date, a status badge) on one line at its full width: a badge
 * alone would shrink to an ellipsis when the table is squeezed.
 */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span style={{ display: 'inline-block', whiteSpace: 'nowrap', minWidth: 'max-content' }}>{children}</span>;
}

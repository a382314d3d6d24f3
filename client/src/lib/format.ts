// Dates as the staff tables show them: the browser's time zone, English month names.

const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Mar 4, 2026"; a missing date (a subscription not yet started) is a dash. */
export function formatDate(date: Date | string | null | undefined): string {
  return date ? day.format(new Date(date)) : '—';
}

/** "Mar 4, 2026, 09:15 AM" */
export function formatDateTime(date: Date | string | null | undefined): string {
  return date ? dayAndTime.format(new Date(date)) : '—';
}

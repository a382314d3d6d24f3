// Dates as the staff tables show them: the viewer's own time zone and locale (undefined locale:
// the browser's), e.g. "Mar 4, 2026" in the US, "4 Mar 2026" in the UK.

const day = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "Mar 4, 2026"; a missing date (a subscription not yet started) is a dash. */
export function formatDate(date: Date | string | null | undefined): string {
  return date ? day.format(new Date(date)) : '—';
}

/** "Mar 4, 2026, 09:15 AM" */
export function formatDateTime(date: Date | string | null | undefined): string {
  return date ? dayAndTime.format(new Date(date)) : '—';
}

/** "9:15:04 AM": the audit log's second line under the day. */
export function formatTime(date: Date | string | null | undefined): string {
  return date ? timeOfDay.format(new Date(date)) : '—';
}

// How dates read everywhere a person sees them (screens and e-mails): "Mar 4, 2026".
// English month names, so a date never reads as 03/04 (March or April?).

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "20,000": a whole number grouped by thousands, for the constants the modules spell out when they
 * load. Not toLocaleString: its first call builds the number formatter, a cost paid while the
 * app's script runs, in the task that already blocks the page (docs/decisions/034).
 */
export function groupThousands(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** One formatter per option set and zone: building an Intl.DateTimeFormat is costly. */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, found);
  }
  return found;
}

type When = Date | string | number | null | undefined;

/** Screens use the viewer's zone (no `timeZone`); e-mails pass 'UTC', the server's calendar. */
export type DateFormatOptions = { timeZone?: string };

/** "Mar 4, 2026"; a date not set (a subscription not started yet) is a dash. */
export function formatDay(date: When, options: DateFormatOptions = {}): string {
  if (date === null || date === undefined || date === '') return '—';
  return formatter({ year: 'numeric', month: 'short', day: 'numeric' }, options.timeZone).format(new Date(date));
}

/** "Mar 4, 2026, 9:15 AM" */
export function formatDateTime(date: When, options: DateFormatOptions = {}): string {
  if (date === null || date === undefined || date === '') return '—';
  return formatter({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, options.timeZone).format(new Date(date));
}

/** "9:15:04 AM": beside a day, where seconds tell events apart (the audit log). */
export function formatTime(date: When, options: DateFormatOptions = {}): string {
  if (date === null || date === undefined || date === '') return '—';
  return formatter({ hour: 'numeric', minute: '2-digit', second: '2-digit' }, options.timeZone).format(new Date(date));
}

/** "2026-03" -> "Mar 2026": revenue months are UTC calendar months on the server. */
export function formatMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return formatter({ month: 'short', year: 'numeric' }, 'UTC').format(new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)));
}

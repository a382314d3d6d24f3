import { DEFAULT_LANGUAGE, LOCALES, type Language } from './i18n.ts';

// How dates read everywhere a person sees them (screens and e-mails): "Mar 4, 2026", "4 mar 2026".
// Month names, never digits only, so a date never reads as 03/04 (March or April?).

const formatters = new Map<string, Intl.DateTimeFormat>();

// The language of the person looking: the browser's one user (set by the client's i18n when the
// language changes); the server passes `language` per e-mail instead.
let viewerLanguage: Language = DEFAULT_LANGUAGE;

/** The language screens format in from now on (the client calls it when the language changes). */
export function setFormatLanguage(language: Language): void {
  viewerLanguage = language;
}

export function formatLanguage(): Language {
  return viewerLanguage;
}

/**
 * "20,000": a whole number grouped by thousands, for the constants the modules spell out when they
 * load. Not toLocaleString: its first call builds the number formatter, a cost paid while the
 * app's script runs, in the task that already blocks the page (docs/decisions/034).
 */
export function groupThousands(value: number, language: Language = viewerLanguage): string {
  if (language !== 'en') return numberFormatter(language).format(Math.trunc(value));
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const numberFormatters = new Map<Language, Intl.NumberFormat>();
function numberFormatter(language: Language): Intl.NumberFormat {
  let found = numberFormatters.get(language);
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 });
    numberFormatters.set(language, found);
  }
  return found;
}

/** One formatter per option set and zone: building an Intl.DateTimeFormat is costly. */
function formatter(options: Intl.DateTimeFormatOptions, { timeZone, language = viewerLanguage }: DateFormatOptions): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}|${language}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[language], { ...options, ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, found);
  }
  return found;
}

type When = Date | string | number | null | undefined;

/**
 * Screens use the viewer's zone and language (neither given); e-mails pass 'UTC', the server's
 * calendar, and the recipient's language.
 */
export type DateFormatOptions = { timeZone?: string; language?: Language };

/** "Mar 4, 2026"; a date not set (a subscription not started yet) is a dash. */
export function formatDay(date: When, options: DateFormatOptions = {}): string {
  if (date === null || date === undefined || date === '') return '—';
  return formatter({ year: 'numeric', month: 'short', day: 'numeric' }, options).format(new Date(date));
}

/** "Mar 4, 2026, 9:15 AM" */
export function formatDateTime(date: When, options: DateFormatOptions = {}): string {
  if (date === null || date === undefined || date === '') return '—';
  return formatter({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, options).format(new Date(date));
}

/** "9:15:04 AM": beside a day, where seconds tell events apart (the audit log). */
export function formatTime(date: When, options: DateFormatOptions = {}): string {
  if (date === null || date === undefined || date === '') return '—';
  return formatter({ hour: 'numeric', minute: '2-digit', second: '2-digit' }, options).format(new Date(date));
}

/** "2026-03" -> "Mar 2026": revenue months are UTC calendar months on the server. */
export function formatMonth(month: string, language: Language = viewerLanguage): string {
  const [year, index] = month.split('-').map(Number);
  return formatter({ month: 'short', year: 'numeric' }, { timeZone: 'UTC', language }).format(new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)));
}

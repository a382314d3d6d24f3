import { formatLanguage } from './format.ts';
import { LOCALES, type Language } from './i18n.ts';

// Money travels as a decimal string ("19.99"), never as a float.
const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

export function isMoney(value: string): boolean {
  return MONEY.test(value);
}

/** "19.9" -> 1990 */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not an amount: ${value}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** 1990 -> "19.90" */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const priceFormatters = new Map<Language, Intl.NumberFormat>();

/**
 * "19.9" -> "$19.90" (the specification's price format), "19,90 US$" in Spanish: the viewer's
 * language on screens, the recipient's in e-mails.
 */
export function formatPrice(value: string | number, language: Language = formatLanguage()): string {
  const amount = fromCents(toCents(value));
  // English needs no number formatter (building one costs time while the page loads, ADR 034).
  if (language === 'en') return `$${amount}`;
  let found = priceFormatters.get(language);
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD' });
    priceFormatters.set(language, found);
  }
  return found.format(Number(amount));
}

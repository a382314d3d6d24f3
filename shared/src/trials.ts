// Free trials (ADR 039): the limits, the e-mail rule that makes one trial per person, the words.
import { recordId } from './ids.ts';
import { z } from './zod.ts';

/** A trial lasts from 1 hour to 7 days; 24 to 72 hours is what IPTV shops offer. */
export const TRIAL_HOURS_MIN = 1;
export const TRIAL_HOURS_MAX = 168;
/** The reminder before a trial ends. */
export const TRIAL_REMINDER_HOURS = 12;
/** The daily caps' window: the last 24 hours, rolling. */
export const TRIAL_WINDOW_HOURS = 24;

export const trialMessages = {
  noTrial: 'This plan has no free trial.',
  alreadyHad: 'You have already had a free trial. Choose a plan to keep watching.',
  notNew: 'Free trials are for new customers: you already have a subscription.',
  capReached: 'No more free trials can be started today. Please try again tomorrow, or choose a plan.',
  addressCapReached: 'Too many free trials were started from your network today. Please try again tomorrow, or choose a plan.',
  customersOnly: 'Free trials are for customer accounts.',
  started: 'Your free trial has started. We are setting up your line.',
} as const;

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The one form of an e-mail address that trials are counted by: NFKC, lower case, the `+tag`
 * and every dot of the local part removed, `googlemail.com` read as `gmail.com`. The dots and
 * tags go for every domain, not only Gmail's: a shop cannot know which mail servers ignore them,
 * and the cost of two people who differ only by a dot is one refused trial (ADR 039).
 */
export function normaliseEmail(email: string): string {
  const text = email.normalize('NFKC').trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  const local = text.slice(0, at).split('+')[0]!.replaceAll('.', '');
  let domain = text.slice(at + 1).replace(/\.+$/, '');
  if (GMAIL_DOMAINS.has(domain)) domain = 'gmail.com';
  return `${local}@${domain}`;
}

/** The customer's trial as /user shows it: running (with its end), waiting to be set up, or over. */
export type MyTrial = { hours: number; devices: number; endsAt: Date | null };

/** A trial's term: from the moment its line is made (or staff activate it), for its hours. */
export function trialTerm(hours: number, now: Date): { startDate: Date; endDate: Date } {
  return { startDate: now, endDate: new Date(now.getTime() + hours * 60 * 60 * 1000) };
}

/** Starting a trial: the plan option (a plan row) to try. */
export const trialStartInput = z.object({ planId: recordId });

/** The overview's figure: trials started in the last `TRIAL_STATS_DAYS` days, and how many of them were paid for since. */
export const TRIAL_STATS_DAYS = 30;
export type TrialConversions = { started: number; converted: number };

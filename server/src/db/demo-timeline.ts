import type { PaymentMethod } from '@nimbus/shared/enums';
import { monthStart } from '../services/stats.ts';
import type { CastMember } from './demo-cast.ts';

// A story customer's life as dated events, computed before anything is written: the same seed
// and the same `now` give the same story, and every date is relative to `now`.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** mulberry32: a small seeded generator, so a demo database is the same on every machine. */
export function seededRandom(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    return min + Math.floor(unit * (max - min + 1));
  };
}

export type Term = { start: Date; end: Date };
export type PaymentEvent = {
  at: Date;
  method: PaymentMethod;
  outcome: 'Completed' | 'Failed' | 'Pending';
  reviewedAt: Date | null;
  reason: string | null;
  /** The term a verified payment started or extended. */
  term: Term | null;
  renewal: boolean;
};

export type Timeline = {
  joined: Date;
  payments: PaymentEvent[];
  terms: Term[];
  status: 'Active' | 'Pending' | 'Expired' | null;
  /** When the subscription ended: expired by the shop, or deactivated by staff. */
  ended: { at: Date; by: 'expiry' | 'staff' } | null;
  remindedDays: number | null;
  /** Reminders sent, as (term end, days before it). */
  reminders: { end: Date; days: number; at: Date }[];
  suspendedAt: Date | null;
};

type PaidStory = Exclude<CastMember['story'], 'browsing' | 'waiting' | 'rejected' | 'retry' | 'verified'>;

const METHODS: readonly PaymentMethod[] = ['bank', 'crypto', 'paypal'];

/** The story of one customer on a plan of `durationDays`, as it stands at `now`. */
export function timeline(
  member: CastMember,
  durationDays: number,
  now: Date,
  rand: (min: number, max: number) => number,
  reasons: readonly string[],
): Timeline {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const method = METHODS[rand(0, METHODS.length - 1)]!;
  const t: Timeline = { joined: now, payments: [], terms: [], status: null, ended: null, remindedDays: null, reminders: [], suspendedAt: null };
  const term = durationDays * DAY;

  // Pending stories: a few hours or days old, waiting on staff or on the customer.
  if (member.story === 'browsing') {
    t.joined = at(-rand(1, 200) * DAY - rand(0, 600) * MINUTE);
    return t;
  }
  if (['waiting', 'rejected', 'retry', 'verified'].includes(member.story)) {
    const paidAgo = member.story === 'waiting' ? rand(2, 40) * HOUR : member.story === 'verified' ? rand(3, 20) * HOUR : rand(2, 6) * DAY;
    const paid = at(-paidAgo - rand(0, 59) * MINUTE);
    t.joined = new Date(paid.getTime() - rand(10, 240) * MINUTE);
    t.status = 'Pending';
    if (member.story === 'waiting') {
      t.payments.push({ at: paid, method, outcome: 'Pending', reviewedAt: null, reason: null, term: null, renewal: false });
    } else if (member.story === 'verified') {
      t.payments.push({ at: paid, method, outcome: 'Completed', reviewedAt: at(-rand(20, 90) * MINUTE), reason: null, term: null, renewal: false });
    } else {
      const reviewed = new Date(paid.getTime() + rand(2, 20) * HOUR);
      t.payments.push({ at: paid, method, outcome: 'Failed', reviewedAt: reviewed, reason: reasons[rand(0, reasons.length - 1)]!, term: null, renewal: false });
      if (member.story === 'retry') {
        t.payments.push({
          at: new Date(reviewed.getTime() + rand(1, 10) * HOUR),
          method,
          outcome: 'Pending',
          reviewedAt: null,
          reason: null,
          term: null,
          renewal: false,
        });
      }
    }
    return t;
  }

  // Paid stories: `count` terms back to back, the last ending `endIn` from now.
  const story = member.story as PaidStory;
  const endIn: Record<PaidStory, () => number> = {
    active: () => rand(durationDays === 30 ? 9 : 20, Math.max(durationDays - 10, 12)) * DAY,
    expiring: () => rand(1, 6) * DAY,
    renewing: () => rand(2, 12) * DAY,
    lapsed: () => -rand(3, 75) * DAY,
    deactivated: () => rand(5, 25) * DAY,
    suspended: () => -rand(20, 60) * DAY,
  };
  let count: number;
  let start: Date;
  if (member.anchor === undefined) {
    const end = at(endIn[story]() + rand(0, 23) * HOUR);
    count = durationDays >= 365 ? 1 : durationDays >= 90 ? rand(1, 3) : rand(1, story === 'active' ? 11 : 6);
    while (count > 1 && end.getTime() - count * term < now.getTime() - 350 * DAY) count -= 1;
    start = new Date(end.getTime() - count * term);
  } else {
    start = new Date(monthStart(now, -11).getTime() + member.anchor * DAY + rand(6, 12) * HOUR);
    count = Math.ceil((now.getTime() - start.getTime()) / term);
  }

  // The first payment: uploaded, verified, then the subscription activated (its term starts).
  const verified = new Date(start.getTime() - rand(5, 60) * MINUTE);
  const uploaded = new Date(verified.getTime() - rand(30, 300) * MINUTE);
  t.joined = new Date(uploaded.getTime() - (member.anchor === undefined ? rand(10, 2880) : rand(10, 180)) * MINUTE);
  for (let k = 0; k < count; k += 1) {
    const termStart = new Date(start.getTime() + k * term);
    const current = { start: termStart, end: new Date(termStart.getTime() + term) };
    t.terms.push(current);
    if (k === 0) {
      t.payments.push({ at: uploaded, method, outcome: 'Completed', reviewedAt: verified, reason: null, term: current, renewal: false });
      continue;
    }
    // A renewal paid 1 to 12 days before the previous term ended (the 14-day window), verified within hours.
    const lead = member.anchor === undefined ? rand(1, 12) : 2;
    const paid = new Date(termStart.getTime() - lead * DAY + rand(0, 600) * MINUTE);
    remind(t, termStart, paid);
    t.payments.push({
      at: paid,
      method,
      outcome: 'Completed',
      reviewedAt: new Date(paid.getTime() + rand(1, 18) * HOUR),
      reason: null,
      term: current,
      renewal: true,
    });
  }

  const last = t.terms.at(-1)!;
  t.status = 'Active';
  if (member.story === 'renewing') {
    t.payments.push({ at: at(-rand(1, 20) * HOUR), method, outcome: 'Pending', reviewedAt: null, reason: null, term: null, renewal: true });
  }
  if (member.story === 'lapsed' || member.story === 'suspended') {
    remind(t, last.end, last.end);
    t.status = 'Expired';
    t.ended = { at: new Date(last.end.getTime() + rand(1, 30) * MINUTE), by: 'expiry' };
    if (member.story === 'suspended') t.suspendedAt = new Date(t.ended.at.getTime() + rand(2, 10) * DAY);
  } else if (member.story === 'deactivated') {
    t.status = 'Expired';
    t.ended = { at: new Date(Math.max(last.start.getTime() + DAY, now.getTime() - rand(1, 12) * DAY)), by: 'staff' };
  } else {
    remind(t, last.end, now);
  }
  return t;
}

/** The 7/3/1-day reminders of a term ending at `end`, sent before `until` (a payment, or now). */
function remind(t: Timeline, end: Date, until: Date): void {
  let smallest: number | null = null;
  for (const days of [7, 3, 1]) {
    const sent = new Date(end.getTime() - days * DAY + 5 * MINUTE);
    if (sent < until) {
      t.reminders.push({ end, days, at: sent });
      smallest = days;
    }
  }
  t.remindedDays = smallest;
}

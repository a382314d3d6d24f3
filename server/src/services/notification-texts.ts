import type { TicketStatus } from '@nimbus/shared/enums';
import { formatDateTime, formatDay } from '@nimbus/shared/format';
import { formatPrice } from '@nimbus/shared/money';
import { english, type Translator } from '../i18n/index.ts';

// What each kind of notification says (issue 16): a notification is stored as its kind and
// values, and written in the viewer's language whenever it is read, so it follows a change of
// language. Dates arrive as ISO text once stored (jsonb); they read in the server's calendar (UTC).

type When = Date | string;
type Words = { title: string; message: string };

const day = ({ language }: Translator, date: When) => formatDay(new Date(date), { timeZone: 'UTC', language });
const dayAndTime = ({ language }: Translator, date: When) => formatDateTime(new Date(date), { timeZone: 'UTC', language });
const price = ({ language }: Translator, amount: string) => formatPrice(amount, language);
const sentences = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' ');

export const notificationTexts = {
  welcome: ({ t }: Translator, p: { brand: string }): Words => ({
    title: t('notifications:welcome.title', { brand: p.brand }),
    message: t('notifications:welcome.message'),
  }),
  /** upgradedUntil: a pro-rated upgrade's new end (ADR 036); renewedUntil: a renewal's. */
  paymentVerified: (x: Translator, p: { amount: string; plan: string; reference: string; renewedUntil?: When | null; upgradedUntil?: When | null }): Words => ({
    title: x.t('notifications:paymentVerified.title'),
    message: sentences(
      x.t('notifications:paymentVerified.message', { amount: price(x, p.amount), plan: p.plan, reference: p.reference }),
      p.upgradedUntil
        ? x.t('notifications:paymentVerified.upgraded', { plan: p.plan, day: day(x, p.upgradedUntil) })
        : p.renewedUntil && x.t('notifications:paymentVerified.renewed', { day: day(x, p.renewedUntil) }),
    ),
  }),
  paymentRejected: (x: Translator, p: { amount: string; plan: string; reference: string; reason: string | null }): Words => ({
    title: x.t('notifications:paymentRejected.title'),
    message: sentences(
      x.t('notifications:paymentRejected.message', { amount: price(x, p.amount), plan: p.plan, reference: p.reference }),
      p.reason && x.t('notifications:paymentRejected.reason', { reason: p.reason }),
      x.t('notifications:paymentRejected.submitAgain'),
    ),
  }),
  subscriptionActivated: ({ t }: Translator, p: { plan: string }): Words => ({
    title: t('notifications:subscriptionActivated.title'),
    message: t('notifications:subscriptionActivated.message', { plan: p.plan }),
  }),
  subscriptionDeactivated: ({ t }: Translator, p: { plan: string }): Words => ({
    title: t('notifications:subscriptionDeactivated.title'),
    message: t('notifications:subscriptionDeactivated.message', { plan: p.plan }),
  }),
  /** status: the new status when it moved (else null); reply: staff's public answer, if any. */
  ticketChanged: ({ t }: Translator, p: { ticketId: number; subject: string; status: TicketStatus | null; reply: string | null }): Words => {
    const status = p.status && t(`notifications:ticketStatus.${p.status}`);
    return {
      title: status
        ? t('notifications:ticketChanged.titleStatus', { id: p.ticketId, status })
        : t('notifications:ticketChanged.titleReply', { id: p.ticketId }),
      message: sentences(
        status ? t('notifications:ticketChanged.nowStatus', { subject: p.subject, status }) : t('notifications:ticketChanged.replied', { subject: p.subject }),
        p.reply && (status ? t('notifications:ticketChanged.reply', { reply: p.reply }) : p.reply),
      ),
    };
  },
  trialStarted: ({ t }: Translator, p: { hours: number }): Words => ({
    title: t('notifications:trialStarted.title'),
    message: t('notifications:trialStarted.message', { hours: p.hours }),
  }),
  trialEnding: (x: Translator, p: { plan: string; hours: number; endDate: When }): Words => ({
    title: x.t('notifications:trialEnding.title'),
    message: x.t('notifications:trialEnding.message', { plan: p.plan, count: p.hours, when: dayAndTime(x, p.endDate) }),
  }),
  trialEnded: ({ t }: Translator, p: { plan: string }): Words => ({
    title: t('notifications:trialEnded.title'),
    message: t('notifications:trialEnded.message', { plan: p.plan }),
  }),
  subscriptionExpiring: (x: Translator, p: { plan: string; days: number; endDate: When }): Words => ({
    title: x.t('notifications:subscriptionExpiring.title'),
    message: x.t('notifications:subscriptionExpiring.message', { plan: p.plan, count: p.days, day: day(x, p.endDate) }),
  }),
  subscriptionExpired: (x: Translator, p: { plan: string; endDate: When }): Words => ({
    title: x.t('notifications:subscriptionExpired.title'),
    message: x.t('notifications:subscriptionExpired.message', { plan: p.plan, day: day(x, p.endDate) }),
  }),
  /** trial: a free trial's line (its end to the hour); the line's details as the panel made them. */
  lineReady: (
    x: Translator,
    p: { plan: string; endDate: When; trial: boolean; playlistUrl: string | null; host: string | null; userName: string; password: string },
  ): Words => ({
    title: x.t('notifications:lineReady.title'),
    message: sentences(
      p.trial
        ? x.t('notifications:lineReady.trialUntil', { plan: p.plan, when: dayAndTime(x, p.endDate) })
        : x.t('notifications:lineReady.activeUntil', { plan: p.plan, day: day(x, p.endDate) }),
      p.playlistUrl && x.t('notifications:lineReady.playlist', { url: p.playlistUrl }),
      x.t('notifications:lineReady.xtream', {
        host: p.host ?? x.t('notifications:lineReady.hostInDashboard'),
        userName: p.userName,
        password: p.password,
      }),
    ),
  }),
  linePasswordChanged: ({ t }: Translator, _params: Record<string, never>): Words => ({
    title: t('notifications:linePasswordChanged.title'),
    message: t('notifications:linePasswordChanged.message'),
  }),
} satisfies Record<string, (x: Translator, params: never) => Words>;

export type NotificationKind = keyof typeof notificationTexts;
export type NotificationParams<Kind extends NotificationKind> = Parameters<(typeof notificationTexts)[Kind]>[1];
/** What happened, by kind: the values its text is written from. */
export type NotificationEvent = { [Kind in NotificationKind]: { kind: Kind; params: NotificationParams<Kind> } }[NotificationKind];

const isKind = (kind: string): kind is NotificationKind => Object.hasOwn(notificationTexts, kind);

/**
 * A stored notification's words in a language: from its kind and values, or, for a row written
 * before notifications had kinds (or of a kind this version no longer knows), its English text.
 */
export function notificationWords(row: { kind: string | null; params: unknown; title: string; message: string }, words: Translator = english): Words {
  if (!row.kind || !isKind(row.kind) || row.params === null || typeof row.params !== 'object') return { title: row.title, message: row.message };
  const write = notificationTexts[row.kind] as (x: Translator, params: unknown) => Words;
  return write(words, row.params);
}

/** An event's words in a language (English: the text stored with it). */
export function eventWords(event: NotificationEvent, words: Translator = english): Words {
  return (notificationTexts[event.kind] as (x: Translator, params: unknown) => Words)(words, event.params);
}

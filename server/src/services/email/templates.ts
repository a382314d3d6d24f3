import type { TicketStatus } from '@nimbus/shared/enums';
import { formatDateTime, formatDay } from '@nimbus/shared/format';
import { formatPrice } from '@nimbus/shared/money';
import type { Translator } from '../../i18n/index.ts';
import type { Brand, EmailContent } from './layout.ts';

// E-mails are read in many zones: the server's calendar (UTC), in the recipient's language.
const day = ({ language }: Translator, date: Date) => formatDay(new Date(date), { timeZone: 'UTC', language });
const link = (brand: Brand, path: string) => new URL(path, brand.publicUrl).toString();
const hello = ({ t }: Translator, name: string) => (name ? t('email:hello', { name }) : t('email:helloNoName'));

/** Every e-mail the shop sends, by name: what a customer would want to hear about. */
export const templates = {
  'password-reset': (brand: Brand, data: { name: string; code: string; minutes: number }, x: Translator): EmailContent => ({
    subject: x.t('email:passwordReset.subject'),
    paragraphs: [hello(x, data.name), x.t('email:passwordReset.code', { code: data.code, minutes: data.minutes }), x.t('email:passwordReset.notYou')],
    action: { label: x.t('email:passwordReset.action'), url: link(brand, '/resetCode') },
  }),
  // renewedUntil: a renewal of an Active subscription, already extended (no activation follows).
  // reference: the order reference (ADR 038); invoiceNumber: the invoice attached to the e-mail.
  'payment-verified': (
    brand: Brand,
    data: { name: string; amount: string; plan: string; reference: string; invoiceNumber?: string | null; renewedUntil?: Date | null },
    x: Translator,
  ): EmailContent => ({
    subject: x.t('email:paymentVerified.subject', { reference: data.reference }),
    paragraphs: [
      hello(x, data.name),
      x.t('email:paymentVerified.verified', { amount: formatPrice(data.amount, x.language), plan: data.plan, reference: data.reference }),
      ...(data.invoiceNumber ? [x.t('email:paymentVerified.invoice', { number: data.invoiceNumber })] : []),
      data.renewedUntil ? x.t('email:paymentVerified.renewed', { day: day(x, data.renewedUntil) }) : x.t('email:paymentVerified.activating'),
    ],
    action: { label: x.t('email:paymentVerified.action'), url: link(brand, '/user') },
  }),
  'payment-rejected': (
    brand: Brand,
    data: { name: string; amount: string; plan: string; reference: string; reason: string | null },
    x: Translator,
  ): EmailContent => ({
    subject: x.t('email:paymentRejected.subject', { reference: data.reference }),
    paragraphs: [
      hello(x, data.name),
      x.t('email:paymentRejected.notVerified', { amount: formatPrice(data.amount, x.language), plan: data.plan, reference: data.reference }),
      data.reason ? x.t('email:paymentRejected.reason', { reason: data.reason }) : x.t('email:paymentRejected.checkReceipt'),
      x.t('email:paymentRejected.next'),
    ],
    action: { label: x.t('email:paymentRejected.action'), url: link(brand, '/user') },
  }),
  'subscription-activated': (brand: Brand, data: { name: string; plan: string; endDate: Date }, x: Translator): EmailContent => ({
    subject: x.t('email:subscriptionActivated.subject'),
    paragraphs: [
      hello(x, data.name),
      x.t('email:subscriptionActivated.active', { plan: data.plan, day: day(x, data.endDate) }),
      x.t('email:subscriptionActivated.credentials'),
    ],
    action: { label: x.t('email:subscriptionActivated.action'), url: link(brand, '/user') },
  }),
  // The panel made the line (ADR 032): everything a player app asks for, in the e-mail itself.
  'line-ready': (
    brand: Brand,
    data: { name: string; plan: string; endDate: Date; playlistUrl: string | null; host: string | null; userName: string; password: string },
    x: Translator,
  ): EmailContent => ({
    subject: x.t('email:lineReady.subject'),
    paragraphs: [
      hello(x, data.name),
      x.t('email:lineReady.active', { plan: data.plan, day: day(x, data.endDate) }),
      ...(data.playlistUrl ? [x.t('email:lineReady.playlist', { url: data.playlistUrl })] : []),
      x.t('email:lineReady.xtream', { host: data.host ?? x.t('email:lineReady.hostInDashboard'), userName: data.userName, password: data.password }),
      x.t('email:lineReady.sameDetails'),
    ],
    action: { label: x.t('email:lineReady.action'), url: link(brand, '/user') },
  }),
  // renewPath: the payment page with the same plan and devices (/payment?plan=...&devices=...).
  'subscription-expiring': (
    brand: Brand,
    data: { name: string; plan: string; endDate: Date; days: number; renewPath: string },
    x: Translator,
  ): EmailContent => ({
    subject: x.t('email:subscriptionExpiring.subject', { count: data.days }),
    paragraphs: [
      hello(x, data.name),
      x.t('email:subscriptionExpiring.endsOn', { plan: data.plan, day: day(x, data.endDate) }),
      x.t('email:subscriptionExpiring.renewNow'),
    ],
    action: { label: x.t('email:subscriptionExpiring.action'), url: link(brand, data.renewPath) },
  }),
  'subscription-expired': (brand: Brand, data: { name: string; plan: string; renewPath: string }, x: Translator): EmailContent => ({
    subject: x.t('email:subscriptionExpired.subject'),
    paragraphs: [hello(x, data.name), x.t('email:subscriptionExpired.ended', { plan: data.plan }), x.t('email:subscriptionExpired.renewAnyTime')],
    action: { label: x.t('email:subscriptionExpired.action'), url: link(brand, data.renewPath) },
  }),
  'trial-ending': (brand: Brand, data: { name: string; plan: string; endDate: Date; hours: number; planPath: string }, x: Translator): EmailContent => ({
    subject: x.t('email:trialEnding.subject', { count: data.hours }),
    paragraphs: [
      hello(x, data.name),
      x.t('email:trialEnding.endsOn', { plan: data.plan, when: formatDateTime(new Date(data.endDate), { timeZone: 'UTC', language: x.language }) }),
      x.t('email:trialEnding.payToKeep'),
    ],
    action: { label: x.t('email:trialEnding.action'), url: link(brand, data.planPath) },
  }),
  'ticket-reply': (
    brand: Brand,
    data: { name: string; ticketId: number; subject: string; reply: string; status: TicketStatus },
    x: Translator,
  ): EmailContent => ({
    subject: x.t('email:ticketReply.subject', { id: data.ticketId }),
    paragraphs: [
      hello(x, data.name),
      x.t('email:ticketReply.answered', { id: data.ticketId, subject: data.subject, status: x.t(`notifications:ticketStatus.${data.status}`) }),
      data.reply,
    ],
    action: { label: x.t('email:ticketReply.action'), url: link(brand, '/user/support') },
  }),
} satisfies Record<string, (brand: Brand, data: never, x: Translator) => EmailContent>;

export type TemplateName = keyof typeof templates;
export type TemplateData<Name extends TemplateName> = Parameters<(typeof templates)[Name]>[1];

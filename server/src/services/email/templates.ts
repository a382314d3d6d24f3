import { formatDateTime, formatDay } from '@nimbus/shared/format';
import { formatPrice } from '@nimbus/shared/money';
import type { Brand, EmailContent } from './layout.ts';

// E-mails are read in many zones: the server's calendar (UTC), in the words the screens use.
const day = (date: Date) => formatDay(date, { timeZone: 'UTC' });
const link = (brand: Brand, path: string) => new URL(path, brand.publicUrl).toString();

/** Every e-mail the shop sends, by name: what a customer would want to hear about. */
export const templates = {
  'password-reset': (brand: Brand, data: { name: string; code: string; minutes: number }): EmailContent => ({
    subject: 'Your password reset code',
    paragraphs: [
      data.name ? `Hello ${data.name},` : 'Hello,',
      `Your password reset code is ${data.code}. It expires in ${data.minutes} minutes and works once.`,
      'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Enter the code', url: link(brand, '/resetCode') },
  }),
  // renewedUntil: a renewal of an Active subscription, already extended (no activation follows).
  // reference: the order reference (ADR 038); invoiceNumber: the invoice attached to the e-mail.
  'payment-verified': (
    brand: Brand,
    data: { name: string; amount: string; plan: string; reference: string; invoiceNumber?: string | null; renewedUntil?: Date | null },
  ): EmailContent => ({
    subject: `Payment verified (order ${data.reference})`,
    paragraphs: [
      `Hello ${data.name},`,
      `We verified your payment of ${formatPrice(data.amount)} for the ${data.plan} plan (order reference ${data.reference}).`,
      ...(data.invoiceNumber ? [`Your invoice ${data.invoiceNumber} is attached; you can also download it from your dashboard.`] : []),
      data.renewedUntil
        ? `Your subscription is renewed until ${day(new Date(data.renewedUntil))}; your streaming user name and password stay the same.`
        : 'Your subscription is activated within 5 to 15 minutes; your streaming credentials will then appear in your dashboard.',
    ],
    action: { label: 'Open your dashboard', url: link(brand, '/user') },
  }),
  'payment-rejected': (brand: Brand, data: { name: string; amount: string; plan: string; reference: string; reason: string | null }): EmailContent => ({
    subject: `We could not verify your payment (order ${data.reference})`,
    paragraphs: [
      `Hello ${data.name},`,
      `We could not verify your payment of ${formatPrice(data.amount)} for the ${data.plan} plan (order reference ${data.reference}).`,
      data.reason ? `Reason: ${data.reason}` : 'Please check the receipt you uploaded.',
      'You can upload a new receipt from your dashboard, or ask us through a support ticket.',
    ],
    action: { label: 'Upload a new receipt', url: link(brand, '/user') },
  }),
  'subscription-activated': (brand: Brand, data: { name: string; plan: string; endDate: Date }): EmailContent => ({
    subject: 'Your subscription is active',
    paragraphs: [
      `Hello ${data.name},`,
      `Your ${data.plan} subscription is active until ${day(data.endDate)}.`,
      'Your streaming user name and password are in your dashboard. Enjoy watching!',
    ],
    action: { label: 'See your credentials', url: link(brand, '/user') },
  }),
  // The panel made the line (ADR 032): everything a player app asks for, in the e-mail itself.
  'line-ready': (
    brand: Brand,
    data: { name: string; plan: string; endDate: Date; playlistUrl: string | null; host: string | null; userName: string; password: string },
  ): EmailContent => ({
    subject: 'Your subscription is active: your line is ready',
    paragraphs: [
      `Hello ${data.name},`,
      `Your ${data.plan} subscription is active until ${day(data.endDate)}.`,
      ...(data.playlistUrl ? [`Playlist (M3U) link: ${data.playlistUrl}`] : []),
      `Xtream Codes login: server ${data.host ?? 'as shown in your dashboard'}, user name ${data.userName}, password ${data.password}.`,
      'The same details are in your dashboard. Enjoy watching!',
    ],
    action: { label: 'See your line', url: link(brand, '/user') },
  }),
  // renewPath: the payment page with the same plan and devices (/payment?plan=...&devices=...).
  'subscription-expiring': (brand: Brand, data: { name: string; plan: string; endDate: Date; days: number; renewPath: string }): EmailContent => ({
    subject: `Your subscription ends in ${data.days} day${data.days === 1 ? '' : 's'}`,
    paragraphs: [`Hello ${data.name},`, `Your ${data.plan} subscription ends on ${day(data.endDate)}.`, 'Renew now to keep watching without interruption.'],
    action: { label: 'Renew your plan', url: link(brand, data.renewPath) },
  }),
  'subscription-expired': (brand: Brand, data: { name: string; plan: string; renewPath: string }): EmailContent => ({
    subject: 'Your subscription has ended',
    paragraphs: [`Hello ${data.name},`, `Your ${data.plan} subscription has ended.`, 'Renew any time to start watching again.'],
    action: { label: 'Renew your plan', url: link(brand, data.renewPath) },
  }),
  'trial-ending': (brand: Brand, data: { name: string; plan: string; endDate: Date; hours: number; planPath: string }): EmailContent => ({
    subject: `Your free trial ends in ${data.hours} hour${data.hours === 1 ? '' : 's'}`,
    paragraphs: [
      `Hello ${data.name},`,
      `Your free trial of ${data.plan} ends on ${formatDateTime(new Date(data.endDate), { timeZone: 'UTC' })} (UTC).`,
      'Pay for the plan to keep watching: your paid subscription starts as soon as we verify your payment.',
    ],
    action: { label: 'Choose your plan', url: link(brand, data.planPath) },
  }),
  'ticket-reply': (brand: Brand, data: { name: string; ticketId: number; subject: string; reply: string; status: string }): EmailContent => ({
    subject: `Reply to your ticket #${data.ticketId}`,
    paragraphs: [`Hello ${data.name},`, `Our support team answered your ticket #${data.ticketId} "${data.subject}" (status: ${data.status}):`, data.reply],
    action: { label: 'Open your tickets', url: link(brand, '/user/support') },
  }),
} satisfies Record<string, (brand: Brand, data: never) => EmailContent>;

export type TemplateName = keyof typeof templates;
export type TemplateData<Name extends TemplateName> = Parameters<(typeof templates)[Name]>[1];

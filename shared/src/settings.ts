import { z } from './zod.ts';

export const settingsMessages = {
  saved: 'Settings saved successfully',
  saveFailed: 'Failed to save settings',
  m3uPlaceholders: 'The playlist URL must contain {username} and {password}',
  url: 'Enter a valid URL (https://...)',
  brandNameRequired: 'Brand name is required',
  supportEmail: 'Enter a valid email address',
  wholeNumber: 'Enter a whole number',
  notNegative: 'Enter 0 or more',
} as const;

const optionalUrl = z.union([z.literal(''), z.url(settingsMessages.url)]);
const address = z.string().trim().max(200);

/** Everything an admin can set; bank details and the playlist template never reach the public. */
export const settingsInput = z.object({
  brandName: z.string().trim().min(2, settingsMessages.brandNameRequired).max(60),
  supportEmail: z.email(settingsMessages.supportEmail),
  messagingLink: optionalUrl,
  usdtAddress: address,
  btcAddress: address,
  ethAddress: address,
  paypalLink: optionalUrl,
  bankDetails: z.object({
    name: z.string().trim().max(120),
    iban: z.string().trim().max(64),
    swift: z.string().trim().max(20),
  }),
  m3uTemplate: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || (value.includes('{username}') && value.includes('{password}')), settingsMessages.m3uPlaceholders),
  /** Every ADMIN must sign in with a second factor; one who has not enrolled can only enrol. */
  requireAdminTwoFactor: z.boolean().default(false),
  /** Free trials started in the last 24 hours (ADR 039): per source address, and across the shop. */
  trialDailyPerAddress: z.coerce.number().int(settingsMessages.wholeNumber).min(0, settingsMessages.notNegative).max(10_000).default(3),
  trialDailyTotal: z.coerce.number().int(settingsMessages.wholeNumber).min(0, settingsMessages.notNegative).max(1_000_000).default(50),
});
export type Settings = z.output<typeof settingsInput>;
export type SettingsInput = z.input<typeof settingsInput>;

export const PUBLIC_SETTING_KEYS = [
  'brandName',
  'supportEmail',
  'messagingLink',
  'usdtAddress',
  'btcAddress',
  'ethAddress',
  'paypalLink',
] as const satisfies readonly (keyof Settings)[];
export type PublicSettings = Pick<Settings, (typeof PUBLIC_SETTING_KEYS)[number]>;

/**
 * What a fresh installation shows before an admin has set anything: no contact or payment
 * detail that is not the shop's own (an empty one is left out wherever it would show).
 */
export const DEFAULT_SETTINGS: Settings = {
  brandName: 'Nimbus TV',
  supportEmail: '',
  messagingLink: '',
  usdtAddress: '',
  btcAddress: '',
  ethAddress: '',
  paypalLink: '',
  bankDetails: { name: '', iban: '', swift: '' },
  m3uTemplate: '',
  requireAdminTwoFactor: false,
  trialDailyPerAddress: 3,
  trialDailyTotal: 50,
};

/** The customer's playlist link, or null when no template is set. */
export function playlistUrl(template: string, username: string, password: string): string | null {
  if (!template) return null;
  return template.replaceAll('{username}', encodeURIComponent(username)).replaceAll('{password}', encodeURIComponent(password));
}

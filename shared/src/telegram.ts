import { z } from './zod.ts';

// Telegram (ADR 045): the bot the owner sets up, the chats customers link, the staff chat.

export const telegramMessages = {
  saved: 'Telegram settings saved',
  saveFailed: 'Failed to save the Telegram settings',
  token: 'Enter the bot token BotFather gave you (123456789:AA…)',
  staffChat: 'Enter the staff chat id: a whole number, negative for a group',
  badToken: 'Telegram refused this bot token: check it with BotFather and enter it again.',
  unreachable: 'Telegram could not be reached: try again in a minute.',
  notConfigured: 'Set up the Telegram bot first.',
  noStaffChat: 'Enter the staff chat id first: the test message goes there.',
  keyUnreadable: "The stored bot token cannot be read with this server's CREDENTIALS_KEY: enter it again.",
  testSent: 'A test message was sent to the staff chat.',
  testFailed: 'The test message could not be sent',
  linkFailed: 'The Telegram link could not be made',
  unlinked: 'Telegram unlinked',
  unlinkFailed: 'Telegram could not be unlinked',
  notAvailable: 'Telegram is not available in this shop.',
} as const;

/** A bot token as BotFather writes it: the bot's id, a colon, then 30+ URL-safe characters. */
const botToken = z
  .string()
  .trim()
  .regex(/^\d{3,20}:[A-Za-z0-9_-]{30,80}$/, telegramMessages.token);

const staffChatId = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,20}$/, telegramMessages.staffChat),
]);

/**
 * What an admin saves. The token is write-only: left out, the stored one stays; a text replaces it
 * (checked with getMe, which gives the bot's username); null removes it.
 */
export const telegramSettingsInput = z.object({
  botToken: botToken.nullable().optional(),
  staffChatId,
});
export type TelegramSettingsInput = z.input<typeof telegramSettingsInput>;

export const telegramSettingsForm = z.object({
  botToken: z.union([z.literal(''), botToken]),
  removeToken: z.boolean(),
  staffChatId,
});
export type TelegramSettingsForm = z.output<typeof telegramSettingsForm>;

export function telegramFormToInput({ botToken, removeToken, staffChatId }: TelegramSettingsForm): TelegramSettingsInput {
  if (removeToken) return { botToken: null, staffChatId };
  return botToken.trim() ? { botToken: botToken.trim(), staffChatId } : { staffChatId };
}

/** The settings as the admin screen shows them: whether a token is set, never the token. */
export type TelegramSettingsView = {
  tokenSet: boolean;
  botUsername: string | null;
  staffChatId: string;
  /** 'webhook' when PUBLIC_URL is https, else 'polling'. */
  updates: 'webhook' | 'polling';
};

export type TelegramTestResult = { ok: boolean; message: string };

/** The customer's side: whether the shop has a bot, and whether their account is linked. */
export type TelegramLinkView = { available: boolean; linked: boolean; linkedAt: Date | null };

/** A fresh deep link to open in Telegram; its token works once, for 15 minutes. */
export type TelegramDeepLink = { url: string; expiresAt: Date };

import { createHmac } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { telegramMessages, type telegramSettingsInput, type TelegramSettingsView, type TelegramTestResult } from '@nimbus/shared/telegram';
import type { DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import type { AuthUser } from '../../trpc/context.ts';
import { recordAudit } from '../audit.ts';
import { createBotApi, TelegramError, type BotApi } from './bot-api.ts';

// The bot's settings: one row of the settings table (key 'telegram'), the token sealed with the
// credentials cipher like the panel's API key (ADR 030, 045). Never sent back to a browser.
const ROW_KEY = 'telegram';

const storedSchema = z.object({
  tokenSealed: z.string().nullable(),
  botUsername: z.string().nullable(),
  staffChatId: z.string(),
});
type Stored = z.output<typeof storedSchema>;
const NOTHING_STORED: Stored = { tokenSealed: null, botUsername: null, staffChatId: '' };

type TelegramDeps = Pick<Deps, 'env' | 'cipher'> & { db: DbOrTx };

async function readStored(db: DbOrTx): Promise<Stored> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, ROW_KEY)).limit(1);
  const parsed = storedSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : NOTHING_STORED;
}

/** Webhook when the shop has an https address Telegram can reach; long polling otherwise. */
export function updatesMode(env: Deps['env']): 'webhook' | 'polling' {
  return env.PUBLIC_URL.startsWith('https://') ? 'webhook' : 'polling';
}

function view(stored: Stored, env: Deps['env']): TelegramSettingsView {
  return { tokenSet: stored.tokenSealed !== null, botUsername: stored.botUsername, staffChatId: stored.staffChatId, updates: updatesMode(env) };
}

export async function getTelegramSettings(deps: Pick<Deps, 'db' | 'env'>): Promise<TelegramSettingsView> {
  return view(await readStored(deps.db), deps.env);
}

/** What the jobs and the link use: the bot's client, its username and the staff chat; null: no bot. */
export type TelegramBot = { api: BotApi; token: string; username: string | null; staffChatId: number | null };

export async function telegramBot(deps: TelegramDeps): Promise<TelegramBot | null> {
  const stored = await readStored(deps.db);
  if (stored.tokenSealed === null) return null;
  let token: string;
  try {
    token = deps.cipher.decrypt(stored.tokenSealed);
  } catch {
    return null;
  }
  return {
    api: createBotApi({ baseUrl: deps.env.TELEGRAM_API_BASE, token }),
    token,
    username: stored.botUsername,
    staffChatId: stored.staffChatId ? Number(stored.staffChatId) : null,
  };
}

/** The staff chat's id when a bot is set up with one: where new-payment and new-ticket alerts go. */
export async function staffChatId(db: DbOrTx): Promise<number | null> {
  const stored = await readStored(db);
  return stored.tokenSealed !== null && stored.staffChatId ? Number(stored.staffChatId) : null;
}

/** The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token: derived from the token, so nothing more is stored. */
export function webhookSecret(token: string): string {
  return createHmac('sha256', token).update('nimbus/telegram-webhook').digest('base64url');
}

function refusal(error: unknown): string {
  if (error instanceof TelegramError) return error.problem === 'unauthorized' ? telegramMessages.badToken : telegramMessages.unreachable;
  throw error;
}

type Input = z.output<typeof telegramSettingsInput>;

/**
 * Saves the bot settings (ADMIN). A new token is checked with getMe first (which also names the
 * bot for the deep links); the audit row says that the token changed, never what it is.
 */
export async function updateTelegramSettings(deps: TelegramDeps, actor: AuthUser, input: Input): Promise<TelegramSettingsView> {
  const { env, cipher } = deps;
  let checked: { sealed: string; username: string } | null = null;
  if (typeof input.botToken === 'string') {
    const current = await readStored(deps.db);
    if (!sameToken(current.tokenSealed, input.botToken, cipher)) {
      try {
        const me = await createBotApi({ baseUrl: env.TELEGRAM_API_BASE, token: input.botToken }).getMe();
        checked = { sealed: cipher.encrypt(input.botToken), username: me.username ?? '' };
      } catch (error) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: refusal(error) });
      }
    }
  }
  return deps.db.transaction(async (tx) => {
    const before = await readStored(tx);
    let after: Stored = { ...before, staffChatId: input.staffChatId };
    let tokenChange: 'set' | 'replaced' | 'removed' | null = null;
    if (input.botToken === null && before.tokenSealed !== null) {
      after = { ...after, tokenSealed: null, botUsername: null };
      tokenChange = 'removed';
    } else if (checked) {
      after = { ...after, tokenSealed: checked.sealed, botUsername: checked.username };
      tokenChange = before.tokenSealed === null ? 'set' : 'replaced';
    }
    const staffChanged = before.staffChatId !== after.staffChatId;
    if (!staffChanged && tokenChange === null) return view(before, env);
    await tx
      .insert(settings)
      .values({ key: ROW_KEY, value: after })
      .onConflictDoUpdate({ target: settings.key, set: { value: after, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'telegram.update',
      entity: 'settings',
      entityId: null,
      before: {
        ...(staffChanged ? { staffChatId: before.staffChatId } : {}),
        ...(tokenChange ? { botToken: before.tokenSealed === null ? 'not set' : 'set', botUsername: before.botUsername } : {}),
      },
      after: {
        ...(staffChanged ? { staffChatId: after.staffChatId } : {}),
        ...(tokenChange ? { botToken: tokenChange, botUsername: after.botUsername } : {}),
      },
    });
    return view(after, env);
  });
}

function sameToken(sealed: string | null, plain: string, cipher: Deps['cipher']): boolean {
  if (sealed === null) return false;
  try {
    return cipher.decrypt(sealed) === plain;
  } catch {
    return false;
  }
}

/** "Send test": a message to the staff chat, sent at once (not through the outbox), in plain words. */
export async function sendTelegramTest(deps: TelegramDeps & Pick<Deps, 'log'>): Promise<TelegramTestResult> {
  const stored = await readStored(deps.db);
  if (stored.tokenSealed === null) return { ok: false, message: telegramMessages.notConfigured };
  const bot = await telegramBot(deps);
  if (!bot) return { ok: false, message: telegramMessages.keyUnreadable };
  if (bot.staffChatId === null) return { ok: false, message: telegramMessages.noStaffChat };
  try {
    await bot.api.sendMessage({ chatId: bot.staffChatId, text: 'Test message from your shop: staff alerts (new payments, new tickets) arrive in this chat.' });
    return { ok: true, message: telegramMessages.testSent };
  } catch (error) {
    if (!(error instanceof TelegramError)) throw error;
    deps.log.info({ problem: error.problem, detail: error.message }, 'telegram test failed');
    return { ok: false, message: error.problem === 'unauthorized' ? telegramMessages.badToken : `${telegramMessages.testFailed}: ${error.message}` };
  }
}

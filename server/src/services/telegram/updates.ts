import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { TelegramError, type TelegramUpdate } from './bot-api.ts';
import { handleUpdate } from './links.ts';
import { telegramBot, updatesMode, webhookSecret, type TelegramBot } from './settings.ts';

// How the bot's updates reach the shop (ADR 045): the telegram-updates job long-polls getUpdates
// (a singleton pg-boss queue: one instance at a time), or, when PUBLIC_URL is https, registers the
// webhook once per token and address and leaves the work to POST /telegram/webhook.
const ROW_KEY = 'telegram-updates';
export const WEBHOOK_PATH = '/telegram/webhook';

const stateSchema = z.object({ offset: z.number().int(), mode: z.enum(['webhook', 'polling']), for: z.string() });
type State = z.output<typeof stateSchema>;

async function readState(db: DbOrTx): Promise<State | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, ROW_KEY)).limit(1);
  const parsed = stateSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

async function writeState(db: DbOrTx, state: State): Promise<void> {
  await db
    .insert(settings)
    .values({ key: ROW_KEY, value: state })
    .onConflictDoUpdate({ target: settings.key, set: { value: state, updatedAt: new Date() } });
}

/** Which token and address the mode was set up for: a new token or PUBLIC_URL sets it up again. */
const fingerprint = (token: string, url: string) => createHash('sha256').update(`${token}\n${url}`).digest('hex').slice(0, 16);

/** Registers the webhook (https PUBLIC_URL) or removes it (polling), for this token and address. */
async function switchMode(db: DbOrTx, bot: TelegramBot, mode: State['mode'], webhookUrl: string, before: State | null, key: string): Promise<State> {
  if (mode === 'webhook') await bot.api.setWebhook({ url: webhookUrl, secretToken: webhookSecret(bot.token) });
  // getUpdates answers 409 while a webhook is set.
  else await bot.api.deleteWebhook();
  const state: State = { offset: before?.for === key ? before.offset : 0, mode, for: key };
  await writeState(db, state);
  return state;
}

export async function pollTelegramUpdates(
  deps: Pick<Deps, 'db' | 'env' | 'cipher' | 'now' | 'log'>,
  options: { timeout?: number } = {},
): Promise<Record<string, number>> {
  const bot = await telegramBot(deps);
  if (!bot) return { updates: 0 };
  const mode = updatesMode(deps.env);
  const webhookUrl = new URL(WEBHOOK_PATH, deps.env.PUBLIC_URL).toString();
  const key = fingerprint(bot.token, mode === 'webhook' ? webhookUrl : '');
  const state = await readState(deps.db);
  let current: State;
  let updates: TelegramUpdate[];
  try {
    current = state && state.for === key && state.mode === mode ? state : await switchMode(deps.db, bot, mode, webhookUrl, state, key);
    if (mode === 'webhook') return { updates: 0 };
    updates = await bot.api.getUpdates({
      ...(current.offset > 0 ? { offset: current.offset } : {}),
      timeout: options.timeout ?? deps.env.TELEGRAM_POLL_SECONDS,
    });
  } catch (error) {
    // Telegram down or the token revoked: a warning, and the next run (seconds later) tries again.
    if (!(error instanceof TelegramError)) throw error;
    deps.log.warn({ problem: error.problem, detail: error.message }, 'telegram updates could not be fetched');
    // A webhook set behind the shop's back: the next run removes it again.
    if (error.problem === 'conflict' && state) await writeState(deps.db, { ...state, for: '' });
    return { updates: 0, failed: 1 };
  }
  let handled = 0;
  for (const update of updates) {
    try {
      await handleUpdate(deps, update);
      handled += 1;
    } catch (error) {
      // One bad update must not stop the others; it is not asked for again.
      deps.log.error({ err: error, updateId: update.update_id }, 'telegram update failed');
    }
    // Confirmed as we go: the next getUpdates starts after it, even after a crash.
    await writeState(deps.db, { ...current, offset: update.update_id + 1 });
  }
  return { updates: handled };
}

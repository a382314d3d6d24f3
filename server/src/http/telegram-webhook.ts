import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import type { TelegramUpdate } from '../services/telegram/bot-api.ts';
import { handleUpdate } from '../services/telegram/links.ts';
import { telegramBot, updatesMode, webhookSecret } from '../services/telegram/settings.ts';
import { WEBHOOK_PATH } from '../services/telegram/updates.ts';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Telegram's webhook (ADR 045), used when PUBLIC_URL is https: the secret-token header Telegram was
 * given by setWebhook must come back, or the update is refused. Answers 200 once the update is
 * handled (its replies are in the outbox), so Telegram does not send it again.
 */
export function telegramWebhookRoute(app: FastifyInstance, deps: Deps): void {
  app.post(WEBHOOK_PATH, { bodyLimit: 256 * 1024 }, async (req, reply) => {
    const bot = updatesMode(deps.env) === 'webhook' ? await telegramBot(deps) : null;
    const given = req.headers[SECRET_HEADER];
    if (!bot || typeof given !== 'string' || !sameSecret(given, webhookSecret(bot.token))) {
      return reply.code(401).send({ ok: false });
    }
    const update = req.body as TelegramUpdate | null;
    if (update && typeof update === 'object' && typeof update.update_id === 'number') await handleUpdate(deps, update);
    return reply.send({ ok: true });
  });
}

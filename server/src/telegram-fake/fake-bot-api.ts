import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';

// A stand-in for the Telegram Bot API (ADR 045), written from https://core.telegram.org/bots/api:
// getMe, getUpdates (long polling), setWebhook/deleteWebhook and sendMessage for the bot tokens it
// knows. It records the messages sent, hands scripted updates to getUpdates, and can answer 429
// with parameters.retry_after or 403 (the bot blocked by the user). Control API under /_fake/.

export type FakeMessage = { chatId: number; text: string };
export type FakeUpdate = {
  update_id: number;
  message: { message_id: number; date: number; chat: { id: number; type: 'private' }; from: { id: number; is_bot: false; first_name: string }; text: string };
};

export type FakeBotApiOptions = { token: string; username?: string; logger?: boolean; maxWaitMs?: number };

export type FakeBotApi = {
  readonly app: FastifyInstance;
  readonly token: string;
  readonly username: string;
  /** Every message sendMessage accepted, in order. */
  readonly messages: readonly FakeMessage[];
  /** Every method called, in order, refused ones included. */
  readonly calls: readonly string[];
  readonly webhook: { url: string; secretToken: string } | null;
  /** A message from `chatId` for the bot, handed to the next getUpdates. */
  deliver(chatId: number, text: string): FakeUpdate;
  /** The next `times` sendMessage calls answer 429 with this retry_after. */
  rateLimitNext(retryAfter: number, times?: number): void;
  /** sendMessage to this chat answers 403 "bot was blocked by the user". */
  block(chatId: number): void;
  reset(): void;
};

const deliverInput = z.object({ chatId: z.number().int(), text: z.string().min(1).max(4096) });
const rateLimitInput = z.object({ retryAfter: z.number().int().min(1).max(3600), times: z.number().int().min(1).default(1) });

export function createFakeBotApi(options: FakeBotApiOptions): FakeBotApi {
  const username = options.username ?? 'nimbus_test_bot';
  const botId = Number(options.token.split(':')[0]);
  const messages: FakeMessage[] = [];
  const calls: string[] = [];
  let updates: FakeUpdate[] = [];
  let nextUpdateId = 1000;
  let webhook: { url: string; secretToken: string } | null = null;
  let rateLimited: { retryAfter: number; times: number } | null = null;
  const blocked = new Set<number>();
  const waiting = new Set<() => void>();

  const app = Fastify({ logger: options.logger ?? false });
  const refuse = (code: number, description: string, parameters?: { retry_after: number }) => ({
    ok: false,
    error_code: code,
    description,
    ...(parameters ? { parameters } : {}),
  });

  app.all<{ Params: { token: string; method: string }; Body: Record<string, unknown> | undefined }>('/bot:token/:method', async (req, reply) => {
    const { method } = req.params;
    calls.push(method);
    if (req.params.token !== options.token) return reply.code(401).send(refuse(401, 'Unauthorized'));
    const body = { ...(req.query as Record<string, unknown>), ...(req.body ?? {}) };
    switch (method) {
      case 'getMe':
        return { ok: true, result: { id: botId, is_bot: true, first_name: 'Nimbus TV', username } };
      case 'getUpdates': {
        if (webhook)
          return reply
            .code(409)
            .send(refuse(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first"));
        const offset = Number(body.offset ?? 0);
        // Confirms every update before the offset, as Telegram does.
        if (offset) updates = updates.filter((update) => update.update_id >= offset);
        const timeout = Math.min(Number(body.timeout ?? 0) * 1000, options.maxWaitMs ?? 50_000);
        if (updates.length === 0 && timeout > 0) {
          await new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              waiting.delete(done);
              resolve();
            };
            const timer = setTimeout(done, timeout);
            waiting.add(done);
          });
        }
        return { ok: true, result: updates.slice(0, 100) };
      }
      case 'setWebhook':
        webhook = { url: String(body.url ?? ''), secretToken: String(body.secret_token ?? '') };
        return { ok: true, result: true, description: 'Webhook was set' };
      case 'deleteWebhook':
        webhook = null;
        return { ok: true, result: true, description: 'Webhook is already deleted' };
      case 'sendMessage': {
        const chatId = Number(body.chat_id);
        const text = typeof body.text === 'string' ? body.text : '';
        if (!Number.isSafeInteger(chatId) || !text) return reply.code(400).send(refuse(400, 'Bad Request: message text is empty'));
        if (rateLimited) {
          const retryAfter = rateLimited.retryAfter;
          rateLimited = rateLimited.times > 1 ? { ...rateLimited, times: rateLimited.times - 1 } : null;
          return reply.code(429).send(refuse(429, `Too Many Requests: retry after ${retryAfter}`, { retry_after: retryAfter }));
        }
        if (blocked.has(chatId)) return reply.code(403).send(refuse(403, 'Forbidden: bot was blocked by the user'));
        messages.push({ chatId, text });
        return { ok: true, result: { message_id: messages.length, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: 'private' }, text } };
      }
      default:
        return reply.code(404).send(refuse(404, 'Not Found: method not found'));
    }
  });

  const fake: FakeBotApi = {
    app,
    token: options.token,
    username,
    get messages() {
      return messages;
    },
    get calls() {
      return calls;
    },
    get webhook() {
      return webhook;
    },
    deliver(chatId, text) {
      const update: FakeUpdate = {
        update_id: nextUpdateId++,
        message: {
          message_id: nextUpdateId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private' },
          from: { id: chatId, is_bot: false, first_name: 'Customer' },
          text,
        },
      };
      updates.push(update);
      for (const wake of [...waiting]) wake();
      return update;
    },
    rateLimitNext(retryAfter, times = 1) {
      rateLimited = { retryAfter, times };
    },
    block(chatId) {
      blocked.add(chatId);
    },
    reset() {
      messages.length = 0;
      calls.length = 0;
      updates = [];
      webhook = null;
      rateLimited = null;
      blocked.clear();
    },
  };

  // The control API, for the browser stories and a person at a terminal.
  app.post('/_fake/updates', async (req) => {
    const { chatId, text } = deliverInput.parse(req.body);
    return fake.deliver(chatId, text);
  });
  app.get('/_fake/messages', async () => ({ messages }));
  app.post('/_fake/rate-limit', async (req) => {
    const { retryAfter, times } = rateLimitInput.parse(req.body);
    fake.rateLimitNext(retryAfter, times);
    return { ok: true };
  });
  app.post('/_fake/reset', async () => {
    fake.reset();
    return { ok: true };
  });
  app.addHook('onClose', async () => {
    for (const wake of [...waiting]) wake();
  });
  return fake;
}

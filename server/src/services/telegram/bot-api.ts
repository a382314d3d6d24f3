// A small client of the Telegram Bot API (https://core.telegram.org/bots/api), the methods the shop
// uses and nothing more. The token is part of every request's path: no message, log line or error
// of this module ever contains the URL.

/** language_code: the IETF tag of the sender's Telegram app language, when Telegram sends it. */
export type TelegramUser = { id: number; is_bot: boolean; first_name: string; username?: string; language_code?: string };
export type TelegramChat = { id: number; type: string };
export type TelegramMessage = { message_id: number; chat: TelegramChat; from?: TelegramUser; text?: string };
export type TelegramUpdate = { update_id: number; message?: TelegramMessage };

/** How a call went wrong: what the sender and the admin screen decide on. */
export type TelegramProblem = 'unauthorized' | 'rate_limited' | 'forbidden' | 'bad_request' | 'conflict' | 'unreachable' | 'unexpected';

export class TelegramError extends Error {
  override name = 'TelegramError';
  constructor(
    readonly problem: TelegramProblem,
    message: string,
    /** Seconds Telegram asks to wait (a 429's parameters.retry_after). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

export type BotApi = {
  getMe(): Promise<TelegramUser>;
  /** Long polling: waits up to `timeout` seconds for updates after `offset`. */
  getUpdates(input: { offset?: number; timeout: number }): Promise<TelegramUpdate[]>;
  setWebhook(input: { url: string; secretToken: string }): Promise<void>;
  deleteWebhook(): Promise<void>;
  sendMessage(input: { chatId: number; text: string }): Promise<void>;
};

type Answer = { ok: boolean; result?: unknown; error_code?: number; description?: string; parameters?: { retry_after?: number } };

function problemOf(status: number): TelegramProblem {
  if (status === 401 || status === 404) return 'unauthorized';
  if (status === 429) return 'rate_limited';
  if (status === 403) return 'forbidden';
  if (status === 400) return 'bad_request';
  // getUpdates while a webhook is set (by another program, or an instance with an https PUBLIC_URL).
  if (status === 409) return 'conflict';
  return 'unexpected';
}

export function createBotApi(options: { baseUrl: string; token: string; timeoutMs?: number }): BotApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  async function call<T>(method: string, params: Record<string, unknown>, waitSeconds = 0): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/bot${options.token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout((options.timeoutMs ?? 10_000) + waitSeconds * 1000),
      });
    } catch {
      throw new TelegramError('unreachable', `Telegram could not be reached (${method})`);
    }
    let answer: Answer;
    try {
      answer = (await response.json()) as Answer;
    } catch {
      throw new TelegramError('unexpected', `Telegram answered ${method} with HTTP ${response.status} and no JSON`);
    }
    if (answer.ok) return answer.result as T;
    const status = answer.error_code ?? response.status;
    const retryAfter = answer.parameters?.retry_after ?? null;
    // The description is Telegram's own words ("Forbidden: bot was blocked by the user"), never the token.
    throw new TelegramError(problemOf(status), `Telegram refused ${method}: ${status} ${answer.description ?? ''}`.trim(), retryAfter);
  }
  return {
    getMe: () => call<TelegramUser>('getMe', {}),
    getUpdates: ({ offset, timeout }) =>
      call<TelegramUpdate[]>('getUpdates', { ...(offset !== undefined ? { offset } : {}), timeout, allowed_updates: ['message'] }, timeout),
    setWebhook: async ({ url, secretToken }) => {
      await call('setWebhook', { url, secret_token: secretToken, allowed_updates: ['message'] });
    },
    deleteWebhook: async () => {
      await call('deleteWebhook', {});
    },
    sendMessage: async ({ chatId, text }) => {
      await call('sendMessage', { chat_id: chatId, text, link_preview_options: { is_disabled: true } });
    },
  };
}

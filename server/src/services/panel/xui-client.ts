import { z } from 'zod';
import { fillMessage } from '@nimbus/shared/message-text';
import { panelMessages, panelProblemText, type PanelProblem } from '@nimbus/shared/panel';

// The XUI.one admin API, the subset issue 14 names: POST {apiUrl}?api_key=KEY&action=ACTION with
// a form body, answered {"status":"STATUS_SUCCESS","data":...} or a failure with an `error`
// text. Panels send numbers as strings, so every number and flag is coerced (ADR 030).

/** A failed call, in the words staff read; never the API key (the URL is not kept). */
export class PanelError extends Error {
  override name = 'PanelError';
  /** The panel's own words (its `error` text, or the HTTP status), when it answered. */
  readonly detail: string | null;

  constructor(
    readonly problem: PanelProblem,
    detail: string | null = null,
  ) {
    // The detail can come from a library's message: a URL in it must not carry the key.
    const clean = detail === null ? null : redactUrl(detail).slice(0, 200);
    super(clean ? fillMessage(panelMessages.problemDetail, { problem: panelProblemText[problem], detail: clean }) : panelProblemText[problem]);
    this.detail = clean;
  }
}

const int = z.coerce.number().int();
// "1" / "0", 1 / 0, true / false; z.coerce.boolean would read "0" as true.
const flag = z.union([z.boolean(), z.number(), z.string()]).transform((value, ctx) => {
  if (value === true || value === 1 || value === '1') return true;
  if (value === false || value === 0 || value === '0') return false;
  ctx.addIssue({ code: 'custom', message: `not a flag: ${String(value)}` });
  return z.NEVER;
});

const lineSchema = z.object({
  id: int,
  username: z.string(),
  password: z.string(),
  // null or 0: the line never expires.
  exp_date: int.nullable().transform((value) => (value ? value : null)),
  max_connections: int,
  enabled: flag,
  is_trial: flag,
  // Not in every panel's answer; ours marks the lines we made (services/panel/lines.ts).
  notes: z.string().nullish(),
});

export type PanelLine = {
  id: number;
  username: string;
  password: string;
  /** Unix seconds, or null when the line never expires. */
  expDate: number | null;
  maxConnections: number;
  enabled: boolean;
  isTrial: boolean;
  notes: string;
};

const toLine = (raw: z.output<typeof lineSchema>): PanelLine => ({
  id: raw.id,
  username: raw.username,
  password: raw.password,
  expDate: raw.exp_date,
  maxConnections: raw.max_connections,
  enabled: raw.enabled,
  isTrial: raw.is_trial,
  notes: raw.notes ?? '',
});

export type LineFields = {
  username?: string;
  password?: string;
  maxConnections?: number;
  /** Unix seconds. */
  expDate?: number;
  isTrial?: boolean;
  bouquets?: readonly number[];
  notes?: string;
};

export type XuiClientOptions = {
  /** Ends with the panel's access-code path: http://panel.example:8080/cSbuFLhp/ */
  apiUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
  /** Told of every call when it ends (the provisioning log): never the key, never a password. */
  observe?: (call: PanelCall) => void;
};

/** One call as the provisioning log keeps it. */
export type PanelCall = {
  action: string;
  /** The form fields sent, the password replaced. */
  request: Record<string, unknown>;
  /** The answer's text (redacted, shortened), or null when none came. */
  answer: string | null;
  outcome: 'ok' | PanelProblem;
  durationMs: number;
};

const ANSWER_KEPT = 2000;
/** Passwords in an answer (get_line, get_lines) and the key in any URL, for the log. */
function redactAnswer(text: string): string {
  return redactUrl(text)
    .replace(/("password"\s*:\s*)"(?:[^"\\]|\\.)*"/g, '$1"REDACTED"')
    .slice(0, ANSWER_KEPT);
}

export type XuiClient = ReturnType<typeof createXuiClient>;

const envelope = z.object({ status: z.string(), data: z.unknown().optional(), error: z.unknown().optional() });
// How XUI.one words a wrong key or access code (its admin API documentation's error table).
const DENIED = /invalid api key|access denied|permission denied|unauthori[sz]ed/i;

/** The URL with the API key's value replaced, for logs and the provisioning log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]api_key=)[^&#]*/gi, '$1REDACTED');
}

type Fields = Record<string, string | number | readonly number[] | undefined>;

function formBody(fields: Fields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, String(item));
    else body.append(name, String(value));
  }
  return body;
}

function lineBody(fields: LineFields) {
  return {
    username: fields.username,
    password: fields.password,
    max_connections: fields.maxConnections,
    exp_date: fields.expDate,
    is_trial: fields.isTrial === undefined ? undefined : fields.isTrial ? 1 : 0,
    bouquets_selected: fields.bouquets,
    notes: fields.notes,
  };
}

/** What a failed fetch means, from undici's error codes (the cause of "fetch failed"). */
export function networkProblem(error: unknown): PanelError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return new PanelError('timeout');
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  const code = cause?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return new PanelError('dns', code);
  if (code === 'ECONNREFUSED') return new PanelError('refused', code);
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT') return new PanelError('timeout', code);
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return new PanelError('dropped', code);
  return new PanelError('unexpected', code || (error instanceof Error ? error.message : null));
}

export function createXuiClient(options: XuiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch;

  async function call(action: string, fields: Fields = {}): Promise<unknown> {
    if (!options.observe) return exchange(action, fields, () => {});
    const observe = options.observe;
    const started = performance.now();
    let answer: string | null = null;
    const request = Object.fromEntries(
      Object.entries(fields)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, name === 'password' ? 'REDACTED' : value]),
    );
    const done = (outcome: PanelCall['outcome']) => observe({ action, request, answer, outcome, durationMs: Math.round(performance.now() - started) });
    try {
      const data = await exchange(action, fields, (text) => (answer = redactAnswer(text)));
      done('ok');
      return data;
    } catch (error) {
      done(error instanceof PanelError ? error.problem : 'unexpected');
      throw error;
    }
  }

  async function exchange(action: string, fields: Fields, heard: (text: string) => void): Promise<unknown> {
    if (!URL.canParse(options.apiUrl)) throw new PanelError('unexpected', 'the API URL is not a URL');
    const url = new URL(options.apiUrl);
    url.searchParams.set('api_key', options.apiKey);
    url.searchParams.set('action', action);
    let text: string;
    let status: number;
    try {
      // One signal for the whole exchange: a panel that sends headers and then stalls times out too.
      const signal = AbortSignal.timeout(options.timeoutMs);
      // Redirects are not followed: the key is in the query, and a POST turned into a GET acts on nothing.
      const answer = await doFetch(url, { method: 'POST', body: formBody(fields), signal, redirect: 'manual', headers: { accept: 'application/json' } });
      status = answer.status;
      if (status >= 300 && status < 400) {
        await answer.body?.cancel();
        throw new PanelError('unexpected', `HTTP ${status}, a redirect to ${answer.headers.get('location') ?? 'nowhere'}: put that address in the API URL`);
      }
      text = await answer.text();
      heard(text);
    } catch (error) {
      throw error instanceof PanelError ? error : networkProblem(error);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PanelError(status === 401 || status === 403 ? 'bad_key' : 'unexpected', `HTTP ${status}, not JSON`);
    }
    const parsed = envelope.safeParse(json);
    if (!parsed.success) throw new PanelError('unexpected', `HTTP ${status}, no status field`);
    if (parsed.data.status === 'STATUS_SUCCESS') return parsed.data.data;
    const said = typeof parsed.data.error === 'string' && parsed.data.error ? parsed.data.error : null;
    if (said === null && parsed.data.status !== 'STATUS_FAILURE') throw new PanelError('unexpected', `status ${parsed.data.status.slice(0, 60)}`);
    const detail = said ?? parsed.data.status;
    throw new PanelError(DENIED.test(detail) || status === 401 || status === 403 ? 'bad_key' : 'rejected', detail);
  }

  function parse<T extends z.ZodType>(schema: T, data: unknown, what: string): z.output<T> {
    const result = schema.safeParse(data);
    if (!result.success) throw new PanelError('unexpected', `${what}: ${result.error.issues[0]?.message ?? 'bad shape'}`);
    return result.data;
  }

  return {
    /** Creates a line; answers the panel's id for it. */
    async createLine(fields: LineFields & { username: string; password: string }): Promise<{ lineId: number }> {
      const data = parse(z.object({ line_id: int }), await call('create_line', lineBody(fields)), 'create_line');
      return { lineId: data.line_id };
    },
    async editLine(id: number, fields: LineFields): Promise<void> {
      await call('edit_line', { id, ...lineBody(fields) });
    },
    async enableLine(id: number): Promise<void> {
      await call('enable_line', { id });
    },
    async disableLine(id: number): Promise<void> {
      await call('disable_line', { id });
    },
    async getLine(id: number): Promise<PanelLine> {
      return toLine(parse(lineSchema, await call('get_line', { id }), 'get_line'));
    },
    /** Lines whose username matches `search`, `limit` from `start`. */
    async getLines(query: { search?: string; start?: number; limit?: number } = {}): Promise<PanelLine[]> {
      return parse(z.array(lineSchema), await call('get_lines', query), 'get_lines').map(toLine);
    },
  };
}

import { playerApiAnswer, streamServer } from '@nimbus/shared/line';
import { networkProblem, PanelError } from './xui-client.ts';

// The customer side of the panel: `{stream}/player_api.php?username=U&password=P`, what player
// apps call to log in. It answers `user_info` with auth, status, exp_date and max_connections,
// numbers as strings (ADR 030); parsed here with the shared schema.

export type PlayerLine =
  { auth: false } | { auth: true; status: string | null; expDate: number | null; maxConnections: number | null; activeConnections: number | null };

export type PlayerApiOptions = {
  streamUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
};

/**
 * One call to player_api.php for one line. Failures are a PanelError (dns, refused, timeout,
 * dropped, unexpected) whose detail never holds the URL: it carries the line's password.
 */
export async function playerLine(options: PlayerApiOptions): Promise<PlayerLine> {
  const base = streamServer(options.streamUrl);
  if (!URL.canParse(`${base}/player_api.php`)) throw new PanelError('unexpected', 'the stream URL is not a URL');
  const url = new URL(`${base}/player_api.php`);
  url.searchParams.set('username', options.username);
  url.searchParams.set('password', options.password);
  const doFetch = options.fetch ?? globalThis.fetch;
  let status: number;
  let text: string;
  try {
    // One signal for the whole exchange, body included.
    const signal = AbortSignal.timeout(options.timeoutMs);
    // Not followed: a redirect would take the password to wherever it points.
    const answer = await doFetch(url, { signal, redirect: 'manual', headers: { accept: 'application/json' } });
    status = answer.status;
    if (status >= 300 && status < 400) {
      await answer.body?.cancel();
      throw new PanelError('unexpected', `HTTP ${status}, a redirect`);
    }
    text = await answer.text();
  } catch (error) {
    throw error instanceof PanelError ? error : networkProblem(error);
  }
  // Some panels refuse wrong credentials with a status and no body.
  if (status === 401 || status === 403) return { auth: false };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PanelError('unexpected', `HTTP ${status}, not JSON`);
  }
  const parsed = playerApiAnswer.safeParse(json);
  if (!parsed.success) throw new PanelError('unexpected', `HTTP ${status}, user_info: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  const info = parsed.data.user_info;
  if (info.auth !== 1) return { auth: false };
  return {
    auth: true,
    status: info.status ?? null,
    // 0 or none: the line never expires.
    expDate: info.exp_date ? info.exp_date : null,
    maxConnections: info.max_connections ?? null,
    activeConnections: info.active_cons ?? null,
  };
}

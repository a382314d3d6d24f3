import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import { LINE_CHECK_WINDOW_MS, LINE_CHECKS_PER_WINDOW, lineMessages, lineProblemText, type LineCheck, type LineProblem } from '@nimbus/shared/line';
import { subscriptions } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import { fillMessage } from '@nimbus/shared/message-text';
import { tryAgainMessage } from '@nimbus/shared/service';
import type { AuthUser } from '../trpc/context.ts';
import { playerLine } from './panel/player-api.ts';
import { panelStreamUrl } from './panel/settings.ts';
import { PanelError } from './panel/xui-client.ts';

// "Check line status" on the customer's page: the panel's player_api.php asked about the
// caller's own line, never another's (the procedure takes no input), server-side so the
// customer's browser needs no access to the panel (ADR 033).

const asLineProblem = (problem: PanelError['problem']): LineProblem =>
  problem === 'dns' || problem === 'refused' || problem === 'timeout' || problem === 'dropped' ? problem : 'unexpected';

/** The caller's streaming credentials, decrypted; null when their live subscription has none. */
async function ownCredentials(deps: Deps, userId: number): Promise<{ username: string; password: string } | null> {
  const [row] = await deps.db
    .select({ username: subscriptions.streamUsername, sealed: subscriptions.streamPasswordEnc })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.deletedAt)))
    .limit(1);
  if (!row?.username || !row.sealed) return null;
  try {
    return { username: row.username, password: deps.cipher.decrypt(row.sealed) };
  } catch (error) {
    deps.log.warn({ err: error }, 'a streaming password could not be decrypted');
    return null;
  }
}

export async function checkLine(deps: Deps, actor: AuthUser): Promise<LineCheck> {
  // Per customer: each check is a call to the panel, whichever address it comes from.
  const { allowed, retryAfterSeconds } = await deps.limiter.hit(`line-check:${actor.id}`, LINE_CHECKS_PER_WINDOW, LINE_CHECK_WINDOW_MS);
  if (!allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: tryAgainMessage(lineMessages.tooMany, retryAfterSeconds) });

  const credentials = await ownCredentials(deps, actor.id);
  if (!credentials) throw new TRPCError({ code: 'NOT_FOUND', message: lineMessages.noLine });
  const streamUrl = await panelStreamUrl(deps);
  if (!streamUrl) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: lineMessages.noServer });

  const checkedAt = deps.now();
  try {
    const line = await playerLine({ streamUrl, ...credentials, timeoutMs: deps.env.PANEL_TIMEOUT_MS });
    if (!line.auth) return { reached: true, checkedAt, auth: false, message: lineMessages.notAccepted };
    return {
      reached: true,
      checkedAt,
      auth: true,
      status: line.status,
      expiresAt: line.expDate === null ? null : new Date(line.expDate * 1000),
      maxConnections: line.maxConnections,
      activeConnections: line.activeConnections,
    };
  } catch (error) {
    if (!(error instanceof PanelError)) throw error;
    const problem = asLineProblem(error.problem);
    // For staff reading the log: what failed, for whom; never the URL (it holds the password).
    deps.log.info({ problem: error.problem, detail: error.detail, userId: actor.id }, 'line status check failed');
    return { reached: false, checkedAt, problem, message: fillMessage(lineMessages.unreached, { problem: lineProblemText[problem] }) };
  }
}

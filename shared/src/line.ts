import { z } from './zod.ts';

// The customer's side of a panel line (issue 14): the playlist link and the Xtream Codes login
// that player apps take, built from the panel's stream URL, and what the panel's player_api.php
// says about the line when the customer asks (ADR 030, ADR 033).

/** The stream URL as player apps want the "server": no trailing slash. */
export function streamServer(streamUrl: string): string {
  return streamUrl.trim().replace(/\/+$/, '');
}

/** `{stream}/get.php?username=U&password=P&type=m3u_plus&output=ts`, the credentials URL-encoded. */
export function m3uLink(streamUrl: string, username: string, password: string): string {
  const user = encodeURIComponent(username);
  const pass = encodeURIComponent(password);
  return `${streamServer(streamUrl)}/get.php?username=${user}&password=${pass}&type=m3u_plus&output=ts`;
}

/** What the customer's page shows for an Active line on a panel: the server and the playlist link. */
export type LineAccess = {
  server: string;
  m3uUrl: string;
  /** Made on the shop's panel (not typed in by staff): the customer may give it a new password. */
  onPanel: boolean;
};

/** How many status checks one customer may make in `LINE_CHECK_WINDOW_MS`. */
export const LINE_CHECKS_PER_WINDOW = 5;
export const LINE_CHECK_WINDOW_MS = 60_000;

// player_api.php answers numbers as strings ("max_connections":"2"), sometimes as numbers, and
// an expiry of null, "" or "0" for a line that never ends (ADR 030).
const count = z.union([z.number(), z.string(), z.null()]).transform((value, ctx) => {
  if (value === null || value === '') return null;
  const number = typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number)) {
    ctx.addIssue({ code: 'custom', message: `not a whole number: ${String(value).slice(0, 20)}` });
    return z.NEVER;
  }
  return number;
});

/** `user_info` of player_api.php as player apps read it. */
export const playerApiAnswer = z.object({
  user_info: z.object({
    auth: count.optional(),
    status: z.string().max(40).nullish(),
    exp_date: count.nullish(),
    max_connections: count.nullish(),
    active_cons: count.nullish(),
  }),
});

export const LINE_PROBLEMS = ['dns', 'refused', 'timeout', 'dropped', 'unexpected'] as const;
export type LineProblem = (typeof LINE_PROBLEMS)[number];

/** What a customer reads when the check did not get an answer: plain words, no panel jargon. */
export const lineProblemText: Record<LineProblem, string> = {
  dns: 'The TV server could not be found just now.',
  refused: 'The TV server is not accepting connections just now.',
  timeout: 'The TV server did not answer in time.',
  dropped: 'The TV server closed the connection before answering.',
  unexpected: 'The TV server gave an answer we could not read.',
};

export const lineMessages = {
  noLine: 'Your subscription has no streaming line yet.',
  noServer: 'Checking the line is not available: the shop has not set its stream address yet.',
  notAccepted: 'The TV server does not accept your user name and password. Contact support and we will check your line.',
  stillWorks: 'Your line may still work: try your app, or check again in a few minutes.',
  // Template (fillMessage): { problem }, one of lineProblemText, before `stillWorks`.
  unreached: '{{problem}} Your line may still work: try your app, or check again in a few minutes.',
  tooMany: 'You have checked your line several times in a row.',
  checkFailed: 'Your line could not be checked. Try again in a moment.',
} as const;

/** The answer of `subscriptions.checkLine`. */
export type LineCheck =
  | {
      reached: true;
      checkedAt: Date;
      /** The panel accepts the credentials. */
      auth: true;
      /** The panel's own word: Active, Disabled, Expired, Banned... */
      status: string | null;
      expiresAt: Date | null;
      maxConnections: number | null;
      activeConnections: number | null;
    }
  | { reached: true; checkedAt: Date; auth: false; message: string }
  | { reached: false; checkedAt: Date; problem: LineProblem; message: string };

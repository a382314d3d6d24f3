import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { preferredLanguage, type Language } from '@nimbus/shared/i18n';
import { telegramMessages, type TelegramDeepLink, type TelegramLinkView } from '@nimbus/shared/telegram';
import type { DbOrTx } from '../../db/client.ts';
import { telegramLinks, telegramLinkTokens, users } from '../../db/schema/index.ts';
import { translator } from '../../i18n/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit } from '../audit.ts';
import type { TelegramUpdate, TelegramUser } from './bot-api.ts';
import { enqueueMessage } from './outbox.ts';
import { getTelegramSettings } from './settings.ts';

// A customer links their account to a chat with a deep link t.me/<bot>?start=<token> (ADR 045):
// the token is random, stored as its SHA-256, valid 15 minutes and used once.
export const LINK_TOKEN_MINUTES = 15;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function myTelegram(db: DbOrTx, env: Deps['env'], userId: number): Promise<TelegramLinkView> {
  const settingsView = await getTelegramSettings({ db, env });
  const [link] = await db.select({ linkedAt: telegramLinks.linkedAt }).from(telegramLinks).where(eq(telegramLinks.userId, userId)).limit(1);
  return { available: settingsView.tokenSet && !!settingsView.botUsername, linked: !!link, linkedAt: link?.linkedAt ?? null };
}

/** A fresh deep link for the caller; earlier unused tokens of theirs stop working. */
export async function createDeepLink(deps: Pick<Deps, 'db' | 'env' | 'now'>, userId: number): Promise<TelegramDeepLink> {
  const settingsView = await getTelegramSettings(deps);
  if (!settingsView.tokenSet || !settingsView.botUsername) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: telegramMessages.notAvailable });
  // 32 characters of base64url: Telegram's start parameter allows A-Z, a-z, 0-9, _ and -, up to 64.
  const token = randomBytes(24).toString('base64url');
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + LINK_TOKEN_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(telegramLinkTokens)
      .set({ usedAt: now })
      .where(and(eq(telegramLinkTokens.userId, userId), isNull(telegramLinkTokens.usedAt)));
    await tx.insert(telegramLinkTokens).values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  });
  return { url: `https://t.me/${settingsView.botUsername}?start=${token}`, expiresAt };
}

/** Unlinks the caller's chat (from /user); the chat is told, in the caller's language. */
export async function unlinkMine(deps: Pick<Deps, 'db'>, userId: number, language: Language): Promise<TelegramLinkView> {
  return deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(telegramLinks).where(eq(telegramLinks.userId, userId)).returning({ chatId: telegramLinks.chatId });
    if (gone) {
      await enqueueMessage(tx, gone.chatId, reply(language, 'stopped'));
      await recordAudit(tx, { actorId: userId, action: 'user.telegramUnlink', entity: 'user', entityId: userId, after: { from: 'account' } });
    }
    return { available: true, linked: false, linkedAt: null };
  });
}

type Reply = 'linked' | 'badToken' | 'hello' | 'stopped' | 'notLinked';
const reply = (language: Language | undefined, name: Reply) => translator(language).t(`telegram:replies.${name}`);

/** The language Telegram says the sender's app is in: for a chat with no account behind it (yet). */
const senderLanguage = (from: TelegramUser | undefined) => preferredLanguage(from?.language_code ? [from.language_code] : []);

/** The language of the account, or of the account linked to the chat; none: no such account. */
async function accountLanguage(db: DbOrTx, by: { userId: number } | { chatId: number }): Promise<Language | undefined> {
  const [row] =
    'userId' in by
      ? await db.select({ language: users.language }).from(users).where(eq(users.id, by.userId))
      : await db
          .select({ language: users.language })
          .from(telegramLinks)
          .innerJoin(users, eq(users.id, telegramLinks.userId))
          .where(eq(telegramLinks.chatId, by.chatId));
  return row?.language;
}

/**
 * One update from Telegram (long polling or the webhook): `/start <token>` links the chat,
 * `/stop` unlinks it; anything else is left alone. Every answer goes through the outbox.
 */
export async function handleUpdate(deps: Pick<Deps, 'db' | 'now'>, update: TelegramUpdate): Promise<'linked' | 'refused' | 'unlinked' | 'ignored'> {
  const message = update.message;
  const text = message?.text?.trim();
  if (!message || !text || message.chat.type !== 'private') return 'ignored';
  const chatId = message.chat.id;
  const sender = senderLanguage(message.from);
  const [command, argument] = text.split(/\s+/, 2);
  const name = command?.replace(/@\w+$/, '');
  if (name === '/start') {
    if (!argument) {
      await enqueueMessage(deps.db, chatId, reply((await accountLanguage(deps.db, { chatId })) ?? sender, 'hello'));
      return 'ignored';
    }
    return linkChat(deps, chatId, argument, sender);
  }
  if (name === '/stop') {
    return deps.db.transaction(async (tx) => {
      const [gone] = await tx.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId)).returning({ userId: telegramLinks.userId });
      await enqueueMessage(tx, chatId, gone ? reply((await accountLanguage(tx, { userId: gone.userId })) ?? sender, 'stopped') : reply(sender, 'notLinked'));
      if (gone)
        await recordAudit(tx, { actorId: gone.userId, action: 'user.telegramUnlink', entity: 'user', entityId: gone.userId, after: { from: 'telegram' } });
      return gone ? 'unlinked' : 'ignored';
    });
  }
  return 'ignored';
}

async function linkChat(deps: Pick<Deps, 'db' | 'now'>, chatId: number, token: string, sender: Language): Promise<'linked' | 'refused'> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Used once: the update that sets used_at wins; a second delivery of the same update finds it used.
    const [used] = await tx
      .update(telegramLinkTokens)
      .set({ usedAt: now })
      .where(and(eq(telegramLinkTokens.tokenHash, hashToken(token)), isNull(telegramLinkTokens.usedAt), gt(telegramLinkTokens.expiresAt, now)))
      .returning({ userId: telegramLinkTokens.userId });
    if (!used) {
      await enqueueMessage(tx, chatId, reply(sender, 'badToken'));
      return 'refused';
    }
    // One chat per account and one account per chat: the newest link wins on both sides.
    await tx.delete(telegramLinks).where(or(eq(telegramLinks.userId, used.userId), eq(telegramLinks.chatId, chatId)));
    await tx.insert(telegramLinks).values({ userId: used.userId, chatId, linkedAt: now });
    await recordAudit(tx, { actorId: used.userId, action: 'user.telegramLink', entity: 'user', entityId: used.userId, after: { linked: true } });
    await enqueueMessage(tx, chatId, reply((await accountLanguage(tx, { userId: used.userId })) ?? sender, 'linked'));
    return 'linked';
  });
}

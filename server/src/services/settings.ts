import { TRPCError } from '@trpc/server';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_SETTINGS, PUBLIC_SETTING_KEYS, settingsInput, type PublicSettings, type Settings } from '@nimbus/shared/settings';
import type { DbOrTx } from '../db/client.ts';
import { twoFactorMessages } from '@nimbus/shared/two-factor';
import { settings, users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudit } from './audit.ts';

type Key = keyof Settings;
const KEYS = Object.keys(DEFAULT_SETTINGS) as Key[];

/** Every setting, stored values over defaults; a stored value that no longer parses is ignored. */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, KEYS));
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    const field = settingsInput.shape[row.key as Key];
    const parsed = field?.safeParse(row.value);
    if (parsed?.success) merged[row.key] = parsed.data;
  }
  return merged as Settings;
}

/** What visitors may see: never the bank details or the playlist template. */
export function publicPart(all: Settings): PublicSettings {
  return Object.fromEntries(PUBLIC_SETTING_KEYS.map((key) => [key, all[key]])) as PublicSettings;
}

export async function getPublicSettings(db: DbOrTx): Promise<PublicSettings> {
  return publicPart(await getSettings(db));
}

/** Whoever requires a second factor of admins has one: nobody locks themselves out with the switch. */
async function assertEnrolled(db: DbOrTx, actor: AuthUser): Promise<void> {
  const [row] = await db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row?.enabledAt) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: twoFactorMessages.enrolBeforeRequiring });
}

/** Replaces the settings (ADMIN); the audit row keeps what changed, bank details included. */
export async function updateSettings(deps: Pick<Deps, 'db' | 'changes'>, actor: AuthUser, input: Settings): Promise<Settings> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = await getSettings(tx);
    if (input.requireAdminTwoFactor && !before.requireAdminTwoFactor) await assertEnrolled(tx, actor);
    const changed = KEYS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(input[key]));
    for (const key of changed) {
      await tx
        .insert(settings)
        .values({ key, value: input[key] })
        .onConflictDoUpdate({ target: settings.key, set: { value: input[key], updatedAt: new Date() } });
    }
    if (changed.length > 0) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'settings.update',
        entity: 'settings',
        entityId: null,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, input[key]])),
      });
    }
    return getSettings(tx);
  });
  // This instance's catalogue at once; the others when the database's NOTIFY arrives.
  deps.changes.changed({ kind: 'settings' });
  return saved;
}

import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fillMessage } from '@nimbus/shared/message-text';
import {
  PANEL_MODES,
  panelMessages,
  panelProblemText,
  type panelSettingsInput,
  type PanelMode,
  type PanelSettingsView,
  type PanelTestResult,
} from '@nimbus/shared/panel';
import type { DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import type { AuthUser } from '../../trpc/context.ts';
import { recordAudit } from '../audit.ts';
import { createXuiClient, PanelError, type PanelCall, type XuiClient } from './xui-client.ts';

// The panel's settings: one row of the settings table (key 'panel'), the API key sealed with the
// credentials cipher. PANEL_* variables win over each stored field (ADR 030).
const ROW_KEY = 'panel';

const storedSchema = z.object({
  mode: z.enum(PANEL_MODES),
  apiUrl: z.string(),
  apiKeySealed: z.string().nullable(),
  streamUrl: z.string(),
});
type Stored = z.output<typeof storedSchema>;
const NOTHING_STORED: Stored = { mode: 'off', apiUrl: '', apiKeySealed: null, streamUrl: '' };

type PanelDeps = Pick<Deps, 'env' | 'cipher'> & { db: DbOrTx };

async function readStored(db: DbOrTx): Promise<Stored> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, ROW_KEY)).limit(1);
  const parsed = storedSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : NOTHING_STORED;
}

function view(stored: Stored, env: Deps['env']): PanelSettingsView {
  return {
    mode: stored.mode,
    apiUrl: stored.apiUrl,
    apiKeySet: stored.apiKeySealed !== null,
    streamUrl: stored.streamUrl,
    environment: { apiUrl: env.PANEL_API_URL ?? null, apiKeySet: env.PANEL_API_KEY !== undefined, streamUrl: env.PANEL_STREAM_URL ?? null },
  };
}

/** The settings as the admin screen shows them: whether a key is set, never the key. */
export async function getPanelSettings(deps: Pick<Deps, 'db' | 'env'>): Promise<PanelSettingsView> {
  return view(await readStored(deps.db), deps.env);
}

/** What the shop uses: the environment over the stored settings. */
export type PanelConfig = {
  mode: PanelMode;
  apiUrl: string;
  /** null: none set, or the stored one cannot be read with this CREDENTIALS_KEY (`keyUnreadable`). */
  apiKey: string | null;
  keyUnreadable: boolean;
  streamUrl: string;
};

export async function panelConfig(deps: PanelDeps): Promise<PanelConfig> {
  const stored = await readStored(deps.db);
  const { env } = deps;
  let storedKey: string | null = null;
  let keyUnreadable = false;
  if (env.PANEL_API_KEY === undefined && stored.apiKeySealed !== null) {
    try {
      storedKey = deps.cipher.decrypt(stored.apiKeySealed);
    } catch {
      keyUnreadable = true;
    }
  }
  return {
    // The API URL in the environment is a panel: a test rig needs no admin to switch it on.
    mode: env.PANEL_API_URL ? 'xui' : stored.mode,
    apiUrl: env.PANEL_API_URL ?? stored.apiUrl,
    apiKey: env.PANEL_API_KEY ?? storedKey,
    keyUnreadable,
    streamUrl: env.PANEL_STREAM_URL ?? stored.streamUrl,
  };
}

/** A client for the configured panel, or null when it is off or lacks its URL or key. */
export function panelClient(config: PanelConfig, env: Deps['env'], observe?: (call: PanelCall) => void): XuiClient | null {
  if (config.mode !== 'xui' || !config.apiUrl || !config.apiKey) return null;
  return createXuiClient({ apiUrl: config.apiUrl, apiKey: config.apiKey, timeoutMs: env.PANEL_TIMEOUT_MS, ...(observe ? { observe } : {}) });
}

type Input = z.output<typeof panelSettingsInput>;

/** Saves the panel settings (ADMIN); the audit row says that the key changed, never what it is. */
export async function updatePanelSettings(deps: PanelDeps, actor: AuthUser, input: Input): Promise<PanelSettingsView> {
  const { env, cipher } = deps;
  return deps.db.transaction(async (tx) => {
    const before = await readStored(tx);
    let apiKeySealed = before.apiKeySealed;
    let keyChange: 'set' | 'replaced' | 'removed' | null = null;
    if (input.apiKey === null && before.apiKeySealed !== null) {
      apiKeySealed = null;
      keyChange = 'removed';
    } else if (typeof input.apiKey === 'string' && !sameKey(before.apiKeySealed, input.apiKey, cipher)) {
      apiKeySealed = cipher.encrypt(input.apiKey);
      keyChange = before.apiKeySealed === null ? 'set' : 'replaced';
    }
    if (input.mode === 'xui') {
      if (!input.apiUrl && !env.PANEL_API_URL) throw new TRPCError({ code: 'BAD_REQUEST', message: panelMessages.needsUrl });
      if (apiKeySealed === null && !env.PANEL_API_KEY) throw new TRPCError({ code: 'BAD_REQUEST', message: panelMessages.needsKey });
    }
    const after: Stored = { mode: input.mode, apiUrl: input.apiUrl, apiKeySealed, streamUrl: input.streamUrl };
    const changed = (['mode', 'apiUrl', 'streamUrl'] as const).filter((field) => before[field] !== after[field]);
    if (changed.length === 0 && keyChange === null) return view(before, env);

    await tx
      .insert(settings)
      .values({ key: ROW_KEY, value: after })
      .onConflictDoUpdate({ target: settings.key, set: { value: after, updatedAt: new Date() } });
    const fields = (stored: Stored) => Object.fromEntries(changed.map((field) => [field, stored[field]]));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'panel.update',
      entity: 'settings',
      entityId: null,
      before: { ...fields(before), ...(keyChange ? { apiKey: before.apiKeySealed === null ? 'not set' : 'set' } : {}) },
      after: { ...fields(after), ...(keyChange ? { apiKey: keyChange } : {}) },
    });
    return view(after, env);
  });
}

function sameKey(sealed: string | null, plain: string, cipher: Deps['cipher']): boolean {
  if (sealed === null) return false;
  try {
    return cipher.decrypt(sealed) === plain;
  } catch {
    return false;
  }
}

/** "Test connection": get_lines with limit 1 against the configured panel, in plain words. */
export async function testPanelConnection(deps: PanelDeps & Pick<Deps, 'log'>): Promise<PanelTestResult> {
  const config = await panelConfig(deps);
  if (config.keyUnreadable) return { ok: false, problem: 'not_configured', message: panelMessages.keyUnreadable };
  const client = panelClient(config, deps.env);
  if (!client) return { ok: false, problem: 'not_configured', message: panelProblemText.not_configured };
  const started = Date.now();
  try {
    await client.getLines({ limit: 1 });
    return { ok: true, message: fillMessage(panelMessages.answeredIn, { ms: Date.now() - started }) };
  } catch (error) {
    if (!(error instanceof PanelError)) throw error;
    deps.log.info({ problem: error.problem, detail: error.detail }, 'panel connection test failed');
    return { ok: false, problem: error.problem, message: error.message };
  }
}

/** The stream URL customers' apps connect to ('' when none is set): the environment's, else the stored one. */
export async function panelStreamUrl(deps: Pick<Deps, 'db' | 'env'>): Promise<string> {
  return deps.env.PANEL_STREAM_URL ?? (await readStored(deps.db)).streamUrl;
}

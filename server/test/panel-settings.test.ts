import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { panelMessages, type PanelSettingsInput } from '@nimbus/shared/panel';
import { auditLog, settings } from '../src/db/schema/index.ts';
import { createCipher } from '../src/lib/cipher.ts';
import { createPanelSim, type PanelSim } from '../src/panel-sim/simulator.ts';
import { getPanelSettings, panelConfig, testPanelConnection, updatePanelSettings } from '../src/services/panel/settings.ts';
import { createUser, testApp, testEnv, workerDatabase, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';

// The panel settings: the key sealed at rest and never sent back, the audit row, the
// environment's precedence, and "Test connection" against the simulator.
const t = testApp();
const API_KEY = 'PANELKEY-4f1c9a7e2b';
const CODE = 'AbCd1234';
let admin: TestUser;
let sim: PanelSim;
let simUrl: string;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
  sim = createPanelSim({ apiKey: API_KEY, accessCode: CODE });
  simUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
});
// The worker's database outlives this file: later files start with the panel off and no stream URL.
afterAll(async () => {
  await (await t.caller(admin)).panel.update({ mode: 'off', apiUrl: '', apiKey: null, streamUrl: '' });
  await sim.app.close();
});

async function panelRow(): Promise<unknown> {
  const { db } = await workerDatabase();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'panel'));
  return row?.value;
}

async function panelAudit() {
  const { db } = await workerDatabase();
  return db
    .select({ actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.action, 'panel.update'))
    .orderBy(asc(auditLog.id));
}

const on = (overrides: Partial<PanelSettingsInput> = {}): PanelSettingsInput => ({
  mode: 'xui',
  apiUrl: `${simUrl}/${CODE}/`,
  apiKey: API_KEY,
  streamUrl: simUrl,
  ...overrides,
});

describe('panel settings', () => {
  beforeEach(async () => {
    await (await t.caller(admin)).panel.update({ mode: 'off', apiUrl: '', apiKey: null, streamUrl: '' });
  });

  it('starts off, with no key and nothing from the environment', async () => {
    expect(await (await t.caller(admin)).panel.get()).toEqual({
      mode: 'off',
      apiUrl: '',
      apiKeySet: false,
      streamUrl: '',
      environment: { apiUrl: null, apiKeySet: false, streamUrl: null },
    });
  });

  it('seals the API key with the credentials cipher and never sends it back', async () => {
    const saved = await (await t.caller(admin)).panel.update(on());
    expect(saved).toMatchObject({ mode: 'xui', apiKeySet: true, apiUrl: `${simUrl}/${CODE}/` });
    expect(JSON.stringify(saved)).not.toContain(API_KEY);
    expect(JSON.stringify(await (await t.caller(admin)).panel.get())).not.toContain(API_KEY);
    const row = (await panelRow()) as { apiKeySealed: string };
    expect(JSON.stringify(row)).not.toContain(API_KEY);
    expect(t.deps.cipher.decrypt(row.apiKeySealed)).toBe(API_KEY);
  });

  it('keeps the stored key when the field is left out, and removes it on null', async () => {
    const caller = await t.caller(admin);
    await caller.panel.update(on());
    const { apiKey: _left, ...withoutKey } = on({ streamUrl: 'https://line.example:8080' });
    expect(await caller.panel.update(withoutKey)).toMatchObject({ apiKeySet: true, streamUrl: 'https://line.example:8080' });
    expect((await panelConfig(t.deps)).apiKey).toBe(API_KEY);
    expect(await caller.panel.update({ mode: 'off', apiUrl: '', streamUrl: '', apiKey: null })).toMatchObject({ apiKeySet: false });
    expect((await panelConfig(t.deps)).apiKey).toBeNull();
  });

  it('refuses to turn the panel on without a URL or a key', async () => {
    const caller = await t.caller(admin);
    expect(await refusal(caller.panel.update(on({ apiUrl: '' })))).toEqual({ code: 'BAD_REQUEST', message: panelMessages.needsUrl });
    expect(await refusal(caller.panel.update(on({ apiKey: null })))).toEqual({ code: 'BAD_REQUEST', message: panelMessages.needsKey });
    expect(await refusal(caller.panel.update(on({ apiUrl: 'not a url' })))).toEqual({ code: 'BAD_REQUEST', message: panelMessages.apiUrl });
    expect(await refusal(caller.panel.update(on({ apiUrl: 'file:///etc/passwd' })))).toEqual({ code: 'BAD_REQUEST', message: panelMessages.apiUrl });
    expect((await caller.panel.get()).mode).toBe('off');
  });

  it('records who changed what, saying the key changed but never what it is', async () => {
    const caller = await t.caller(admin);
    const before = (await panelAudit()).length;
    await caller.panel.update(on());
    await caller.panel.update(on({ apiKey: 'ANOTHER-KEY-1234' }));
    await caller.panel.update(on({ apiKey: 'ANOTHER-KEY-1234' }));
    const rows = (await panelAudit()).slice(before);
    expect(rows).toEqual([
      {
        actorId: admin.id,
        before: { mode: 'off', apiUrl: '', streamUrl: '', apiKey: 'not set' },
        after: { mode: 'xui', apiUrl: `${simUrl}/${CODE}/`, streamUrl: simUrl, apiKey: 'set' },
      },
      { actorId: admin.id, before: { apiKey: 'set' }, after: { apiKey: 'replaced' } },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/PANELKEY|ANOTHER-KEY/);
  });
});

describe('test connection', () => {
  it('says the panel is not configured while it is off', async () => {
    await (await t.caller(admin)).panel.update({ mode: 'off', apiUrl: '', apiKey: null, streamUrl: '' });
    expect(await (await t.caller(admin)).panel.test()).toMatchObject({ ok: false, problem: 'not_configured' });
  });

  it('calls get_lines with limit 1 on the saved panel', async () => {
    const caller = await t.caller(admin);
    await caller.panel.update(on());
    sim.reset();
    expect(await caller.panel.test()).toMatchObject({ ok: true, message: expect.stringMatching(/^The panel answered in \d+ ms\.$/) });
    expect(sim.calls).toEqual(['get_lines']);
  });

  it('says in plain words that the key was refused, without the key', async () => {
    const caller = await t.caller(admin);
    await caller.panel.update(on({ apiKey: 'WRONG-KEY-99' }));
    const result = await caller.panel.test();
    expect(result).toEqual({ ok: false, problem: 'bad_key', message: 'The panel refused the API key or the access code. (Invalid API key)' });
  });

  it('asks for the key again when the stored one was sealed under another CREDENTIALS_KEY', async () => {
    await (await t.caller(admin)).panel.update(on());
    const { db } = await workerDatabase();
    const otherKey = createCipher(randomBytes(32));
    const row = (await panelRow()) as Record<string, unknown>;
    await db
      .update(settings)
      .set({ value: { ...row, apiKeySealed: otherKey.encrypt(API_KEY) } })
      .where(eq(settings.key, 'panel'));
    expect(await (await t.caller(admin)).panel.test()).toEqual({ ok: false, problem: 'not_configured', message: panelMessages.keyUnreadable });
    expect((await (await t.caller(admin)).panel.get()).apiKeySet).toBe(true);
  });

  it('says the panel timed out', async () => {
    await (await t.caller(admin)).panel.update(on());
    sim.failNext({ kind: 'hang' });
    const env = testEnv({ PANEL_TIMEOUT_MS: '200' });
    expect(await testPanelConnection({ ...t.deps, env })).toMatchObject({ ok: false, problem: 'timeout' });
  });
});

describe('environment over settings', () => {
  const env = () => testEnv({ PANEL_API_URL: `${simUrl}/${CODE}/`, PANEL_API_KEY: API_KEY, PANEL_STREAM_URL: 'https://stream.example:8443' });

  it('uses each PANEL_* variable over the stored field, and turns the panel on', async () => {
    await (
      await t.caller(admin)
    ).panel.update({ mode: 'off', apiUrl: 'https://stored.example/x/', apiKey: 'STORED-KEY-1', streamUrl: 'https://stored.example' });
    expect(await panelConfig({ ...t.deps, env: env() })).toEqual({
      mode: 'xui',
      apiUrl: `${simUrl}/${CODE}/`,
      apiKey: API_KEY,
      keyUnreadable: false,
      streamUrl: 'https://stream.example:8443',
    });
    expect(await testPanelConnection({ ...t.deps, env: env() })).toMatchObject({ ok: true });
    // Without them, the stored ones again.
    expect(await panelConfig(t.deps)).toMatchObject({ mode: 'off', apiUrl: 'https://stored.example/x/', apiKey: 'STORED-KEY-1' });
  });

  it('fills a stored field the environment leaves out', async () => {
    await (await t.caller(admin)).panel.update(on({ streamUrl: 'https://stored-stream.example' }));
    expect(await panelConfig({ ...t.deps, env: testEnv({ PANEL_API_KEY: 'ENV-KEY-2' }) })).toMatchObject({
      apiKey: 'ENV-KEY-2',
      apiUrl: `${simUrl}/${CODE}/`,
      streamUrl: 'https://stored-stream.example',
    });
  });

  it('lets an admin turn the panel on with the URL and key from the environment alone', async () => {
    const deps = { ...t.deps, env: env() };
    const actor = { id: admin.id, role: admin.role, status: admin.status, email: admin.email, name: 'Test Admin', language: 'en' as const };
    const saved = await updatePanelSettings(deps, actor, { mode: 'xui', apiUrl: '', apiKey: null, streamUrl: '' });
    expect(saved).toMatchObject({
      mode: 'xui',
      apiKeySet: false,
      environment: { apiUrl: `${simUrl}/${CODE}/`, apiKeySet: true, streamUrl: 'https://stream.example:8443' },
    });
    expect(JSON.stringify(await getPanelSettings(deps))).not.toContain(API_KEY);
  });
});

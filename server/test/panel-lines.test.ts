import { describe, expect, it } from 'vitest';
import { ensureLine, LINE_PASSWORD_LENGTH, lineMarker, linePassword, lineUsername, renewedExpiry, type LineSpec } from '../src/services/panel/lines.ts';
import { createXuiClient, PanelError } from '../src/services/panel/xui-client.ts';
import { simulatedPanel } from './panel-support.ts';

// One line per subscription against the simulator: again, after a timeout once the panel acted,
// after a dropped connection, and with several attempts at once.
const API_KEY = 'LINESKEY-0123456789';
const CODE = 'lines';
const rig = simulatedPanel({ apiKey: API_KEY, accessCode: CODE });

const client = (timeoutMs = 2_000) => createXuiClient({ apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, timeoutMs });
const spec = (overrides: Partial<LineSpec> = {}): LineSpec => ({
  subscriptionId: 42,
  username: lineUsername('Jane.Doe@example.test', 42),
  password: 'Kp2mQ9vL4aX7bN3c',
  maxConnections: 2,
  expDate: 1_900_000_000,
  bouquets: [3, 1],
  notes: 'Jane.Doe@example.test',
  ...overrides,
});
const linesNamed = (username: string) => [...rig.sim.lines.values()].filter((line) => line.username === username);

describe('line names and passwords', () => {
  it('gives a subscription the same username every time, from the e-mail name and the id', () => {
    expect(lineUsername('Jane.Doe+tv@example.test', 42)).toBe('janedoetv_42');
    expect(lineUsername('Jane.Doe+tv@example.test', 42)).toBe(lineUsername('Jane.Doe+tv@example.test', 42));
    expect(lineUsername('%%%@example.test', 7)).toBe('line_7');
  });

  it('makes random passwords of 16 characters without look-alikes', () => {
    const passwords = Array.from({ length: 50 }, linePassword);
    expect(new Set(passwords).size).toBe(50);
    for (const password of passwords) expect(password).toMatch(new RegExp(`^[a-hjkmnp-zA-HJKMNP-Z2-9]{${LINE_PASSWORD_LENGTH}}$`));
  });
});

describe('ensureLine', () => {
  it('creates the line with the plan fields and our marker, then finds it instead of making another', async () => {
    const first = await ensureLine(client(), spec());
    expect(first).toMatchObject({ created: true, line: { username: 'janedoe_42', maxConnections: 2, expDate: 1_900_000_000, enabled: true } });
    expect(first.line.notes).toContain(lineMarker(42));
    const again = await ensureLine(client(), spec({ password: 'another-password' }));
    expect(again).toMatchObject({ created: false, line: { id: first.line.id, password: 'Kp2mQ9vL4aX7bN3c' } });
    expect(linesNamed('janedoe_42')).toHaveLength(1);
    expect(linesNamed('janedoe_42')[0]?.bouquets).toEqual([3, 1]);
  });

  it('finds the line the panel made although its answer came after the timeout', async () => {
    rig.sim.failNext({ kind: 'delay', ms: 600 }, { action: 'create_line' });
    const { created, line } = await ensureLine(client(200), spec());
    expect(created).toBe(true);
    expect(linesNamed(line.username)).toHaveLength(1);
  });

  it('finds the line the panel made before it dropped the connection', async () => {
    rig.sim.failNext({ kind: 'drop' }, { action: 'create_line' });
    expect((await ensureLine(client(), spec())).created).toBe(true);
    expect(linesNamed('janedoe_42')).toHaveLength(1);
  });

  it('fails when the panel did nothing, and the retry makes the one line', async () => {
    rig.sim.failNext({ kind: 'hang' }, { action: 'create_line' });
    await expect(ensureLine(client(200), spec())).rejects.toMatchObject({ problem: 'timeout' });
    expect(rig.sim.lines.size).toBe(0);
    await ensureLine(client(), spec());
    expect(linesNamed('janedoe_42')).toHaveLength(1);
  });

  it('makes one line when ten attempts run at once', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => ensureLine(client(), spec())));
    expect(linesNamed('janedoe_42')).toHaveLength(1);
    expect(new Set(results.map((result) => result.line.id)).size).toBe(1);
  });

  it('refuses to take over a line of the same name that is not this subscription’s', async () => {
    await client().createLine({ username: 'janedoe_42', password: 'someone-else-1', notes: 'made by hand' });
    const error = await ensureLine(client(), spec()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PanelError);
    expect((error as PanelError).message).toContain('is not this subscription');
    expect(linesNamed('janedoe_42')).toHaveLength(1);
  });
});

describe('renewedExpiry', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const nowSeconds = now.getTime() / 1000;
  const day = 86_400;

  it('extends a running line from its expiry', () => {
    expect(renewedExpiry({ enabled: true, expDate: nowSeconds + 1 }, 30, now)).toBe(nowSeconds + 1 + 30 * day);
  });

  it('starts from now at and after the expiry instant', () => {
    expect(renewedExpiry({ enabled: true, expDate: nowSeconds }, 30, now)).toBe(nowSeconds + 30 * day);
    expect(renewedExpiry({ enabled: true, expDate: nowSeconds - 5 * day }, 30, now)).toBe(nowSeconds + 30 * day);
  });

  it('starts from now for a disabled line, whatever its expiry', () => {
    expect(renewedExpiry({ enabled: false, expDate: nowSeconds + 10 * day }, 30, now)).toBe(nowSeconds + 30 * day);
  });
});

import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanelProblem } from '@nimbus/shared/panel';
import { createXuiClient, PanelError, redactUrl } from '../src/services/panel/xui-client.ts';
import { simulatedPanel } from './panel-support.ts';

// The XUI client against the simulator over real HTTP on loopback: every answer and every way a
// call can fail, as staff will read it.
const API_KEY = 'SIMKEY0123456789ABCDEF';
const CODE = 'cSbuFLhp';
const rig = simulatedPanel({ apiKey: API_KEY, accessCode: CODE });

const client = (overrides: { apiUrl?: string; apiKey?: string; timeoutMs?: number } = {}) =>
  createXuiClient({ apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, timeoutMs: 2_000, ...overrides });

/** The PanelError a call fails with, checked never to carry the key. */
async function failure(call: Promise<unknown>): Promise<{ problem: PanelProblem; message: string }> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PanelError);
  const panelError = error as PanelError;
  expect(`${panelError.message} ${panelError.stack ?? ''} ${JSON.stringify(panelError)}`).not.toContain(API_KEY);
  return { problem: panelError.problem, message: panelError.message };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('XUI client', () => {
  it('creates a line with the plan fields and the bouquets, and reads it back with numbers coerced', async () => {
    const panel = client();
    const { lineId } = await panel.createLine({
      username: 'jane_doe_7',
      password: 'x7Kp2mQ9vL4a',
      maxConnections: 3,
      expDate: 1_800_000_000,
      isTrial: false,
      bouquets: [4, 9],
      notes: 'subscription 12, jane@example.test',
    });
    expect(rig.sim.lines.get(lineId)).toMatchObject({
      maxConnections: 3,
      expDate: 1_800_000_000,
      bouquets: [4, 9],
      notes: 'subscription 12, jane@example.test',
    });
    expect(await panel.getLine(lineId)).toEqual({
      id: lineId,
      username: 'jane_doe_7',
      password: 'x7Kp2mQ9vL4a',
      expDate: 1_800_000_000,
      maxConnections: 3,
      enabled: true,
      isTrial: false,
      notes: 'subscription 12, jane@example.test',
    });
  });

  it('edits, disables and enables a line', async () => {
    const panel = client();
    const { lineId } = await panel.createLine({ username: 'edit_me', password: 'x7Kp2mQ9vL4a', maxConnections: 1, expDate: 1_800_000_000 });
    await panel.editLine(lineId, { expDate: 1_900_000_000, maxConnections: 2, bouquets: [1] });
    await panel.disableLine(lineId);
    expect(await panel.getLine(lineId)).toMatchObject({ expDate: 1_900_000_000, maxConnections: 2, enabled: false });
    await panel.enableLine(lineId);
    expect((await panel.getLine(lineId)).enabled).toBe(true);
    expect(rig.sim.lines.get(lineId)?.bouquets).toEqual([1]);
  });

  it('finds lines by username, a page at a time', async () => {
    const panel = client();
    for (const name of ['alpha_1', 'alpha_2', 'beta_1']) await panel.createLine({ username: name, password: 'x7Kp2mQ9vL4a' });
    expect((await panel.getLines({ search: 'alpha' })).map((line) => line.username)).toEqual(['alpha_1', 'alpha_2']);
    expect((await panel.getLines({ search: 'alpha', start: 1, limit: 1 })).map((line) => line.username)).toEqual(['alpha_2']);
    expect(await panel.getLines({ search: 'gamma' })).toEqual([]);
  });

  it('says the host was not found when the name does not resolve', async () => {
    // .invalid never resolves (RFC 2606).
    expect((await failure(client({ apiUrl: 'http://panel.nimbus.invalid/abc/' }).getLines({ limit: 1 }))).problem).toBe('dns');
  });

  it('says the connection was refused when nothing listens on the port', async () => {
    const port = await closedPort();
    expect((await failure(client({ apiUrl: `http://127.0.0.1:${port}/${CODE}/` }).getLines({ limit: 1 }))).problem).toBe('refused');
  });

  it('times out on a panel that never answers', async () => {
    rig.sim.failNext({ kind: 'hang' });
    const started = Date.now();
    expect((await failure(client({ timeoutMs: 300 }).getLines({ limit: 1 }))).problem).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('times out on a panel that acted but answers too late, and the line exists', async () => {
    rig.sim.failNext({ kind: 'delay', ms: 800 }, { action: 'create_line' });
    expect((await failure(client({ timeoutMs: 200 }).createLine({ username: 'slow_one', password: 'x7Kp2mQ9vL4a' }))).problem).toBe('timeout');
    expect([...rig.sim.lines.values()].map((line) => line.username)).toEqual(['slow_one']);
  });

  it('answers normally after a delay shorter than the timeout', async () => {
    rig.sim.failNext({ kind: 'delay', ms: 100 });
    expect(await client().getLines({ limit: 1 })).toEqual([]);
  });

  it('says the connection dropped when the panel acts and closes without an answer', async () => {
    rig.sim.failNext({ kind: 'drop' }, { action: 'create_line' });
    expect((await failure(client().createLine({ username: 'dropped_one', password: 'x7Kp2mQ9vL4a' }))).problem).toBe('dropped');
    expect(rig.sim.lines.size).toBe(1);
  });

  it('says the key was refused, in the panel words, for a wrong key or a wrong access code', async () => {
    expect(await failure(client({ apiKey: 'WRONG' }).getLines({ limit: 1 }))).toEqual({
      problem: 'bad_key',
      message: 'The panel refused the API key or the access code. (Invalid API key)',
    });
    expect(await failure(client({ apiUrl: `${rig.base}/wrongcode/` }).getLines({ limit: 1 }))).toMatchObject({ problem: 'bad_key' });
  });

  it('passes on what the panel refused, with its error text', async () => {
    await client().createLine({ username: 'taken', password: 'x7Kp2mQ9vL4a' });
    expect(await failure(client().createLine({ username: 'taken', password: 'other-password-1' }))).toEqual({
      problem: 'rejected',
      message: 'The panel refused the request. (Username already exists)',
    });
    rig.sim.failNext({ kind: 'error', message: 'Database is busy' });
    expect((await failure(client().getLines())).message).toContain('Database is busy');
  });

  it('calls an answer that is not the XUI envelope unexpected', async () => {
    rig.sim.failNext({ kind: 'garbage' });
    expect(await failure(client().getLines({ limit: 1 }))).toMatchObject({ problem: 'unexpected', message: expect.stringContaining('not JSON') });
    // Somewhere that answers JSON, but not the panel's: the simulator's own control API.
    expect((await failure(client({ apiUrl: `${rig.base}/_sim/calls` }).getLines())).problem).toBe('unexpected');
  });

  it('calls a line of the wrong shape unexpected rather than trusting it', async () => {
    const { lineId } = await client().createLine({ username: 'shape', password: 'x7Kp2mQ9vL4a' });
    const broken = createXuiClient({
      apiUrl: `${rig.base}/${CODE}/`,
      apiKey: API_KEY,
      timeoutMs: 2_000,
      fetch: async (...args) => {
        const answer = await fetch(...args);
        const body = (await answer.json()) as { data: Record<string, unknown> };
        return Response.json({ ...body, data: { ...body.data, max_connections: 'many' } });
      },
    });
    expect(await failure(broken.getLine(lineId))).toMatchObject({ problem: 'unexpected', message: expect.stringContaining('get_line') });
  });

  it('redacts the key from a URL', () => {
    expect(redactUrl(`${rig.base}/${CODE}/?api_key=${API_KEY}&action=get_lines`)).toBe(`${rig.base}/${CODE}/?api_key=REDACTED&action=get_lines`);
  });
});

describe('panel simulator, customer side', () => {
  it('answers player_api.php with the line state and get.php with a playlist', async () => {
    const { lineId } = await client().createLine({ username: 'viewer', password: 'x7Kp2mQ9vL4a', maxConnections: 2, expDate: 4_000_000_000 });
    const info = (await (await fetch(`${rig.base}/player_api.php?username=viewer&password=x7Kp2mQ9vL4a`)).json()) as { user_info: Record<string, unknown> };
    expect(info.user_info).toMatchObject({ auth: 1, status: 'Active', exp_date: '4000000000', max_connections: '2' });
    const playlist = await fetch(`${rig.base}/get.php?username=viewer&password=x7Kp2mQ9vL4a&type=m3u_plus&output=ts`);
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toMatch(/^#EXTM3U\n#EXTINF/);

    await client().disableLine(lineId);
    const disabled = (await (await fetch(`${rig.base}/player_api.php?username=viewer&password=x7Kp2mQ9vL4a`)).json()) as { user_info: Record<string, unknown> };
    expect(disabled.user_info.status).toBe('Disabled');
    expect((await fetch(`${rig.base}/get.php?username=viewer&password=x7Kp2mQ9vL4a`)).status).toBe(403);
    const wrong = (await (await fetch(`${rig.base}/player_api.php?username=viewer&password=nope`)).json()) as { user_info: Record<string, unknown> };
    expect(wrong.user_info.auth).toBe(0);
  });

  it('takes faults through its control API', async () => {
    const queued = await fetch(`${rig.base}/_sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'error', message: 'Told to fail', action: 'get_lines', times: 2 }),
    });
    expect(queued.status).toBe(200);
    expect((await failure(client().getLines())).message).toContain('Told to fail');
    expect((await failure(client().getLines())).message).toContain('Told to fail');
    expect(await client().getLines()).toEqual([]);
    expect(await (await fetch(`${rig.base}/_sim/calls`)).json()).toEqual(['get_lines', 'get_lines', 'get_lines']);
  });
});

describe('XUI client, a panel that redirects', () => {
  let redirecting: Server;
  let hits = 0;
  beforeAll(async () => {
    redirecting = createHttpServer((request, response) => {
      hits += 1;
      response.writeHead(301, { location: `https://panel.example:9000${request.url ?? '/'}` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => redirecting.close(resolve)));

  it('does not follow it (the key is in the query) and says where it points, without the key', async () => {
    const { port } = redirecting.address() as { port: number };
    const { problem, message } = await failure(client({ apiUrl: `http://127.0.0.1:${port}/${CODE}/` }).getLines({ limit: 1 }));
    expect(problem).toBe('unexpected');
    expect(message).toContain(`HTTP 301, a redirect to https://panel.example:9000/${CODE}/?api_key=REDACTED&action=get_lines`);
    expect(hits).toBe(1);
  });
});

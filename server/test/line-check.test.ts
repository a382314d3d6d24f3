import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINE_CHECKS_PER_WINDOW, lineMessages, lineProblemText } from '@nimbus/shared/line';
import type { SubscriptionStatus } from '@nimbus/shared/enums';
import { createXuiClient } from '../src/services/panel/xui-client.ts';
import { createSubscription } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';
import { simulatedPanel } from './panel-support.ts';
import { refusal } from './refusal.ts';

// The customer's line on /user: the panel's server and playlist link in subscriptions.mine, and
// "Check line status" (subscriptions.checkLine) asking the simulator's player_api.php about the
// caller's own line only, in plain words when the panel cannot be reached.
const TIMEOUT_MS = 300;
const t = testApp({ env: { PANEL_TIMEOUT_MS: String(TIMEOUT_MS) } });
const API_KEY = 'USERLINE-KEY-4242';
const CODE = 'userline';
const rig = simulatedPanel({ apiKey: API_KEY, accessCode: CODE });
const EXPIRES = 1_900_000_000;
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
});

const setStreamUrl = async (streamUrl: string) => (await t.caller(admin)).panel.update({ mode: 'off', apiUrl: '', apiKey: null, streamUrl });

beforeEach(() => setStreamUrl(rig.base));
// The worker's database outlives this file: later files start with no stream URL.
afterAll(() => setStreamUrl(''));

/** A customer whose live subscription has these credentials. */
async function customerWith(credentials: { userName: string; password: string } | null, status: SubscriptionStatus = 'Active') {
  const user = await createUser();
  const plan = await createPlan({ devices: 2 });
  await createSubscription({
    userId: user.id,
    planId: plan.id,
    status,
    ...(credentials ? { credentials: { ...credentials, cipher: t.deps.cipher } } : {}),
  });
  return { user, caller: await t.caller(user) };
}

/** A loopback port nothing listens on (fetch refuses port 1 itself, before connecting). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The same line on the panel, as staff or provisioning made it. */
const panelLine = (username: string, password: string) =>
  createXuiClient({ apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, timeoutMs: 2_000 }).createLine({
    username,
    password,
    maxConnections: 2,
    expDate: EXPIRES,
  });

describe('the line on subscriptions.mine', () => {
  it('gives an Active line the stream server and the M3U link with the credentials URL-encoded', async () => {
    await setStreamUrl(`${rig.base}/`);
    const { caller } = await customerWith({ userName: 'tv ada', password: 'p&ss/1+x' });
    expect((await caller.subscriptions.mine())?.line).toEqual({
      server: rig.base,
      m3uUrl: `${rig.base}/get.php?username=tv%20ada&password=p%26ss%2F1%2Bx&type=m3u_plus&output=ts`,
      // Typed in by staff, not made on the panel: no new password from the customer's card.
      onPanel: false,
    });
  });

  it('has no line without a stream URL, while Pending, or without credentials', async () => {
    expect((await (await customerWith({ userName: 'tv-p', password: 'pw' }, 'Pending')).caller.subscriptions.mine())?.line).toBeNull();
    expect((await (await customerWith(null)).caller.subscriptions.mine())?.line).toBeNull();
    await setStreamUrl('');
    expect(await (await customerWith({ userName: 'tv-m', password: 'pw' })).caller.subscriptions.mine()).toMatchObject({
      userName: 'tv-m',
      password: 'pw',
      line: null,
    });
  });

  it('serves the playlist the link points at', async () => {
    await panelLine('tv-play', 'pl&y');
    const { caller } = await customerWith({ userName: 'tv-play', password: 'pl&y' });
    const answer = await fetch((await caller.subscriptions.mine())!.line!.m3uUrl);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/^#EXTM3U\n/);
  });
});

describe('checking the line', () => {
  it("answers the panel's status, expiry and device limit for the caller's own line", async () => {
    await panelLine('tv-own', 'own-pass-1');
    const { caller } = await customerWith({ userName: 'tv-own', password: 'own-pass-1' });
    expect(await caller.subscriptions.checkLine()).toEqual({
      reached: true,
      checkedAt: expect.any(Date),
      auth: true,
      status: 'Active',
      expiresAt: new Date(EXPIRES * 1000),
      maxConnections: 2,
      activeConnections: 0,
    });
    expect(rig.sim.customerCalls).toEqual([{ path: 'player_api.php', username: 'tv-own' }]);
  });

  it('passes on what the panel says of a disabled line', async () => {
    const { lineId } = await panelLine('tv-off', 'off-pass-1');
    await createXuiClient({ apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, timeoutMs: 2_000 }).disableLine(lineId);
    const { caller } = await customerWith({ userName: 'tv-off', password: 'off-pass-1' });
    expect(await caller.subscriptions.checkLine()).toMatchObject({ reached: true, auth: true, status: 'Disabled' });
  });

  it('says so when the panel does not accept the credentials', async () => {
    const { caller } = await customerWith({ userName: 'tv-unknown', password: 'nope' });
    expect(await caller.subscriptions.checkLine()).toEqual({ reached: true, checkedAt: expect.any(Date), auth: false, message: lineMessages.notAccepted });
  });

  it("never asks about another customer's line, whatever the call carries", async () => {
    await panelLine('tv-alice', 'alice-pass');
    const alice = await customerWith({ userName: 'tv-alice', password: 'alice-pass' });
    const bob = await customerWith(null);
    expect(await refusal(bob.caller.subscriptions.checkLine())).toEqual({ code: 'NOT_FOUND', message: lineMessages.noLine });
    // Over HTTP with Alice's id as input: the procedure takes none and answers for Bob alone.
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/subscriptions.checkLine',
      headers: { authorization: `Bearer ${await tokenFor(bob.user)}` },
      payload: { json: { userId: alice.user.id, id: alice.user.id, userName: 'tv-alice' } },
    });
    expect(res.statusCode).toBe(404);
    expect(rig.sim.customerCalls).toEqual([]);
  });

  it('is for customers: staff and visitors are refused', async () => {
    expect(await refusal((await t.caller(admin)).subscriptions.checkLine())).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal((await t.caller(await createUser({ role: 'AGENT' }))).subscriptions.checkLine())).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal((await t.caller()).subscriptions.checkLine())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(rig.sim.customerCalls).toEqual([]);
  });

  it('says the check is not available while the shop has no stream URL', async () => {
    await setStreamUrl('');
    const { caller } = await customerWith({ userName: 'tv-none', password: 'pw' });
    expect(await refusal(caller.subscriptions.checkLine())).toEqual({ code: 'PRECONDITION_FAILED', message: lineMessages.noServer });
  });

  it('says the TV server did not answer in time, within the timeout', async () => {
    await panelLine('tv-slow', 'slow-pass');
    rig.sim.failNext({ kind: 'hang' }, { action: 'player_api' });
    const { caller } = await customerWith({ userName: 'tv-slow', password: 'slow-pass' });
    const started = Date.now();
    expect(await caller.subscriptions.checkLine()).toEqual({
      reached: false,
      checkedAt: expect.any(Date),
      problem: 'timeout',
      message: `${lineProblemText.timeout} ${lineMessages.stillWorks}`,
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
  });

  it('says the TV server cannot be reached when nothing listens at the stream URL', async () => {
    await setStreamUrl(`http://127.0.0.1:${await closedPort()}`);
    const { caller } = await customerWith({ userName: 'tv-gone', password: 'gone-pass' });
    expect(await caller.subscriptions.checkLine()).toMatchObject({
      reached: false,
      problem: 'refused',
      message: expect.stringMatching(/^The TV server is not accepting/),
    });
  });

  it('tells a dropped connection and an answer it cannot read apart', async () => {
    await panelLine('tv-odd', 'odd-pass');
    const { caller } = await customerWith({ userName: 'tv-odd', password: 'odd-pass' });
    rig.sim.failNext({ kind: 'drop' }, { action: 'player_api' });
    expect(await caller.subscriptions.checkLine()).toMatchObject({ reached: false, problem: 'dropped' });
    rig.sim.failNext({ kind: 'garbage' }, { action: 'player_api' });
    expect(await caller.subscriptions.checkLine()).toMatchObject({ reached: false, problem: 'unexpected' });
    rig.sim.failNext({ kind: 'error', message: 'Internal error' }, { action: 'player_api' });
    expect(await caller.subscriptions.checkLine()).toMatchObject({ reached: false, problem: 'unexpected' });
    // An admin-side fault for any call leaves the customer side alone.
    rig.sim.failNext({ kind: 'hang' });
    expect(await caller.subscriptions.checkLine()).toMatchObject({ reached: true, auth: true });
  });

  it(`allows ${LINE_CHECKS_PER_WINDOW} checks a minute per customer, then says when to try again`, async () => {
    await panelLine('tv-busy', 'busy-pass');
    const busy = await customerWith({ userName: 'tv-busy', password: 'busy-pass' });
    for (let n = 0; n < LINE_CHECKS_PER_WINDOW; n += 1) expect(await busy.caller.subscriptions.checkLine()).toMatchObject({ reached: true });
    expect(await refusal(busy.caller.subscriptions.checkLine())).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^You have checked your line several times in a row\. Try again in \d+ seconds?\.$/),
    });
    expect(rig.sim.customerCalls).toHaveLength(LINE_CHECKS_PER_WINDOW);
    // Another customer from the same address still may.
    await panelLine('tv-calm', 'calm-pass');
    expect(await (await customerWith({ userName: 'tv-calm', password: 'calm-pass' })).caller.subscriptions.checkLine()).toMatchObject({ reached: true });
  });
});

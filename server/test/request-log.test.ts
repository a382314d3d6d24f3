import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { batchedLogDestination } from '../src/http/access-log.ts';
import { loggedUrl } from '../src/lib/request-log.ts';
import { testApp } from './harness.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = testApp({ logger: { level: 'info', stream } });

const CODE = '482109375512';
const EMAIL = 'victim.log@example.test';

type RequestLine = { level: number; msg: string; req: { url: string }; res: { statusCode: number }; responseTime: number };
const requestLines = () =>
  lines.map((line) => JSON.parse(line) as RequestLine & { reqId?: string }).filter((line) => line.reqId !== undefined && line.req !== undefined);

describe('the request log', () => {
  it('never shows a reset code or an e-mail address, however the path is encoded', async () => {
    const urls = [
      `/api/forgotPassword/resetCode/${CODE}`,
      `/api/forgotPassword/resetCode/4821-0937-5512`,
      `/api/forgotPassword/resetCode/4821%200937%205512`,
      `/api/forgotPassword/resetCode/${CODE}?email=${encodeURIComponent(EMAIL)}`,
      `/%61pi/forgotPassword/resetCode/%34%38%32%31%30%39%33%37%35%35%31%32`,
      `/api/forgotPassword/${EMAIL}`,
      `/api/forgotPassword/${encodeURIComponent(EMAIL)}`,
      `/%61pi/forgotPassword/victim.log%40example.test`,
      `/api/forgotPassword/resetCode/${CODE}/extra`,
      `/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`,
      `/trpc/users.list?input=${encodeURIComponent(JSON.stringify({ json: { search: EMAIL } }))}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url, remoteAddress: '10.8.0.1' });
    const requestLines = lines.filter((line) => line.includes('"req"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(urls.length);
    const everything = lines.join('\n');
    // Times, durations and ids are digits too: a short piece of the code is looked for in the
    // logged URLs only, the whole code and the e-mail everywhere.
    const loggedUrls = requestLines.map((line) => (JSON.parse(line) as { req: { url: string } }).req.url).join('\n');
    for (const secret of ['4821', '%34%38']) expect(loggedUrls).not.toContain(secret);
    for (const secret of [CODE, 'victim', 'victim.log%40']) expect(everything).not.toContain(secret);
    expect(everything).toContain('/api/forgotPassword/resetCode/:code');
    expect(everything).toContain('/api/forgotPassword/:email');
  });

  it('writes one line per request, when it is answered: what was asked, the status and the time', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health?probe=1', remoteAddress: '10.8.0.2' });
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?probe=1', remoteAddress: '10.8.0.2' },
      res: { statusCode: 200 },
    });
    expect(logged[0]!.responseTime).toEqual(expect.any(Number));
  });

  it("leaves visitors' reads of the public catalogue to the debug level, but not a signed-in one's or a failed one", async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/plans' });
    await t.app.inject({ method: 'GET', url: '/trpc/plans.list' });
    expect(requestLines()).toEqual([]);

    await t.app.inject({ method: 'GET', url: '/api/plans', headers: { authorization: 'Bearer not-a-token' } });
    await t.app.inject({ method: 'GET', url: '/trpc/plans.nothing' });
    expect(requestLines().map((line) => [line.req.url, line.res.statusCode])).toEqual([
      ['/api/plans', 200],
      ['/trpc/plans.nothing', 404],
    ]);
  });

  it('reaches the file within about a second on a quiet instance, though it is written in batches', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nimbus-log-')), 'app.log');
    const destination = batchedLogDestination(file);
    await new Promise((ready) => destination.once('ready', ready));
    destination.write('{"msg":"one quiet line"}\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 2_500, interval: 100 }).toContain('one quiet line');
    destination.end();
  });

  it('keeps ordinary URLs as they are', () => {
    const routed = (url: string, route?: string) => loggedUrl({ url, routeOptions: { url: route } });
    expect(routed('/api/users/42?page=2', '/api/users/:id')).toBe('/api/users/42?page=2');
    expect(routed('/trpc/plans.list?batch=1&input=%7B%7D', '/trpc/:path')).toBe('/trpc/plans.list?batch=1&input=%7B%7D');
    expect(routed('/api/users?email=a%40b.test&page=1')).toBe('/api/users?email=[redacted]&page=1');
    expect(routed('/api/forgotPassword/updatePassword', '/api/forgotPassword/updatePassword')).toBe('/api/forgotPassword/updatePassword');
    expect(routed('/api/forgotPassword/resetCode/1234/5678')).toBe('/api/forgotPassword/[redacted]');
    expect(routed('/%61pi/forgotPassword/a%40b.test', '/*')).toBe('/api/forgotPassword/[redacted]');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, testApp, tokenFor, type TestUser } from './harness.ts';

// The customer's overview drawn by the server (docs/decisions/034). The page itself is drawn by
// the client's Node build, which needs the client built: the browser story
// client/e2e/overview-server-drawn.spec.ts runs the real one. Here a renderer with the same
// contract shows what the server puts around it and when it does not draw at all.
const base = mkdtempSync(join(tmpdir(), 'nimbus-test-account-page-'));
const dist = join(base, 'dist');
mkdirSync(join(base, 'dist-render'), { recursive: true });
mkdirSync(dist);
writeFileSync(
  join(dist, 'index.html'),
  [
    '<!doctype html><html><head>',
    '<script src="/boot.js" data-entry="/assets/index-a.js" data-preload="" data-styles="/assets/rest-b.css" data-account-styles="/assets/account-c.css"></script>',
    '</head><body>',
    '<div id="root"><div data-prerendered="home" inert>the home page</div></div>',
    '</body></html>',
  ].join('\n'),
);
writeFileSync(
  join(base, 'dist-render', 'prerender.js'),
  `export async function renderSignedIn(path, user, answers) {
     if (user.name.startsWith('Broken')) throw new Error('the renderer failed');
     return '<main>' + path + ' for ' + user.email + ': ' + answers.map((answer) => answer.path).join(',') + '</main>';
   }`,
);
afterAll(() => rmSync(base, { recursive: true, force: true }));

const t = testApp({ env: { CLIENT_DIST: dist } });

/** The session cookies of a login through the app's own call. */
async function sessionOf(user: TestUser): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { json: { email: user.email, password: user.password } } });
  expect(res.statusCode).toBe(200);
  return res.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

const overview = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/user', headers });

describe('GET /user', () => {
  it('is drawn for a signed-in customer with their answers, kept out of every cache', async () => {
    const customer = await createUser({ firstName: '</script><script>alert(1)</script>' });
    const res = await overview({ cookie: await sessionOf(customer) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toContain('Cookie');
    const html = res.body;
    expect(html).toContain(
      // Without a subscription the plans come too: the free trials they offer (ADR 039).
      `<div data-prerendered="user" inert><main>/user for ${customer.email}: auth.me,users.me,subscriptions.mine,payments.mine,notifications.unreadCount,settings.public,plans.list</main></div>`,
    );
    // Only this page: the build's snapshots are not sent along.
    expect(html).not.toContain('the home page');
    expect(html).toContain('<script src="/boot.js" data-page="user"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/account-c.css">');
    const answers = /<script type="application\/json" id="nimbus-answers">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(answers!).json[1]).toMatchObject({ path: 'users.me', data: { id: customer.id, email: customer.email } });
    // A name cannot close the element the answers ride in.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(answers).toContain('\\u003c/script>');
  });

  it('is the plain page for nobody, for staff, and for a bearer token (REST clients have no page)', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const customer = await createUser();
    const requests: Record<string, string>[] = [{}, { cookie: await sessionOf(admin) }, { authorization: `Bearer ${await tokenFor(customer)}` }];
    for (const headers of requests) {
      const res = await overview(headers);
      expect(res.statusCode).toBe(200);
      // Revalidated every time; a request that carried a session is not stored at all.
      expect(['no-cache', 'private, no-store']).toContain(res.headers['cache-control']);
      expect(res.body).toContain('the home page');
      expect(res.body).not.toContain('data-prerendered="user"');
    }
  });

  it('is the plain page when drawing fails', async () => {
    const customer = await createUser({ firstName: 'Broken' });
    const res = await overview({ cookie: await sessionOf(customer) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('the home page');
    expect(res.body).not.toContain(customer.email);
  });
});

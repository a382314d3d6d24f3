import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './support/fixtures.ts';
import { registerCustomer } from './support/api.ts';
import { watchPolicyViolations } from './support/policy.ts';

// Every screen of the built app under the server's real headers: a page that needs an inline
// script, eval, a foreign host or a disabled browser feature shows up here as a violation.

const PUBLIC_PAGES = [
  '/',
  '/channel-list',
  '/guide',
  '/privacy-policy',
  '/terms-of-services',
  '/login',
  '/register',
  '/forgotPassword',
  '/resetCode',
  '/updatePassword',
  '/forbidden',
  '/no-such-page',
];
const CUSTOMER_PAGES = ['/payment', '/user', '/user/support', '/user/notifications'];
const ADMIN_PAGES = ['overview', 'users', 'subscriptions', 'payments', 'support', 'plans', 'settings', 'audit'].map((p) => `/admin/${p}`);
const AGENT_PAGES = ['tickets', 'subscriptions', 'payments'].map((p) => `/agent/${p}`);

async function visitEach(page: Page, paths: string[]): Promise<string[]> {
  const violations = await watchPolicyViolations(page);
  const found: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      // A page without the policy would pass trivially.
      expect(response?.headers()['content-security-policy'], `the policy of ${path}`).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      found.push(...(await violations()).filter((violation) => !found.includes(violation)));
    });
  }
  return found;
}

test.describe('the Content-Security-Policy', () => {
  test('every public page renders under it without a violation, and the home page loads no PDF code', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(
      requested.filter((url) => /pdf/i.test(url)),
      'the home page downloads pdf.js',
    ).toEqual([]);

    expect(await visitEach(page, PUBLIC_PAGES)).toEqual([]);
  });

  test('every customer page renders under it without a violation', async ({ page, request }) => {
    const customer = await registerCustomer(request, { lastName: 'Policy' });
    await logIn(page, customer);
    expect(await visitEach(page, CUSTOMER_PAGES)).toEqual([]);
  });

  test('every admin page renders under it without a violation', async ({ page }) => {
    await logIn(page, DEMO.admin);
    expect(await visitEach(page, ADMIN_PAGES)).toEqual([]);
  });

  test('every agent page renders under it without a violation', async ({ page }) => {
    await logIn(page, DEMO.agent);
    expect(await visitEach(page, AGENT_PAGES)).toEqual([]);
  });

  test('the API documentation (Swagger UI) works under its policy', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto('/api/docs');
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the app cannot be framed by another page', async ({ request }) => {
    const response = await request.get('/');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).not.toContain('unsafe-eval');
  });
});

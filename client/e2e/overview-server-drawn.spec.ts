import { expect, test } from '@playwright/test';
import { activePlans, registerCustomer, submitReceipt } from './support/api.ts';
import { layoutShift, logIn, PHONE } from './support/fixtures.ts';

// A signed-in customer's overview comes drawn by the server with their own data, and the app
// takes it over from the same answers (docs/decisions/034).

test("the customer's overview is in the page the server sends, for that customer only, never cached", async ({ page, request, browser }) => {
  const customer = await registerCustomer(request, { firstName: 'Drawn' });
  const [plan] = await activePlans(request);
  await submitReceipt(request, customer, plan!);
  await page.setViewportSize(PHONE);
  await logIn(page, customer, /\/user$/);

  const answer = await page.request.get('/user');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  // React separates a text's parts with empty comments.
  const html = (await answer.text()).replaceAll('<!-- -->', '');
  expect(html).toContain('data-prerendered="user"');
  expect(html).toContain(customer.email);
  expect(html).toContain('Welcome, Drawn!');
  // The pending payment's plan, from the answers the server put in the page.
  expect(html).toContain(plan!.name);
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)/);

  // Without the app's scripts: the overview is on screen from the HTML, the stylesheets and boot.js.
  const bare = await browser.newContext({ viewport: PHONE, storageState: await page.context().storageState() });
  const still = await bare.newPage();
  await still.route('**/assets/*.js', (route) => route.abort());
  await still.goto('/user');
  await expect(still.locator('[data-prerendered="user"]:visible h1')).toHaveText('Welcome, Drawn!');
  await expect(still.locator('[data-prerendered="user"]:visible').getByText(customer.email)).toBeVisible();
  await bare.close();

  // Someone else (nobody signed in) gets the plain page, with nobody's data in it.
  const anonymous = await request.get('/user', { headers: { cookie: '' } });
  const plain = await anonymous.text();
  expect(plain).not.toContain('data-prerendered="user"');
  expect(plain).not.toContain(customer.email);
});

test('the app takes over the drawn overview without asking for its data again or moving it', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Takeover' });
  await page.setViewportSize(PHONE);
  await logIn(page, customer, /\/user$/);
  // What the login's landing asked for is not what this story counts.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Takeover!' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/trpc/')) asked.push(...url.pathname.slice('/trpc/'.length).split(','));
  });
  await page.reload();
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  // The app read the answers and the page keeps no copy of them.
  await expect(page.locator('#nimbus-answers')).toHaveCount(0);
  expect(await layoutShift(page)).toBeLessThan(0.01);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Takeover!' })).toBeVisible();
  await expect(page.getByText('You have no subscription yet')).toBeVisible();
  // The page is live: its buttons work.
  await page.getByRole('button', { name: 'Choose a plan' }).click();
  await expect(page).not.toHaveURL(/\/user$/);
  // The answers that came with the page were not asked for again.
  for (const path of ['users.me', 'subscriptions.mine', 'payments.mine', 'auth.me']) expect(asked).not.toContain(path);
  expect(errors).toEqual([]);
});

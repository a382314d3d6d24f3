import { expect, test, type Page } from '@playwright/test';
import { activePlans, apiToken, bearer, ok, registerCustomer, submitReceipt, trpcMutation } from './support/api.ts';
import { reviewPayment } from './support/commerce.ts';
import { DEMO, logIn, randomLetters, shot } from './support/fixtures.ts';
import { startPanelSimulator, type PanelSimulator } from './support/panel-sim.ts';
import { expectNoSeriousA11yIssues } from './support/ui.ts';

// A customer with an Active line on the shop's panel (the repository's simulator, run as `npm run
// panel:sim` runs it) opens /user: the playlist link and the Xtream login with copy buttons, the
// password hidden until shown, the TV server's word on the line, and setup steps per app.
let panel: PanelSimulator;

test.beforeAll(async () => {
  // E2E_PANEL_PORT keeps it in a port range given to this run.
  panel = await startPanelSimulator(process.env.E2E_PANEL_PORT);
});

test.afterAll(() => panel?.stop());

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The whole page from its top, once the "Copied" toasts are gone, and the line's card alone. */
async function shots(page: Page, name: string) {
  await expect(page.getByText('Copied to clipboard')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
  // Clipped from the page at the top, so the sticky header does not cover the card.
  const card = await page.getByRole('region', { name: 'Your TV line' }).boundingBox();
  if (card) await page.screenshot({ path: `e2e-artifacts/screenshots/${name}-card.png`, fullPage: true, clip: card });
}

test('a customer copies their playlist link and Xtream login, checks the line and reads how to set up their app', async ({ page, context, request }) => {
  const admin = await apiToken(request, DEMO.admin);
  try {
    // The shop's stream URL is the simulator; staff type the credentials of a line it holds.
    await trpcMutation(request, admin, 'panel.update', { mode: 'off', apiUrl: '', apiKey: null, streamUrl: panel.streamUrl });
    const customer = await registerCustomer(request);
    const [plan] = (await activePlans(request)).filter((row) => row.devices > 1);
    if (!plan) throw new Error('the demo shop has a plan for several devices');
    const { subscriptionId } = await submitReceipt(request, customer, plan);
    await reviewPayment(request, customer, { status: 'Completed' });
    const username = `tv-${randomLetters(8)}`;
    const password = `p&ss ${randomLetters(6)}`;
    await ok(await request.put(`/api/subscriptions/${subscriptionId}`, { headers: bearer(admin), data: { status: 'Active', userName: username, password } }));
    const expires = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const created = await request.post(`${panel.apiUrl}?api_key=${panel.apiKey}&action=create_line`, {
      form: { username, password, max_connections: String(plan.devices), exp_date: String(expires) },
    });
    expect(await created.json()).toMatchObject({ status: 'STATUS_SUCCESS' });
    const m3u = `${panel.streamUrl}/get.php?username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}&type=m3u_plus&output=ts`;

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, customer);
    await page.goto('/user');
    const line = page.getByRole('region', { name: 'Your TV line' });
    await expect(line.getByText('Active', { exact: true })).toBeVisible();

    // The link carries the password: hidden like it, copied whole.
    await expect(line.getByLabel('Playlist link hidden')).toContainText(`username=${username}&password=••••••••&type=m3u_plus`);
    await expect(line.getByLabel('Password hidden')).toHaveText('••••••••');
    expect(await page.content()).not.toContain(encodeURIComponent(password));
    await line.getByRole('button', { name: 'Copy playlist link' }).click();
    expect(await clipboard(page)).toBe(m3u);
    const playlist = await request.get(m3u);
    expect(playlist.status()).toBe(200);
    expect(await playlist.text()).toMatch(/^#EXTM3U/);

    await line.getByRole('button', { name: 'Copy server URL' }).click();
    expect(await clipboard(page)).toBe(panel.streamUrl);
    await line.getByRole('button', { name: 'Copy username' }).click();
    expect(await clipboard(page)).toBe(username);
    await line.getByRole('button', { name: 'Show password' }).click();
    await expect(line.getByText(password, { exact: true })).toBeVisible();
    await line.getByRole('button', { name: 'Copy password' }).click();
    expect(await clipboard(page)).toBe(password);

    // The TV server's own word on the line.
    await line.getByRole('button', { name: 'Check line status' }).click();
    const result = line.getByTestId('line-check-result');
    await expect(result).toContainText('The TV server says');
    await expect(result).toContainText('Active');
    await expect(result).toContainText(`${plan.devices} at once (0 in use now)`);

    // Setup steps carry the customer's own values.
    await line.getByRole('button', { name: /TiviMate/ }).click();
    await expect(line.getByText(`Server address: ${panel.streamUrl}, then Next.`)).toBeVisible();
    await shots(page, 'customer-line-desktop');
    await expectNoSeriousA11yIssues(page, { message: '/user with the line card on a desktop' });

    // The TV server drops the connection: plain words, and the line may still work.
    await request.post(`${panel.streamUrl}/_sim/faults`, { data: { kind: 'drop', action: 'player_api' } });
    await line.getByRole('button', { name: 'Check line status' }).click();
    await expect(result).toContainText('Could not reach the TV server');
    await expect(result).toContainText('The TV server closed the connection before answering. Your line may still work');
    await shots(page, 'customer-line-unreachable');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(line.getByRole('button', { name: 'Check line status' })).toBeVisible();
    await line.getByRole('button', { name: /IPTV Smarters Pro/ }).click();
    await expect(line.getByText('Login with Xtream Codes API')).toBeVisible();
    await line.getByRole('button', { name: 'Check line status' }).click();
    await expect(result).toContainText(`${plan.devices} at once (0 in use now)`);
    await shots(page, 'customer-line-phone');
    await expectNoSeriousA11yIssues(page, { message: '/user with the line card on a phone' });
  } finally {
    await trpcMutation(request, admin, 'panel.update', { mode: 'off', apiUrl: '', apiKey: null, streamUrl: '' });
  }
});

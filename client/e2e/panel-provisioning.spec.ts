import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, logIn, shot, LARGE_PHONE, LAPTOP } from './support/fixtures.ts';
import { activePlans, apiToken, registerCustomer, submitReceipt, trpcMutation, trpcQuery } from './support/api.ts';
import { startPanelSimulator, type PanelSimulator, type SimLine } from './support/panel-sim.ts';
import { confirmDialog, expectNoSeriousA11yIssues, tableRow } from './support/ui.ts';

// Issue 14: with the panel on, verifying a payment is all staff do. The panel job makes the
// line on the panel (the repository's simulator, run as `npm run panel:sim` runs it) and the
// customer's dashboard shows the subscription Active with the line's credentials.
let panel: PanelSimulator;

test.beforeAll(async () => {
  // E2E_PANEL_PORT keeps it in a port range given to this run.
  panel = await startPanelSimulator(process.env.E2E_PANEL_PORT);
});

test.afterAll(() => panel?.stop());

test('the admin verifies a payment and the customer finds the line made on the panel, Active with its credentials', async ({ page, request, browser }) => {
  const admin = await apiToken(request, DEMO.admin);
  await trpcMutation(request, admin, 'panel.update', { mode: 'xui', apiUrl: panel.apiUrl, apiKey: panel.apiKey, streamUrl: panel.streamUrl });
  try {
    const customer = await registerCustomer(request, { lastName: 'Streamer' });
    const [plan] = await activePlans(request);
    await submitReceipt(request, customer, plan!);

    // The customer is on their dashboard while staff verify.
    const context = await browser.newContext({ viewport: LAPTOP });
    const customerPage = await context.newPage();
    await logIn(customerPage, customer);
    await customerPage.goto('/user');
    const details = customerPage.getByRole('table', { name: 'Subscription details' });
    await expect(details.getByText('Pending', { exact: true })).toBeVisible();

    // The panel takes its time over the line (8 s, within the 10-s call timeout).
    await request.post(`${panel.control}faults`, { data: { kind: 'delay', ms: 8_000, action: 'create_line' } });
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/payments');
    await page.getByRole('textbox', { name: 'Search payments' }).fill(customer.lastName);
    const payment = tableRow(page, 'Payments', customer.name);
    await expect(payment).toHaveCount(1);
    await payment.getByRole('button', { name: /^Verify/ }).click();
    await confirmDialog(page).getByRole('button', { name: 'Yes, verify' }).click();
    await expect(page.getByText(`Verified ${customer.name}'s payment`)).toBeVisible();

    // Verified: the line is being set up; the customer is told so, and cannot pay again meanwhile.
    await customerPage.reload();
    await expect(details.getByText('Being set up', { exact: true })).toBeVisible();
    await expect(customerPage.getByText('Your line is being set up on our servers.')).toBeVisible();
    await expectNoSeriousA11yIssues(customerPage);
    await customerPage.mouse.move(0, 0);
    await shot(customerPage, 'customer-line-being-set-up-laptop');

    // The panel job runs every few seconds: once the panel answered, the subscription is Active
    // and the panel holds one line, the subscription's, with the plan's devices.
    const mine = () => trpcQuery<{ id: number; status: string }>(request, customer.token, 'subscriptions.mine');
    await expect.poll(async () => (await mine()).status, { timeout: 40_000 }).toBe('Active');
    const { id } = await mine();
    const lines = ((await (await request.get(`${panel.control}lines`)).json()) as SimLine[]).filter((line) => line.username.endsWith(`_${id}`));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ maxConnections: plan!.devices, enabled: true });

    // Staff see the line and the calls the job made.
    await page.goto('/admin/subscriptions');
    await page.getByRole('textbox', { name: 'Search subscriptions' }).fill(customer.lastName);
    const subscription = tableRow(page, 'Subscriptions', customer.name);
    await expect(subscription.getByText('Active')).toBeVisible();
    await subscription.getByRole('button', { name: /^Line/ }).click();
    const drawer = page.getByRole('dialog', { name: `Panel line · ${customer.name}` });
    await expect(drawer.getByText('Line on the panel')).toBeVisible();
    await expect(drawer.getByText(String(line!.id), { exact: true })).toBeVisible();
    await expect(drawer.getByText('create_line')).toBeVisible();
    await drawer.getByRole('button', { name: 'Details' }).last().click();
    await expect(drawer.getByText('"limit": 50')).toBeVisible();
    expect(await drawer.textContent()).not.toContain(panel.apiKey);
    await expectNoSeriousA11yIssues(page);
    await page.setViewportSize(LAPTOP);
    await shot(page, 'admin-panel-line-laptop');
    await page.setViewportSize(LARGE_PHONE);
    await shot(page, 'admin-panel-line-phone');

    // The customer's dashboard: Active, with the user name and password the panel holds.
    // With a stream URL set, the credentials are on the line's own card (the M3U link beside them).
    await customerPage.reload();
    await expect(details.getByText('Active', { exact: true })).toBeVisible();
    const card = customerPage.getByRole('region', { name: 'Your TV line' });
    await expect(card.getByText(line!.username, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Show password' }).click();
    await expect(card.getByText(line!.password, { exact: true })).toBeVisible();
    await customerPage.mouse.move(0, 0);
    await shot(customerPage, 'customer-line-active-laptop');

    // The customer gives the line a new password: the panel job sets it on the panel, the card shows it.
    await card.getByRole('button', { name: 'New line password' }).click();
    await confirmDialog(customerPage).getByRole('button', { name: 'Set a new password' }).click();
    await expect(card.getByText('Your new line password is being set on our servers.')).toBeVisible();
    const panelPassword = async () => ((await (await request.get(`${panel.control}lines`)).json()) as SimLine[]).find((one) => one.id === line!.id)?.password;
    await expect.poll(panelPassword, { timeout: 40_000 }).not.toBe(line!.password);
    const changed = await panelPassword();
    await expect(card.getByText(changed!, { exact: true })).toBeVisible({ timeout: 20_000 });
    await context.close();
  } finally {
    await trpcMutation(request, admin, 'panel.update', { mode: 'off', apiUrl: '', apiKey: null, streamUrl: '' });
  }
});

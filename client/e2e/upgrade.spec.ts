import { expect, test } from '@playwright/test';
import { apiToken, findPlan, registerCustomer, submitReceipt, trpcMutation, trpcQuery } from './support/api.ts';
import { reviewPayment } from './support/commerce.ts';
import { tinyPng } from './support/files.ts';
import { DEMO, DESKTOP, LARGE_PHONE, logIn, shot } from './support/fixtures.ts';
import { startPanelSimulator, type PanelSimulator, type SimLine } from './support/panel-sim.ts';
import { confirmDialog, expectNoSeriousA11yIssues, expectToast, tableRow } from './support/ui.ts';

// Issue 15's pro-rated upgrade on issue 14's line (ADR 036): a customer with an active plan picks
// a bigger one, sees the pro-rated amount before paying, pays; staff verify; the same line on the
// panel (the repository's simulator) gets the new plan's devices.
let panel: PanelSimulator;

test.beforeAll(async () => {
  panel = await startPanelSimulator(process.env.E2E_PANEL_PORT);
});

test.afterAll(() => panel?.stop());

test('upgrade with pro-rated price: the customer pays the difference, staff verify, the line gets more devices', async ({ page, request, browser }) => {
  const admin = await apiToken(request, DEMO.admin);
  await trpcMutation(request, admin, 'panel.update', { mode: 'xui', apiUrl: panel.apiUrl, apiKey: panel.apiKey, streamUrl: panel.streamUrl });
  try {
    // Monthly for 1 device ($14.99), verified: the panel job makes its line.
    const customer = await registerCustomer(request, { firstName: 'Ugo', lastName: 'Upgrader' });
    await submitReceipt(request, customer, { name: 'Monthly', devices: 1 });
    await reviewPayment(request, customer, { status: 'Completed' });
    const mine = () => trpcQuery<{ id: number; status: string; devices: number }>(request, customer.token, 'subscriptions.mine');
    await expect.poll(async () => (await mine()).status, { timeout: 40_000 }).toBe('Active');
    const { id } = await mine();
    const lineOf = async () => ((await (await request.get(`${panel.control}lines`)).json()) as SimLine[]).filter((line) => line.username.endsWith(`_${id}`));
    const [line] = await lineOf();
    expect(line).toMatchObject({ maxConnections: 1, enabled: true });

    // The customer picks Monthly for 3 devices ($32.99): 30 days left of 30, so the whole
    // price less the current plan's: $32.99 − $14.99 = $18.00, shown before the upload.
    const bigger = await findPlan(request, 'Monthly', 3);
    await page.setViewportSize(DESKTOP);
    await logIn(page, customer, /\/user$/);
    await page.goto('/payment?plan=Monthly&devices=3');
    const quote = page.getByRole('alert').filter({ hasText: 'Upgrading from Monthly (1 device)' });
    await expect(quote).toContainText('Monthly for the 30 remaining days');
    await expect(quote).toContainText('$32.99');
    await expect(quote).toContainText('Upgrade credit for 30 remaining days:');
    await expect(quote).toContainText('-$14.99');
    await expect(quote).toContainText('Amount due');
    await expect(quote).toContainText('$18.00');
    await expect(quote).toContainText('Your subscription and line stay the same');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, { soft: true });
    await page.mouse.move(0, 0);
    await shot(page, 'upgrade-quote-desktop');
    await page.setViewportSize(LARGE_PHONE);
    await shot(page, 'upgrade-quote-phone');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('tab', { name: 'Crypto' }).click();
    await page.getByRole('tabpanel').locator('input[type=file]').setInputFiles({ name: 'upgrade.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('button', { name: 'Submit Payment · $18.00' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expectToast(page, 'Payment sent for verification');
    await expect(page.getByText('We are verifying your upgrade to Monthly (3 devices).', { exact: false })).toBeVisible();
    expect((await mine()).status).toBe('Active');

    // Staff see what the payment is before verifying it, and verify it.
    const context = await browser.newContext({ viewport: DESKTOP });
    const staff = await context.newPage();
    await logIn(staff, DEMO.admin);
    await staff.goto('/admin/payments');
    await staff.getByRole('textbox', { name: 'Search payments' }).fill(customer.lastName);
    const payment = tableRow(staff, 'Payments', customer.name).filter({ hasText: 'Pending' });
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText('Upgrade from Monthly (1 device) to 3 devices, credit $14.99');
    await expect(payment).toContainText('$18.00');
    await staff.mouse.move(0, 0);
    await shot(staff, 'upgrade-staff-payments-desktop');
    await payment.getByRole('button', { name: /^Verify/ }).click();
    await confirmDialog(staff).getByRole('button', { name: 'Yes, verify' }).click();
    await expect(staff.getByText(`Verified ${customer.name}'s payment`)).toBeVisible();
    await context.close();

    // The panel job edits the same line: 3 devices, no second line.
    await expect.poll(async () => (await lineOf()).map((one) => [one.id, one.maxConnections]), { timeout: 40_000 }).toEqual([[line!.id, 3]]);
    await page.reload();
    const details = page.getByRole('table', { name: 'Subscription details' });
    await expect(details.getByText('Active', { exact: true })).toBeVisible();
    await expect(details.getByRole('row', { name: /^Plan/ })).toContainText('Monthly · 3 devices');
    expect(await mine()).toMatchObject({ status: 'Active', devices: bigger.devices });
    await page.mouse.move(0, 0);
    await shot(page, 'upgrade-done-desktop');
    await page.setViewportSize(LARGE_PHONE);
    await shot(page, 'upgrade-done-phone');
  } finally {
    await trpcMutation(request, admin, 'panel.update', { mode: 'off', apiUrl: '', apiKey: null, streamUrl: '' });
  }
});

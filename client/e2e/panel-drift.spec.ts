import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, logIn, shot, LARGE_PHONE, LAPTOP } from './support/fixtures.ts';
import { activePlans, apiToken, registerCustomer, submitReceipt, trpcMutation, trpcQuery, type Customer } from './support/api.ts';
import { startPanelSimulator, type PanelSimulator, type SimLine } from './support/panel-sim.ts';
import { expectNoSeriousA11yIssues, expectToast, tableRow } from './support/ui.ts';

// Issue 14's reconciliation: the panel's own admin changes one customer's line and deletes
// another's. The admin runs the reconciliation from Admin > Panel drift, sees both, and re-creates
// the lost line (clicked twice: one line), with the customer's credentials as they were.
let panel: PanelSimulator;

test.beforeAll(async () => {
  // E2E_PANEL_PORT keeps it in a port range given to this run.
  panel = await startPanelSimulator(process.env.E2E_PANEL_PORT);
});

test.afterAll(() => panel?.stop());

const simLines = async (request: APIRequestContext) => (await (await request.get(`${panel.control}lines`)).json()) as SimLine[];

/** A customer whose payment the admin verified, once the panel job has made the line: the line. */
async function customerWithLine(request: APIRequestContext, admin: string, lastName: string): Promise<{ customer: Customer; line: SimLine }> {
  const customer = await registerCustomer(request, { lastName });
  const [plan] = await activePlans(request);
  const payment = await submitReceipt(request, customer, plan!);
  await trpcMutation(request, admin, 'payments.verify', { id: payment.id });
  const mine = () => trpcQuery<{ id: number; status: string }>(request, customer.token, 'subscriptions.mine');
  await expect.poll(async () => (await mine()).status, { timeout: 40_000 }).toBe('Active');
  const { id } = await mine();
  const line = (await simLines(request)).find((candidate) => candidate.username.endsWith(`_${id}`));
  expect(line).toBeDefined();
  return { customer, line: line! };
}

test('the admin finds lines changed and lost on the panel, and re-creates the lost one once', async ({ page, request }) => {
  test.setTimeout(150_000);
  const admin = await apiToken(request, DEMO.admin);
  await trpcMutation(request, admin, 'panel.update', { mode: 'xui', apiUrl: panel.apiUrl, apiKey: panel.apiKey, streamUrl: panel.streamUrl });
  try {
    const changed = await customerWithLine(request, admin, 'Driftwood');
    const lost = await customerWithLine(request, admin, 'Lostline');
    // The panel's own admin, behind the shop's back: more devices on one line, the other deleted.
    await request.patch(`${panel.control}lines/${changed.line.id}`, { data: { maxConnections: changed.line.maxConnections + 3 } });
    await request.delete(`${panel.control}lines/${lost.line.id}`);

    await page.setViewportSize(LAPTOP);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/overview');
    await page.getByRole('link', { name: 'Panel drift' }).first().click();
    await expect(page.getByRole('heading', { name: 'Panel drift', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Run reconciliation now' }).click();
    await expectToast(page, 'The reconciliation is queued: it starts within a few seconds.');
    // The job takes the run within seconds; the page follows it until it has finished.
    await expect(page.getByRole('region', { name: 'Last reconciliation' }).getByText('Finished')).toBeVisible({ timeout: 60_000 });

    const devices = tableRow(page, 'Panel drift', changed.customer.email);
    await expect(devices).toHaveCount(1);
    await expect(devices.getByText('Devices', { exact: true })).toBeVisible();
    await expect(devices.getByText(`${changed.line.maxConnections + 3} devices`, { exact: true })).toBeVisible();
    await expect(devices.getByText(changed.line.username)).toBeVisible();
    const missing = tableRow(page, 'Panel drift', lost.customer.email);
    await expect(missing.getByText('Line missing', { exact: true })).toBeVisible();
    await expect(missing.getByText('Not on the panel')).toBeVisible();
    await page.mouse.move(0, 0);
    await shot(page, 'admin-panel-drift-laptop');
    await expectNoSeriousA11yIssues(page, { message: 'panel drift with rows on a laptop' });
    await page.setViewportSize(LARGE_PHONE);
    await expect(tableRow(page, 'Panel drift', lost.customer.email).getByText('Line missing')).toBeVisible();
    await shot(page, 'admin-panel-drift-phone');
    await expectNoSeriousA11yIssues(page, { message: 'panel drift with rows on a phone' });
    await page.setViewportSize(LAPTOP);

    // Re-create, clicked twice in a row: one line, with the customer's user name and password.
    const recreate = tableRow(page, 'Panel drift', lost.customer.email).getByRole('button', { name: /^Re-create line/ });
    await recreate.dblclick();
    await expectToast(page, 'The line will be re-created on the panel in a few seconds.');
    // The second click, if it reached the server before the button turned busy, queued nothing more.
    const again = page.locator('.mantine-Notification-root').filter({ hasText: 'The line is already being re-created.' });
    if (await again.count()) await expectToast(page, 'The line is already being re-created.');
    await expect.poll(async () => (await simLines(request)).filter((line) => line.username === lost.line.username).length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await page.reload(), await tableRow(page, 'Panel drift', lost.customer.email).count()), { timeout: 30_000, intervals: [2_000] })
      .toBe(0);
    const remade = (await simLines(request)).filter((line) => line.username === lost.line.username);
    expect(remade).toHaveLength(1);
    expect(remade[0]).toMatchObject({ password: lost.line.password, maxConnections: lost.line.maxConnections, enabled: true });
    expect(remade[0]!.id).not.toBe(lost.line.id);

    // The changed line is put back on the panel; Check now clears its row.
    await request.patch(`${panel.control}lines/${changed.line.id}`, { data: { maxConnections: changed.line.maxConnections } });
    await tableRow(page, 'Panel drift', changed.customer.email)
      .getByRole('button', { name: /^Check now/ })
      .click();
    await expectToast(page, 'The line on the panel matches the subscription.');
    await expect(tableRow(page, 'Panel drift', changed.customer.email)).toHaveCount(0);

    // A key the panel refuses stops the next run at once, and the page says why and what to do.
    await trpcMutation(request, admin, 'panel.update', { mode: 'xui', apiUrl: panel.apiUrl, apiKey: 'NOT-THE-PANELS-KEY', streamUrl: panel.streamUrl });
    await page.getByRole('button', { name: 'Run reconciliation now' }).click();
    await expectToast(page, 'The reconciliation is queued: it starts within a few seconds.');
    const summary = page.getByRole('region', { name: 'Last reconciliation' });
    await expect(summary.getByText('Stopped', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(summary.getByRole('alert')).toContainText('The panel refused the API key or the access code. (Invalid API key)');
    await page.mouse.move(0, 0);
    await shot(page, 'admin-panel-drift-stopped-laptop');
  } finally {
    await trpcMutation(request, admin, 'panel.update', { mode: 'off', apiUrl: '', apiKey: null, streamUrl: '' });
  }
});

test('agents do not see the panel drift page', async ({ page }) => {
  await logIn(page, DEMO.agent);
  await page.goto('/admin/panel-drift');
  await expect(page).toHaveURL(/\/forbidden/);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { activePlans, agentReplies, openTicket, registerCustomer, submitReceipt } from './support/api.ts';
import { DEMO, logIn, shot, LARGE_PHONE, LAPTOP } from './support/fixtures.ts';
import { tableRow } from './support/ui.ts';

// The owner's and staff's day: the overview says what waits, each figure opens its filtered
// table, and a table's page, search and filters live in the URL. Sizes from issue 13.

/** The element lies wholly inside the viewport: nothing to scroll sideways to reach it. */
async function expectWithinViewport(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

test.describe("the owner's and staff's day", () => {
  test('the overview lists what waits for staff; each figure opens its table filtered, and the filter survives a reload', async ({ page, request }) => {
    const customer = await registerCustomer(request, { lastName: 'Waiting' });
    const [plan] = await activePlans(request);
    await submitReceipt(request, customer, plan!);
    const ticket = await openTicket(request, customer, { subject: `Channels freeze ${customer.lastName}` });

    await page.setViewportSize(LAPTOP);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/overview');
    const todo = page.getByRole('region', { name: 'To do' });
    await expect(todo.getByRole('link', { name: /^Tickets waiting for staff\s*[1-9]/ })).toBeVisible();
    await expect(todo.getByRole('link', { name: /^Payments to verify\s*[1-9]/ })).toBeVisible();
    await expect(todo.getByRole('link', { name: /^Subscriptions expiring in 7 days\s*\d/ })).toBeVisible();
    await shot(page, 'staff-overview-1280');

    await todo.getByTestId('todo-ticketsWaiting').click();
    await expect(page).toHaveURL(/\/admin\/support\?waiting=true$/);
    const row = tableRow(page, 'Support tickets', ticket.subject);
    await expect(row.getByText('Waiting for staff')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Waiting for staff' })).toBeChecked();
    await expect(tableRow(page, 'Support tickets', ticket.subject)).toHaveCount(1);
    await shot(page, 'staff-support-1280');

    await page.goto('/admin/overview');
    await page.getByTestId('todo-paymentsToVerify').click();
    await expect(page).toHaveURL(/\/admin\/payments$/);
    await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked();
    await expect(tableRow(page, 'Payments', customer.name)).toHaveCount(1);

    await page.goto('/admin/overview');
    await page.getByTestId('todo-subscriptionsExpiring').click();
    await expect(page).toHaveURL(/\/admin\/subscriptions\?expiring=true$/);
    await expect(page.getByRole('checkbox', { name: 'Expiring in 7 days' })).toBeChecked();
  });

  test("a table's search, page size and filter stay in the URL: a reload or a shared link opens the same rows", async ({ page, request }) => {
    const customer = await registerCustomer(request, { lastName: 'Reloaded' });
    await page.setViewportSize(LAPTOP);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/users');
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    await page.getByRole('textbox', { name: 'Search users' }).fill(customer.email);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(tableRow(page, 'Users', customer.email)).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
    await expect(page).toHaveURL(/[?&]size=10/);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search users' })).toHaveValue(customer.email);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    await expect(tableRow(page, 'Users', customer.email)).toHaveCount(1);

    // A link with the staff filter, opened in a new tab, shows the staff accounts.
    const shared = await page.context().newPage();
    await shared.goto('/admin/users?kind=%22staff%22');
    await expect(shared.getByRole('radio', { name: 'Staff' })).toBeChecked();
    await expect(tableRow(shared, 'Users', DEMO.agent.email)).toHaveCount(1);
    await shared.close();
  });

  test("at 1280 px the users table shows each row's Delete; on a 390 px phone every row's actions are on screen", async ({ page, request }) => {
    const customer = await registerCustomer(request, { lastName: 'Onscreen' });
    await submitReceipt(request, customer, (await activePlans(request))[0]!);
    // A queue to look at: one ticket answered by the agent (an audit row too), one waiting.
    const answered = await openTicket(request, customer, { subject: 'Where is the sports package?' });
    await agentReplies(request, answered.ticketId, 'It is in the Sports group of your playlist.');
    await openTicket(request, customer, { subject: 'The picture freezes every evening', priority: 'HIGH' });
    await page.setViewportSize(LAPTOP);
    await logIn(page, DEMO.admin);
    await page.goto(`/admin/users?q=${encodeURIComponent(JSON.stringify(customer.email))}`);
    const desktopRow = tableRow(page, 'Users', customer.email);
    await expect(desktopRow).toHaveCount(1);
    await expect(desktopRow.getByRole('button', { name: `Delete ${customer.name}` })).toBeInViewport({ ratio: 1 });
    await page.goto('/admin/users');
    await shot(page, 'staff-users-1280');

    await page.setViewportSize(LARGE_PHONE);
    await page.goto(`/admin/users?q=${encodeURIComponent(JSON.stringify(customer.email))}`);
    const phoneRow = tableRow(page, 'Users', customer.email);
    await expect(phoneRow).toHaveCount(1);
    for (const action of ['Activate', 'Suspend', 'Delete']) {
      await expectWithinViewport(page, phoneRow.getByRole('button', { name: `${action} ${customer.name}` }));
    }
    await page.goto('/admin/users');
    await shot(page, 'staff-users-390');

    await page.goto('/admin/payments');
    const payment = tableRow(page, 'Payments', customer.name);
    await expect(payment).toBeVisible();
    for (const button of await payment.getByRole('button').all()) await expectWithinViewport(page, button);

    // The queue on a phone: the customer's unanswered ticket carries the badge, the answered one not.
    await page.goto('/admin/support');
    await expect(tableRow(page, 'Support tickets', 'The picture freezes').getByText('Waiting for staff')).toBeVisible();
    await expect(tableRow(page, 'Support tickets', 'sports package')).toHaveCount(1);
    await expect(tableRow(page, 'Support tickets', 'sports package').getByText('Waiting for staff')).toHaveCount(0);

    for (const [path, name] of [
      ['/admin/overview', 'overview'],
      ['/admin/support', 'support'],
      ['/admin/audit', 'audit'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, `staff-${name}-390`);
    }
    await page.setViewportSize(LAPTOP);
    for (const [path, name] of [
      ['/admin/support', 'support'],
      ['/admin/audit', 'audit'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await shot(page, `staff-${name}-1280`);
    }
  });
});

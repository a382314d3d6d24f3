import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DESKTOP, logIn, PHONE, shot } from './support/fixtures.ts';
import { apiToken, bearer, ok, registerCustomer, submitReceipt, type Customer } from './support/api.ts';

/**
 * Staff verify the customer's payment and activate the subscription with streaming
 * credentials, as the admin screens would: PUT /api/payments/:id, PUT /api/subscriptions/:id.
 */
async function verifyAndActivate(request: APIRequestContext, customer: Customer, credentials: { userName: string; password: string }) {
  const admin = await apiToken(request, DEMO.admin);
  const search = encodeURIComponent(customer.name);

  const payments = await ok<{ id: number; fullName: string; status: string }[]>(
    await request.get(`/api/payments?search=${search}`, { headers: bearer(admin) }),
  );
  const payment = payments.find((item) => item.fullName === customer.name && item.status === 'Pending');
  expect(payment, `a Pending payment of ${customer.name}`).toBeTruthy();
  await ok(await request.put(`/api/payments/${payment!.id}`, { headers: bearer(admin), data: { status: 'Completed' } }));

  const subscriptions = await ok<{ id: number; status: string }[]>(await request.get(`/api/subscriptions?search=${search}`, { headers: bearer(admin) }));
  const subscription = subscriptions.find((item) => item.status === 'Pending');
  expect(subscription, `a Pending subscription of ${customer.name}`).toBeTruthy();
  await ok(
    await request.put(`/api/subscriptions/${subscription!.id}`, {
      headers: bearer(admin),
      data: { status: 'Active', ...credentials },
    }),
  );
}

test.describe('a customer is told what happened to their order', () => {
  test('after staff verify and activate, sees Active, the credentials, the notifications, and clears the count', async ({ page, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Nadia' });
    await submitReceipt(request, customer, { name: 'Quarterly', devices: 2 });
    const credentials = { userName: 'nadia_stream', password: 'tv-pass-4821' };
    await verifyAndActivate(request, customer, credentials);

    await page.setViewportSize(DESKTOP);
    await logIn(page, customer, /\/user$/);

    // The overview shows the live subscription and its streaming credentials (soft: the rest of
    // the story still runs when the overview is what fails).
    await expect.soft(page.getByText('Active', { exact: true }).first()).toBeVisible();
    await expect.soft(page.getByText(credentials.userName).first()).toBeVisible();
    // The password shows only when asked for (the playlist link, which carries it, is masked too).
    await expect.soft(page.getByText(credentials.password)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect.soft(page.getByText(credentials.password).first()).toBeVisible();
    await shot(page, 'overview-active-desktop');

    // Welcome, payment verified, subscription active: three unread, in the header.
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications,/ });
    await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
    await bell.click();
    await expect(page).toHaveURL(/\/user\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Notifications' });
    const activated = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Subscription active' }) });
    const verified = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Payment verified' }) });
    await expect(activated).toBeVisible();
    await expect(verified).toBeVisible();
    await expect(activated.getByText('New', { exact: true })).toBeVisible();
    await shot(page, 'notifications-unread-desktop');

    // One read: the count drops at once.
    await verified.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await expect(verified.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    await expect(verified.getByText('New', { exact: true })).toHaveCount(0);

    // All read: the count goes to zero and the badge disappears.
    await page.getByRole('button', { name: 'Mark All as Read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications, none unread');
    await expect(page.getByText('No unread notifications')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();
    await page.getByText('Unread', { exact: true }).click();
    await expect(page.getByText("You're all caught up")).toBeVisible();
    await page.getByText('All', { exact: true }).click();
    await shot(page, 'notifications-all-read-desktop');

    // A notification's link leads where it says.
    await activated.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/user$/);

    // The count stays zero after a reload (it is the server's).
    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications, none unread');

    await page.setViewportSize(PHONE);
    await page.goto('/user/notifications');
    await expect(activated).toBeVisible();
    // On a phone every link sits under its date, the short "See the plans" as the long "Go to your dashboard".
    for (const item of await list.getByRole('listitem').all()) {
      const date = (await item.locator('time').boundingBox())!;
      const link = (await item.getByRole('link').boundingBox())!;
      expect(link.y).toBeGreaterThanOrEqual(date.y + date.height);
    }
    await shot(page, 'notifications-phone');
  });

  test('the bell is for customers only, and menus close on every navigation', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Notifications,/ })).toHaveCount(0);

    const customer = await registerCustomer(request, { firstName: 'Milo' });
    await logIn(page, customer, /\/user$/);
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications,/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread'); // the welcome notification
    await shot(page, 'header-bell-phone');

    // The mobile menu closes when the bell is used.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/\/user\/notifications$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);

    // The account dropdown closes after its Dashboard link.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeHidden();

    // Staff have no customer notifications screen: no bell.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await logIn(page, DEMO.admin);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Notifications,/ })).toHaveCount(0);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP, logIn, PHONE, shot, submitLogin } from './support/fixtures.ts';
import { registerCustomer } from './support/api.ts';
import { confirmDialog, expectNoSeriousA11yIssues, tableRow, expectToast } from './support/ui.ts';

async function findUser(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Search users' }).fill(email);
  const row = tableRow(page, 'Users', email);
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('users in the admin area', () => {
  test('the admin suspends a user: their open session ends at its next action and they cannot log in until activated again', async ({
    page,
    browser,
    request,
  }) => {
    const customer = await registerCustomer(request, { lastName: 'Suspended' });
    const customerPage = await (await browser.newContext()).newPage();
    await logIn(customerPage, customer);
    await expect(customerPage).toHaveURL(/\/user$/);

    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'admin-users-desktop');

    const row = await findUser(page, customer.email);
    await expect(row.getByRole('button', { name: `Activate ${customer.name}` })).toBeDisabled();
    await row.getByRole('button', { name: `Suspend ${customer.name}` }).click();
    await expect(confirmDialog(page).getByText('Are you sure you want to suspend this user?')).toBeVisible();
    await expect(confirmDialog(page).getByText(`${customer.name} · ${customer.email}`)).toBeVisible();
    await confirmDialog(page).getByRole('button', { name: 'Yes, suspend' }).click();
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Suspend ${customer.name}` })).toBeDisabled();

    // The customer's next action is refused: the session ends on /login.
    await customerPage.getByRole('navigation', { name: 'User Panel' }).getByRole('link', { name: 'Support' }).click();
    await expect(customerPage).toHaveURL(/\/login$/);
    await submitLogin(customerPage, customer);
    await expect(customerPage.getByRole('dialog').getByText('Your account is suspended')).toBeVisible();
    await shot(customerPage, 'suspended-user-login-desktop');
    await customerPage.getByRole('button', { name: 'OK' }).click();

    await row.getByRole('button', { name: `Activate ${customer.name}` }).click();
    await expect(confirmDialog(page).getByText('Are you sure you want to activate this user?')).toBeVisible();
    await confirmDialog(page).getByRole('button', { name: 'Yes, activate' }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await submitLogin(customerPage, customer);
    await expect(customerPage).toHaveURL(/\/user$/);
    await customerPage.context().close();
  });

  test('the admin reads a user’s details and deletes the account', async ({ page, request }) => {
    const customer = await registerCustomer(request, { lastName: 'Deleted' });
    await page.setViewportSize(PHONE);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/users');
    const row = await findUser(page, customer.email);

    await row.getByRole('button', { name: `${customer.name}, show details` }).click();
    const details = page.getByRole('dialog', { name: 'User details' });
    await expect(details.getByText(customer.email)).toBeVisible();
    await expect(details.getByText('1 Test Street')).toBeVisible();
    await expect(details.getByText('Smart TV')).toBeVisible();
    await expect(details.getByText('USER', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'admin-user-details-phone');
    await details.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Delete ${customer.name}` }).click();
    await expect(confirmDialog(page).getByText('Are you sure you want to delete this user?')).toBeVisible();
    // The question names who: full name and e-mail.
    await expect(confirmDialog(page).getByText(`${customer.name} · ${customer.email}`)).toBeVisible();
    await confirmDialog(page).getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(page, 'User deleted successfully.');
    await expect(row).toHaveCount(0);
    await expect(page.getByText(`Nothing matches "${customer.email}".`)).toBeVisible();
  });

  test('the admin cannot suspend or delete their own account', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/users');
    // Staff accounts are not among the customers: they have their own filter.
    await page.getByRole('textbox', { name: 'Search users' }).fill(DEMO.admin.email);
    await expect(page.getByText(`Nothing matches "${DEMO.admin.email}".`)).toBeVisible();
    await page.getByText('Staff', { exact: true }).click();
    const row = await findUser(page, DEMO.admin.email);
    await expect(row.getByRole('button', { name: /^Suspend/ })).toBeDisabled();
    await expect(row.getByRole('button', { name: /^Delete/ })).toBeDisabled();
  });
});

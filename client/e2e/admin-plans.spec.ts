import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP, logIn, PHONE, randomLetters, shot } from './support/fixtures.ts';
import { activePlans, registerCustomer, submitReceipt } from './support/api.ts';
import { confirmDialog, expectAlert, expectNoSeriousA11yIssues, tableRow, expectToast } from './support/ui.ts';

async function searchPlans(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search plans' }).fill(text);
}

/** The plan's card in the home page's carousel. */
function publicCard(page: Page, name: string) {
  return page.locator('#plans').getByRole('heading', { name, exact: true });
}

test.describe('plans management', () => {
  test('the admin creates a plan after the form explains each rule, edits it and deletes it; the home page follows', async ({ page, browser }) => {
    // The cheapest plan comes first on the home page, so the new one shows on the carousel's first page.
    const name = `Weekend ${randomLetters(5)}`;
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Plans Management' }).click();
    await expect(page.getByRole('heading', { name: 'Plans Management' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('button', { name: 'Add plan' }).click();
    const form = page.getByRole('dialog', { name: 'Add plan' });
    // Saving the empty form shows every required message.
    await form.getByRole('button', { name: 'Save plan' }).click();
    for (const message of [
      'Name is required',
      'Price is required',
      'Devices selection is required',
      'Channels count is required',
      'Duration is required',
      'Status is required',
      'Features are required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'admin-plan-required-desktop');

    // Bad input: each field's message once it is left.
    await form.getByRole('textbox', { name: 'Name' }).fill('ab');
    await form.getByRole('textbox', { name: 'Price' }).fill('12.345');
    await form.getByRole('textbox', { name: 'Channels' }).fill('12a');
    await form.getByRole('textbox', { name: 'Duration' }).fill('seven');
    await form.getByRole('textbox', { name: 'Features' }).fill('abc');
    await form.getByRole('textbox', { name: 'Name' }).click();
    await expect(form.getByText('Name must be at least 3 characters', { exact: true })).toBeVisible();
    await expect(form.getByText('Enter a valid price (e.g., 19.99)', { exact: true })).toBeVisible();
    await expect(form.getByText('Enter only numbers', { exact: true })).toHaveCount(2);
    await expect(form.getByText('At least 5 characters required', { exact: true })).toBeVisible();
    await shot(page, 'admin-plan-invalid-desktop');

    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Price' }).fill('1.5');
    await form.getByRole('combobox', { name: 'Devices', exact: true }).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await form.getByRole('textbox', { name: 'Channels' }).fill('800');
    await form.getByRole('textbox', { name: 'Duration' }).fill('3');
    await form.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await form.getByRole('textbox', { name: 'Features' }).fill('Live sports, Weekend movies');
    await form.getByRole('button', { name: 'Save plan' }).click();
    await expectToast(page, 'Plan saved successfully');
    await expect(form).toBeHidden();

    await searchPlans(page, name);
    const row = tableRow(page, 'Plans', name);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('$1.50')).toBeVisible();

    // A visitor (another browser) sees it on the home page.
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(publicCard(visitor, name)).toBeVisible();
    await expect(visitor.locator('#plans').getByText('$1.50')).toBeVisible();

    await row.getByRole('button', { name: `Edit ${name}, 2 devices` }).click();
    const edit = page.getByRole('dialog', { name: /^Edit plan/ });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Price' }).fill('2.25');
    await shot(page, 'admin-plan-edit-desktop');
    await edit.getByRole('button', { name: 'Update plan' }).click();
    await expectToast(page, 'Plan updated successfully');
    await expect(row.getByText('$2.25')).toBeVisible();
    await visitor.reload();
    await expect(visitor.locator('#plans').getByText('$2.25')).toBeVisible();

    // Nobody bought it: it can go.
    await row.getByRole('button', { name: `Delete ${name}, 2 devices` }).click();
    await expect(confirmDialog(page).getByText('Do you really want to delete this plan?')).toBeVisible();
    await confirmDialog(page).getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(page, 'Plan deleted successfully');
    await expect(row).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.locator('#plans').getByRole('heading').first()).toBeVisible();
    await expect(publicCard(visitor, name)).toHaveCount(0);
    await visitor.close();
  });

  test('a plan someone paid for cannot be deleted and a duplicate cannot be saved; the admin is told why', async ({ page, request }) => {
    const plans = await activePlans(request);
    const plan = plans.find((row) => row.devices === 4)!;
    await submitReceipt(request, await registerCustomer(request, { lastName: 'Buyer' }), plan);

    await page.setViewportSize(PHONE);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/plans');
    await searchPlans(page, plan.name);
    await page.getByRole('button', { name: `Delete ${plan.name}, 4 devices` }).click();
    await confirmDialog(page).getByRole('button', { name: 'Yes, delete' }).click();
    await expectAlert(page, 'Error!', 'Failed to delete plan. This plan has payments or subscriptions; set it Inactive instead of deleting it.');
    await expect(page.getByRole('button', { name: `Delete ${plan.name}, 4 devices` })).toBeVisible();
    await shot(page, 'admin-plans-phone');

    // The same name and device count twice is refused, with the reason.
    await page.getByRole('button', { name: `Edit ${plan.name}, 4 devices` }).click();
    const edit = page.getByRole('dialog', { name: /^Edit plan/ });
    await edit.getByRole('combobox', { name: 'Devices', exact: true }).click();
    await page.getByRole('option', { name: '3', exact: true }).click();
    await edit.getByRole('button', { name: 'Update plan' }).click();
    await expectAlert(page, 'Error!', 'Failed to update plan. A plan with this name and device count already exists.');
    await expect(edit).toBeVisible();
    await shot(page, 'admin-plan-modal-phone');
  });
});

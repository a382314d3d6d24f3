import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, logIn, PHONE, shot } from './support/fixtures.ts';
import { activePlans, registerCustomer, submitReceipt } from './support/api.ts';
import { expectNoSeriousA11yIssues, tableRow } from './support/ui.ts';

test.describe('the agent area', () => {
  test('an agent cannot reach the admin area', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.agent);
    await expect(page).toHaveURL(/\/agent\/tickets$/);
    for (const path of ['/admin', '/admin/users', '/admin/plans']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/forbidden$/);
    }
    await shot(page, 'agent-forbidden-desktop');
  });

  test('an agent reviews payments and subscriptions with the same screens, without admin-only actions', async ({ page, request }) => {
    const customer = await registerCustomer(request, { lastName: 'Agentview' });
    const [plan] = await activePlans(request);
    await submitReceipt(request, customer, plan!);

    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.agent);
    const sidebar = page.getByRole('navigation', { name: 'Support Panel' });
    await expect(sidebar.getByRole('link')).toHaveText(['Tickets', 'Subscriptions', 'Payments', 'Security']);

    await sidebar.getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('textbox', { name: 'Search payments' }).fill(customer.firstName);
    const payment = tableRow(page, 'Payments', customer.name);
    await expect(payment.getByRole('button', { name: /^Verify/ })).toBeEnabled();
    await expect(payment.getByRole('button', { name: /^Reject/ })).toBeEnabled();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'agent-payments-desktop');

    await sidebar.getByRole('link', { name: 'Subscriptions' }).click();
    await page.getByRole('textbox', { name: 'Search subscriptions' }).fill(customer.email);
    const subscription = tableRow(page, 'Subscriptions', customer.email);
    await expect(subscription.getByRole('button', { name: /^Activate/ })).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);

    await page.setViewportSize(PHONE);
    await shot(page, 'agent-subscriptions-phone');
  });
});

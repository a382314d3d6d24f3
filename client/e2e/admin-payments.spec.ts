import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DESKTOP, logIn, PHONE, shot } from './support/fixtures.ts';
import { activePlans, apiToken, dashboardStats, registerCustomer, submitReceipt, trpcQuery } from './support/api.ts';
import { confirmDialog, expectAlert, expectNoSeriousA11yIssues, tableRow } from './support/ui.ts';

type AuditEntry = { action: string; entity: string; entityId: string | null; actor: { id: number; name: string } | null };

/** The newest audit rows of an entity (tRPC only: `audit.list`). */
async function auditEntries(request: APIRequestContext, token: string, entity: string): Promise<AuditEntry[]> {
  return (await trpcQuery<{ items: AuditEntry[] }>(request, token, 'audit.list', { page: 1, pageSize: 20, search: '', entity })).items;
}

async function search(page: Page, caption: string, text: string) {
  await page.getByRole('textbox', { name: `Search ${caption.toLowerCase()}` }).fill(text);
  // The search is in the URL once the table has its answer: the rows seen next are the searched ones.
  await expect(page).toHaveURL(/[?&]q=/);
}

test.describe('payments and subscriptions in the admin area', () => {
  test('the admin verifies a Pending payment after viewing its receipt, activates the subscription, and the stats and audit log follow', async ({
    page,
    request,
  }) => {
    // A domain longer than a phone's card is wide (the e-mail wrapping below needs one).
    const customer = await registerCustomer(request, { lastName: 'Payer', emailDomain: 'mail.customers.of.a.very.long.streaming.provider.example' });
    const [plan] = await activePlans(request);
    const payment = await submitReceipt(request, customer, plan!);
    const token = await apiToken(request, DEMO.admin);
    const before = await dashboardStats(request, token);

    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/admin\/payments$/);
    // The Pending queue is the default filter.
    await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked();
    await search(page, 'Payments', customer.firstName);
    const row = tableRow(page, 'Payments', customer.name);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Pending')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'admin-payments-pending-desktop');

    // The receipt is fetched when the viewer opens and shown as an image.
    await row.getByRole('button', { name: /^Receipt|^View the receipt/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Payment receipt' });
    const image = viewer.getByRole('img', { name: `Receipt uploaded by ${customer.name}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'admin-payments-receipt-desktop');
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(viewer).toBeHidden();

    await row.getByRole('button', { name: /^Verify/ }).click();
    await expect(confirmDialog(page).getByText('Are you sure you want to verify this payment?')).toBeVisible();
    await confirmDialog(page).getByRole('button', { name: 'Yes, verify' }).click();
    await expect(page.getByText(`Verified ${customer.name}'s payment`)).toBeVisible();
    // Gone from the queue, Completed under its filter.
    await expect(row).toHaveCount(0);
    await page.getByText('Completed', { exact: true }).click();
    await expect(tableRow(page, 'Payments', customer.name).getByText('Completed')).toBeVisible();

    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Subscriptions' }).click();
    await search(page, 'Subscriptions', customer.email);
    const subscription = tableRow(page, 'Subscriptions', customer.email);
    await expect(subscription.getByText('Pending')).toBeVisible();
    // Where an e-mail is wider than its place (a card on a phone, a narrow column), it wraps
    // where people break one: before the "@" or after a dot of the domain, never inside a word.
    await page.setViewportSize(PHONE);
    const breaks = await subscription.getByText(customer.email).evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const chars: { char: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ char: node.textContent![i]!, top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      const text = chars.map((c) => c.char).join('');
      const at = text.indexOf('@');
      // Each line break in the domain: the text either side of it.
      return chars.flatMap((c, i) => (i > at && c.top > chars[i - 1]!.top ? [`${text.slice(at, i)}|${text.slice(i)}`] : []));
    });
    expect(breaks.length, 'the domain is wider than the column here: the check needs a break').toBeGreaterThan(0);
    for (const line of breaks) expect(line).toMatch(/\.\|/);
    // On a tablet this wide table is cards too: the row's actions are in sight, not scrolled away.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(subscription).toHaveAttribute('data-testid', 'row-card');
    await expect(subscription.getByRole('button', { name: /^Activate/ })).toBeInViewport({ ratio: 1 });
    await page.setViewportSize(DESKTOP);
    await subscription.getByRole('button', { name: /^Activate/ }).click();

    const credentials = page.getByRole('dialog', { name: 'Activate Subscription' });
    await credentials.getByRole('button', { name: 'Activate' }).click();
    await expect(credentials.getByText('user name is required')).toBeVisible();
    await expect(credentials.getByText('password is required')).toBeVisible();
    await shot(page, 'admin-subscriptions-credentials-errors-desktop');
    await credentials.getByRole('textbox', { name: 'User name' }).fill(`stream.${customer.id}`);
    await credentials.getByRole('textbox', { name: 'Password', exact: true }).fill('tv-pass-123');
    // The credentials dialog names the customer: its Activate button is the one confirmation.
    await credentials.getByRole('button', { name: 'Activate' }).click();
    await expect(credentials).toBeHidden();
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
    await expect(subscription.getByText(`stream.${customer.id}`)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'admin-subscriptions-activated-desktop');

    const after = await dashboardStats(request, token);
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 1);
    expect(after.revenueThisMonth).toBeCloseTo(before.revenueThisMonth + plan!.price, 2);

    const paymentAudit = await auditEntries(request, token, 'payment');
    expect(paymentAudit).toContainEqual(expect.objectContaining({ action: 'payment.verify', entityId: String(payment.id) }));
    const subscriptionAudit = await auditEntries(request, token, 'subscription');
    expect(subscriptionAudit[0]).toMatchObject({ action: 'subscription.activate', actor: expect.objectContaining({ name: 'Ada Admin' }) });

    // Deactivation ends it and clears the credentials.
    await subscription.getByRole('button', { name: /^Deactivate/ }).click();
    await expect(confirmDialog(page).getByText('Are you sure you want to deactivate this subscription?')).toBeVisible();
    await confirmDialog(page).getByRole('button', { name: 'Yes, deactivate' }).click();
    await expect(subscription.getByText('Expired', { exact: true })).toBeVisible();
    await expect(subscription.getByText(`stream.${customer.id}`)).toHaveCount(0);
    expect((await dashboardStats(request, token)).expiredSubscriptions).toBe(after.expiredSubscriptions + 1);
  });

  test('the admin rejects a payment with a reason and verifies two at once, seeing each result', async ({ page, request }) => {
    const plans = await activePlans(request);
    const customers = await Promise.all([
      registerCustomer(request, { lastName: 'Bulk' }),
      registerCustomer(request, { lastName: 'Bulk' }),
      registerCustomer(request, { lastName: 'Bulk' }),
    ]);
    for (const [i, customer] of customers.entries()) await submitReceipt(request, customer, plans[i]!);
    const [rejected, ...verified] = customers;

    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/payments');
    await search(page, 'Payments', 'Bulk');
    for (const customer of customers) await expect(tableRow(page, 'Payments', customer.name)).toHaveCount(1);

    const row = tableRow(page, 'Payments', rejected!.name);
    await row.getByRole('button', { name: /^Reject/ }).click();
    await expect(confirmDialog(page).getByText('Are you sure you want to reject this payment?')).toBeVisible();
    // The dialog names the payment it rejects, as Verify's does.
    await expect(confirmDialog(page).getByTestId('confirm-subject')).toHaveText(new RegExp(`^${rejected!.name}'s payment of \\$`));
    await confirmDialog(page).getByLabel('Reason (optional)').fill('The receipt shows another amount.');
    await shot(page, 'admin-payments-reject-desktop');
    await confirmDialog(page).getByRole('button', { name: 'Yes, reject' }).click();
    await expect(row).toHaveCount(0);

    for (const customer of verified) {
      await tableRow(page, 'Payments', customer.name).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Verify selected (2)' }).click();
    await expect(confirmDialog(page).getByText('2 selected payments will be verified.')).toBeVisible();
    await confirmDialog(page).getByRole('button', { name: 'Yes, verify' }).click();
    const results = page.getByRole('status').filter({ hasText: 'Verified 2 of 2 selected payments' });
    await expect(results).toBeVisible();
    for (const customer of verified) await expect(results.getByText(customer.name)).toBeVisible();
    await shot(page, 'admin-payments-bulk-results-desktop');

    await page.getByText('Failed', { exact: true }).click();
    await expect(tableRow(page, 'Payments', rejected!.name).getByText('The receipt shows another amount.')).toBeVisible();
  });

  test('a payment another staff member decided meanwhile shows the server message and its new status', async ({ page, request }) => {
    const customer = await registerCustomer(request, { lastName: 'Race' });
    const [plan] = await activePlans(request);
    const payment = await submitReceipt(request, customer, plan!);

    await page.setViewportSize(PHONE);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/payments');
    await search(page, 'Payments', customer.firstName);
    const row = tableRow(page, 'Payments', customer.name);
    await expect(row).toHaveCount(1);
    // The card says how the customer paid, as the table does: the verifier knows which account to check.
    await expect(row).toContainText(/Method\s*Crypto/);
    await shot(page, 'admin-payments-phone');

    // The agent verifies it through the legacy API while the admin's page still shows it Pending.
    const token = await apiToken(request, DEMO.agent);
    const legacy = await request.put(`/api/payments/${payment.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'Completed' },
    });
    expect(legacy.ok()).toBe(true);

    await row.getByRole('button', { name: /^Reject/ }).click();
    await confirmDialog(page).getByRole('button', { name: 'Yes, reject' }).click();
    await expectAlert(page, 'Error!', 'This payment has already been processed.');
    await expect(row).toHaveCount(0);
  });
});

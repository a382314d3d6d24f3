import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, bearer, ok, registerCustomer, trpcMutation, trpcQuery, type Customer } from './support/api.ts';
import { createPlan, reviewPayment } from './support/commerce.ts';
import { tinyPng } from './support/files.ts';
import { DEMO, DESKTOP, LARGE_PHONE, logIn, randomLetters, shot } from './support/fixtures.ts';
import { expectNoSeriousA11yIssues, expectToast, tableRow } from './support/ui.ts';

// Coupons (issue 15, ADR 037): the admin creates a code, the customer sees the discounted price
// before the upload and pays it; a bad code says why; a 100 % code needs no receipt.

const code = (prefix: string) => `${prefix}-${randomLetters(6).toUpperCase()}`;

/** A coupon made by the admin through tRPC (dates travel as superjson Dates). */
async function adminCoupon(request: APIRequestContext, input: Record<string, unknown>, dates: Record<string, Date> = {}) {
  const admin = await apiToken(request, DEMO.admin);
  if (Object.keys(dates).length === 0) return trpcMutation<{ id: number; code: string }>(request, admin, 'coupons.create', input);
  const json = { ...input, ...Object.fromEntries(Object.entries(dates).map(([key, date]) => [key, date.toISOString()])) };
  const meta = { values: Object.fromEntries(Object.keys(dates).map((key) => [key, ['Date']])) };
  return ok(await request.post('/trpc/coupons.create', { headers: bearer(admin), data: { json, meta } }));
}

async function openPayment(page: Page, plan: { name: string }) {
  await page.goto(`/payment?plan=${encodeURIComponent(plan.name)}&devices=1`);
  await expect(page.getByRole('heading', { name: plan.name })).toBeVisible();
}

async function applyCode(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(text);
  await page.getByRole('button', { name: 'Apply' }).click();
}

async function customerPage(page: Page, customer: Customer) {
  await page.setViewportSize(DESKTOP);
  await logIn(page, customer, /\/user$/);
}

test.describe('coupon at checkout', () => {
  test('the admin creates a code; the customer sees the discounted price before the upload and pays it; bad codes say why', async ({
    page,
    browser,
    request,
  }) => {
    const plan = await createPlan(request, { price: '10.00', duration: 30 });
    const saving = code('SAVE');

    // The admin adds a 20 % coupon for this plan, at most 5 uses, once per customer.
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Coupons' }).click();
    await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add coupon' }).click();
    const form = page.getByRole('dialog', { name: 'Add coupon' });
    await form.getByRole('button', { name: 'Save coupon' }).click();
    await expect(form.getByText('Enter a coupon code', { exact: true })).toBeVisible();
    await expect(form.getByText('Enter a whole percentage from 1 to 100', { exact: true })).toBeVisible();
    await form.getByRole('textbox', { name: 'Code' }).fill(saving.toLowerCase());
    await form.getByRole('textbox', { name: 'Percent off' }).fill('20');
    await form.getByRole('textbox', { name: 'Max uses in total' }).fill('5');
    await form.getByRole('combobox', { name: 'Plans' }).click();
    await page.getByRole('option', { name: `${plan.name} · 1 device` }).click();
    // Clicking outside closes the list of plans.
    await form.getByRole('textbox', { name: 'Max uses in total' }).click();
    await form.getByRole('checkbox', { name: 'Once per customer' }).check();
    await expectNoSeriousA11yIssues(page, { soft: true });
    await shot(page, 'coupon-admin-form-desktop');
    await form.getByRole('button', { name: 'Save coupon' }).click();
    await expectToast(page, 'Coupon saved');
    const row = tableRow(page, 'Coupons', saving);
    await expect(row).toContainText('20% off');
    await expect(row).toContainText('0 of 5');
    await expect(row).toContainText('Once per customer');
    await page.getByRole('textbox', { name: 'Search coupons' }).fill(saving.slice(5));
    await expect(tableRow(page, 'Coupons', saving)).toHaveCount(1);
    await expectNoSeriousA11yIssues(page, { soft: true });
    await shot(page, 'coupon-admin-list-desktop');
    await page.setViewportSize(LARGE_PHONE);
    await expect(tableRow(page, 'Coupons', saving)).toContainText('20% off');
    await shot(page, 'coupon-admin-list-phone');
    await page.setViewportSize(DESKTOP);

    // Codes the customer cannot use.
    const expired = code('OLD');
    await adminCoupon(
      request,
      { code: expired, kind: 'percent', value: '50' },
      { validFrom: new Date(Date.now() - 10 * 86_400_000), validUntil: new Date(Date.now() - 86_400_000) },
    );
    const otherPlan = code('OTHER');
    await adminCoupon(request, { code: otherPlan, kind: 'fixed', value: '3', planIds: [(await createPlan(request, { price: '4.00', duration: 30 })).id] });

    const customer = await registerCustomer(request, { firstName: 'Coupon' });
    const shopper = await (await browser.newContext()).newPage();
    await customerPage(shopper, customer);
    await openPayment(shopper, plan);
    await expect(shopper.getByTestId('amount-due')).toHaveText('$10.00');
    for (const [text, reason] of [
      ['NOSUCHCODE', 'This coupon code does not exist. Check the spelling.'],
      [expired, 'This coupon has expired.'],
      [otherPlan, 'This coupon does not apply to the chosen plan.'],
    ] as const) {
      await applyCode(shopper, text);
      await expect(shopper.getByText(reason, { exact: true })).toBeVisible();
    }
    await expect(shopper.getByTestId('amount-due')).toHaveText('$10.00');
    await shot(shopper, 'coupon-refused-desktop');

    // The right code: the price drops before anything is uploaded.
    await applyCode(shopper, saving.toLowerCase());
    await expect(shopper.getByText(`Coupon ${saving} applied`)).toBeVisible();
    await expect(shopper.getByTestId('list-price')).toHaveText('$10.00');
    await expect(shopper.getByTestId('amount-due')).toHaveText('$8.00');
    await expect(shopper.getByRole('button', { name: 'Submit Payment · $8.00' })).toBeVisible();
    await expectNoSeriousA11yIssues(shopper, { soft: true });
    await shot(shopper, 'coupon-applied-desktop');
    await shopper.setViewportSize(LARGE_PHONE);
    await shot(shopper, 'coupon-applied-phone');
    await shopper.setViewportSize(DESKTOP);

    await shopper.getByRole('tabpanel').locator('input[type=file]').setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: tinyPng() });
    await shopper.getByRole('button', { name: 'Submit Payment · $8.00' }).click();
    await expect(shopper).toHaveURL(/\/user$/);
    await expectToast(shopper, 'Payment sent for verification');

    // Staff see what was paid and the coupon; the coupon counts one use.
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('textbox', { name: 'Search payments' }).fill(customer.lastName);
    await expect(tableRow(page, 'Payments', customer.name)).toContainText('$8.00');
    await expect(tableRow(page, 'Payments', customer.name)).toContainText(`${saving} −$2.00`);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Coupons' }).click();
    await page.getByRole('textbox', { name: 'Search coupons' }).fill(saving.slice(5));
    // The table read a few seconds ago is kept for 30 s in the page; a reload asks again.
    await page.reload();
    await expect(tableRow(page, 'Coupons', saving)).toContainText('1 of 5');

    // Verified, the payment counts $8.00 of revenue and $2.00 of discounts given.
    const admin = await apiToken(request, DEMO.admin);
    const before = await trpcQuery<{ discountsThisMonth: string }>(request, admin, 'stats.discounts');
    await reviewPayment(request, customer, { status: 'Completed' });
    const after = await trpcQuery<{ discountsThisMonth: string }>(request, admin, 'stats.discounts');
    expect(Number(after.discountsThisMonth) - Number(before.discountsThisMonth)).toBeCloseTo(2, 2);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByTestId('stat-Discounts This Month')).toContainText(`$${after.discountsThisMonth} discounts given`);
    await shot(page, 'coupon-overview-desktop');

    await shopper.context().close();
  });

  test('a 100 % coupon skips the receipt and goes to staff as covered by coupon', async ({ page, browser, request }) => {
    const plan = await createPlan(request, { price: '7.50', duration: 30 });
    const free = code('FREE');
    await adminCoupon(request, { code: free, kind: 'percent', value: '100', newCustomersOnly: true });

    const customer = await registerCustomer(request, { firstName: 'Freebie' });
    await customerPage(page, customer);
    await openPayment(page, plan);
    await applyCode(page, free);
    await expect(page.getByTestId('amount-due')).toHaveText('$0.00');
    await expect(page.getByRole('heading', { name: `Covered by coupon ${free}` })).toBeVisible();
    await expect(page.locator('input[type=file]')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, { soft: true });
    await shot(page, 'coupon-covered-desktop');
    await page.setViewportSize(LARGE_PHONE);
    await shot(page, 'coupon-covered-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Confirm order · $0.00' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expectToast(page, 'Payment sent for verification');
    await shot(page, 'coupon-covered-dashboard-desktop');

    const staff = await (await browser.newContext()).newPage();
    await staff.setViewportSize(DESKTOP);
    await logIn(staff, DEMO.admin);
    await staff.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Payments' }).click();
    await staff.getByRole('textbox', { name: 'Search payments' }).fill(customer.lastName);
    const row = tableRow(staff, 'Payments', customer.name);
    await expect(row).toContainText('Covered by coupon');
    await expect(row).toContainText('$0.00');
    await expect(row.getByRole('button', { name: /View the receipt/ })).toHaveCount(0);
    await expectNoSeriousA11yIssues(staff, { soft: true });
    await shot(staff, 'coupon-covered-staff-desktop');
    await staff.setViewportSize(LARGE_PHONE);
    await expect(tableRow(staff, 'Payments', customer.name)).toContainText('Covered by coupon');
    await shot(staff, 'coupon-covered-staff-phone');
    await staff.context().close();
  });
});

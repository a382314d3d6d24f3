import { expect, test, type Page } from '@playwright/test';
import { formatDay } from '../../shared/src/format.ts';
import { registerCustomer, submitReceipt } from './support/api.ts';
import { createPlan, reviewPayment, verifyAndActivate } from './support/commerce.ts';
import { tinyPng } from './support/files.ts';
import { logIn, shot, LARGE_PHONE } from './support/fixtures.ts';
import { expectNoSeriousA11yIssues, expectToast } from './support/ui.ts';

// Renewal and plan changes by the one rule (shared/src/renewal.ts), seen by the customer.
const DAY = 24 * 60 * 60 * 1000;
const DESKTOP = { width: 1280, height: 800 };

const endDateCell = (page: Page) =>
  page
    .getByRole('table', { name: 'Subscription details' })
    .getByRole('row', { name: /End date/ })
    .getByRole('cell');

test.describe('renewing a subscription', () => {
  test('in its last 14 days the customer renews, and verification extends it from the current end date', async ({ page, request }) => {
    // A 10-day plan: once active, the subscription is already in its last 14 days.
    const plan = await createPlan(request, { price: '6.00', duration: 10 });
    const customer = await registerCustomer(request, { firstName: 'Rena' });
    await submitReceipt(request, customer, { name: plan.name, devices: 1 });
    await verifyAndActivate(request, customer);

    await page.setViewportSize(DESKTOP);
    await logIn(page, customer, /\/user$/);
    const endText = (await endDateCell(page).textContent())!.trim();
    const end = new Date(endText);
    const extended = formatDay(new Date(end.getTime() + 10 * DAY));

    await page.getByRole('button', { name: 'Renew Plan' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?plan=${encodeURIComponent(plan.name).replace(/%20/g, '(\\+|%20)')}&devices=1`));
    const banner = page.getByRole('alert').filter({ hasText: 'Renewing your subscription' });
    await expect(banner).toContainText(`extended from ${endText} to ${extended}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shot(page, 'renewal-payment-desktop');
    await expectNoSeriousA11yIssues(page, { soft: true });
    await page.setViewportSize(LARGE_PHONE);
    await shot(page, 'renewal-payment-phone');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('tab', { name: 'Crypto' }).click();
    await page.getByRole('tabpanel').locator('input[type=file]').setInputFiles({ name: 'renewal.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('button', { name: 'Submit Payment · $6.00' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expectToast(page, 'Payment sent for verification');

    // Still Active while staff verify; no second renewal offered meanwhile.
    const details = page.getByRole('table', { name: 'Subscription details' });
    await expect(details.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText(`We are verifying your renewal payment. Once it is confirmed, your subscription is extended from ${endText}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Renew Plan' })).toHaveCount(0);

    await reviewPayment(request, customer, { status: 'Completed' });
    await page.reload();
    await expect(endDateCell(page)).toHaveText(extended);
  });

  test('earlier, Renew is not offered; a cheaper plan waits for the renewal, with the reason, never called an upgrade', async ({ page, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Tomas' });
    await submitReceipt(request, customer, { name: 'Quarterly', devices: 2 });
    await verifyAndActivate(request, customer);

    await page.setViewportSize(DESKTOP);
    await logIn(page, customer, /\/user$/);
    await expect(page.getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Renew Plan' })).toHaveCount(0);
    await expect(page.getByText(/^You can renew from .+, 14 days before your subscription ends on /)).toBeVisible();
    await expectNoSeriousA11yIssues(page, { soft: true });

    await page.goto('/payment?plan=Monthly&devices=1');
    await expect(page.getByText('This plan is not an upgrade of your current one, so it takes effect at your renewal.', { exact: false })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Submit Payment/ })).toBeDisabled();
    await expectNoSeriousA11yIssues(page, { soft: true });
  });
});

test('a cheaper plan chosen in the last 14 days is the renewal: the dashboard says it takes effect at the end date, verify switches the plan', async ({
  page,
  request,
}) => {
  const current = await createPlan(request, { price: '12.00', duration: 10 });
  const cheaper = await createPlan(request, { price: '6.00', duration: 10 });
  const customer = await registerCustomer(request, { firstName: 'Dora' });
  await submitReceipt(request, customer, { name: current.name, devices: 1 });
  await verifyAndActivate(request, customer);

  await page.setViewportSize(DESKTOP);
  await logIn(page, customer, /\/user$/);
  const endText = (await endDateCell(page).textContent())!.trim();
  const extended = formatDay(new Date(new Date(endText).getTime() + 10 * DAY));
  await page.goto(`/payment?plan=${encodeURIComponent(cheaper.name)}&devices=1`);
  const banner = page.getByRole('alert').filter({ hasText: 'Changing plan at your renewal' });
  await expect(banner).toContainText(`until ${endText}`);
  await expect(banner).toContainText(`from then until ${extended}`);
  await page.getByRole('tabpanel').locator('input[type=file]').setInputFiles({ name: 'renewal.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.getByRole('button', { name: 'Submit Payment · $6.00' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(
    page.getByText(`We are verifying your renewal on ${cheaper.name} (1 device). Your current plan runs until ${endText}; the new plan takes effect then.`),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Subscription details' }).getByText(current.name)).toBeVisible();
  await shot(page, 'downgrade-at-renewal-desktop');

  await reviewPayment(request, customer, { status: 'Completed' });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Subscription details' }).getByText(cheaper.name)).toBeVisible();
  await expect(endDateCell(page)).toHaveText(extended);
});

test('a rejected payment shows its reason on the dashboard and takes a new receipt', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Rosa' });
  await submitReceipt(request, customer, { name: 'Monthly', devices: 1 });
  await reviewPayment(request, customer, { status: 'Failed', reason: 'The receipt shows a different amount.' });

  await page.setViewportSize(DESKTOP);
  await logIn(page, customer, /\/user$/);
  const card = page.getByRole('alert').filter({ hasText: 'Your payment was not accepted' });
  await expect(card).toContainText('Your payment was not accepted');
  await expect(card).toContainText('Reason: The receipt shows a different amount.');
  // The Status row says what waits on the customer: a rejected payment, not "Pending".
  const status = page.getByRole('table', { name: 'Subscription details' }).getByRole('row', { name: /^Status/ });
  await expect(status).toContainText('Payment rejected');
  await expect(status).toContainText('Upload a new receipt to continue.');
  await expect(status.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(page.getByText('We are verifying your payment', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Renew Plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade Plan' })).toHaveCount(0);
  await shot(page, 'rejected-overview-desktop');
  await expectNoSeriousA11yIssues(page, { soft: true });
  await page.setViewportSize(LARGE_PHONE);
  // On a phone the note sits under the badge as a line of its own, not a dangling "— upload…".
  const badge = status.getByText('Payment rejected');
  const note = status.getByText('Upload a new receipt to continue.');
  expect((await note.boundingBox())!.y).toBeGreaterThan((await badge.boundingBox())!.y);
  await expect(status).not.toContainText('—');
  await shot(page, 'rejected-overview-phone');
  await page.setViewportSize(DESKTOP);

  await card.getByRole('link', { name: 'Upload a new receipt' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=Monthly&devices=1/);
  await expect(page.getByText('Your previous payment was not accepted: The receipt shows a different amount.', { exact: false })).toBeVisible();
  await page.getByRole('tabpanel').locator('input[type=file]').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.getByRole('button', { name: 'Submit Payment · $14.99' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expectToast(page, 'Payment sent for verification');
  await expect(page.getByText('We are verifying your payment.', { exact: false })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment was not accepted' })).toHaveCount(0);
});

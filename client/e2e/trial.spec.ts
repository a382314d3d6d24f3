import { expect, test } from '@playwright/test';
import { apiToken, bearer, ok, registerCustomer, trpcMutation } from './support/api.ts';
import { reviewPayment } from './support/commerce.ts';
import { tinyPng } from './support/files.ts';
import { DEMO, LARGE_PHONE, logIn, randomLetters, shot } from './support/fixtures.ts';
import { expectAlert, expectNoSeriousA11yIssues, expectToast } from './support/ui.ts';

// Issue 15's trial (ADR 039): a new customer starts a plan's free trial from /user without
// paying, watches the countdown, and converts to the paid plan with one payment.
const DESKTOP = { width: 1280, height: 800 };

test('trial start -> convert: a free trial from /user, its countdown, then one payment makes it the paid plan', async ({ page, request, browser }) => {
  const admin = await apiToken(request, DEMO.admin);
  const name = `Trial ${randomLetters(6)}`;
  await trpcMutation<{ id: number; name: string }>(request, admin, 'plans.create', {
    name,
    price: '12.00',
    devices: 2,
    channels: '1000',
    duration: '30',
    status: 'Active',
    features: 'Live channels, HD quality, 2 devices',
    trialHours: '48',
    trialDevices: '1',
  });
  const customer = await registerCustomer(request, { firstName: 'Tria' });

  // The admin's plan form holds the trial.
  const staff = await browser.newPage({ viewport: DESKTOP });
  await logIn(staff, DEMO.admin, /\/admin/);
  await staff.goto(`/admin/plans?search=${encodeURIComponent(name)}`);
  await staff.getByRole('button', { name: `Edit ${name}, 2 devices` }).click();
  const modal = staff.getByRole('dialog');
  await expect(modal.getByLabel('Trial length (hours)')).toHaveValue('48');
  await shot(staff, 'trial-admin-plan-form');
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // The customer starts it from /user: no payment.
  await page.setViewportSize(DESKTOP);
  await logIn(page, customer, /\/user$/);
  const offer = page.getByRole('region', { name: 'Try before you pay' });
  await expect(offer).toContainText(`${name} · 48 hours · 1 device`);
  await shot(page, 'trial-offer-desktop');
  await page.setViewportSize(LARGE_PHONE);
  await shot(page, 'trial-offer-phone');
  await page.setViewportSize(DESKTOP);
  await offer.getByRole('button', { name: `Start the free trial of ${name}` }).click();
  await expectToast(page, 'Your free trial has started. We are setting up your line.');
  const details = page.getByRole('table', { name: 'Subscription details' });
  await expect(details).toContainText('Free trial · 48 hours');
  await expect(page.getByRole('region', { name: 'Try before you pay' })).toHaveCount(0);

  // Staff give the line (the panel is off in the stories): the 48 hours start now.
  const subscriptions = await ok<{ id: number; status: string }[]>(
    await request.get(`/api/subscriptions?search=${encodeURIComponent(customer.name)}`, { headers: bearer(admin) }),
  );
  await ok(
    await request.put(`/api/subscriptions/${subscriptions[0]!.id}`, {
      headers: bearer(admin),
      data: { status: 'Active', userName: `tv-${randomLetters(6)}`, password: `pass-${randomLetters(8)}` },
    }),
  );
  await page.reload();
  await expect(page.getByTestId('trial-countdown')).toHaveText(/^(1 day 23 h 5\d min|2 days 0 h 0 min) left$/);
  await expect(details.getByRole('row', { name: /^Plan/ })).toContainText('1 device');
  await shot(page, 'trial-running-desktop');
  await expectNoSeriousA11yIssues(page, { soft: true });
  await page.setViewportSize(LARGE_PHONE);
  await shot(page, 'trial-running-phone');
  await page.setViewportSize(DESKTOP);

  // One payment converts it; the trial keeps running until staff verify.
  await page.getByRole('button', { name: 'Pay for this plan' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=.+&devices=2/);
  await expect(page.getByRole('alert').filter({ hasText: 'Keep watching after your free trial' })).toContainText('for 30 days from that moment');
  await shot(page, 'trial-convert-payment-desktop');
  await page.getByRole('tab', { name: 'Crypto' }).click();
  await page.getByRole('tabpanel').locator('input[type=file]').setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.getByRole('button', { name: 'Submit Payment · $12.00' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expectToast(page, 'Payment sent for verification');
  await expect(page.getByTestId('trial-countdown')).toBeVisible();

  await reviewPayment(request, customer, { status: 'Completed' });
  await page.reload();
  await expect(page.getByTestId('trial-countdown')).toHaveCount(0);
  await expect(details.getByRole('row', { name: /^Price/ })).toHaveText(/\$12\.00$/);
  await expect(details.getByRole('row', { name: /^Plan/ })).toContainText('2 devices');
  await expect(details.getByText('Active', { exact: true })).toBeVisible();
  await shot(page, 'trial-converted-desktop');
  await page.setViewportSize(LARGE_PHONE);
  await shot(page, 'trial-converted-phone');

  // The overview counts the conversion.
  await staff.goto('/admin/overview');
  await expect(staff.getByTestId('stat-Trial conversions')).toHaveText(/^\d+%$/);
  await expect(staff.getByText(/of \d+ free trials? started in the last 30 days (was|were) paid for\./)).toBeVisible();
  await shot(staff, 'trial-admin-overview');
  await staff.close();
});

test('a second account with the same e-mail written differently is refused a second trial, with the reason', async ({ page, request }) => {
  const admin = await apiToken(request, DEMO.admin);
  const name = `Trial ${randomLetters(6)}`;
  const plan = await trpcMutation<{ id: number }>(request, admin, 'plans.create', {
    name,
    price: '9.00',
    devices: 1,
    channels: '1000',
    duration: '30',
    status: 'Active',
    features: 'Live channels, HD quality, 1 device',
    trialHours: '24',
    trialDevices: '1',
  });
  const local = `viewer${randomLetters(8)}`;
  const first = await registerCustomer(request, { firstName: 'Prima', email: `${local}@example.test` });
  await trpcMutation(request, first.token, 'trials.start', { planId: plan.id });

  // Dots, capitals and a +tag make another account, not another person.
  const second = await registerCustomer(request, { firstName: 'Secunda', email: `${local.slice(0, 3)}.${local.slice(3).toUpperCase()}+again@example.test` });
  await page.setViewportSize(DESKTOP);
  await logIn(page, second, /\/user$/);
  await page.goto(`/payment?plan=${encodeURIComponent(name)}&devices=1`);
  const offer = page.getByRole('region', { name: 'Not sure yet? Try it free' });
  await offer.getByRole('button', { name: `Start the free trial of ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Error!' }).getByRole('button', { name: 'OK' })).toBeVisible();
  await page.waitForTimeout(400); // the dialog's fade-in, for the picture
  await shot(page, 'trial-refused-desktop');
  await expectAlert(page, 'Error!', 'You have already had a free trial. Choose a plan to keep watching.');
  await expect(page).toHaveURL(/\/payment/);
});

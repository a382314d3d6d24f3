import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, logIn, PHONE, shot, uniqueEmail } from './support/fixtures.ts';
import { registerCustomer } from './support/api.ts';
import { oversizePng, tinyPng } from './support/files.ts';
import { expectAlert, expectToast } from './support/ui.ts';

/** Fills and sends the registration form (the visitor is on /register). */
async function fillRegistration(page: Page, customer: { firstName: string; lastName: string; email: string; password: string }): Promise<void> {
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Street address', { exact: false }).first().fill('12 Harbour Road');
  await page.getByLabel('City').fill('Lisbon');
  await page.getByLabel('State').fill('Lisboa');
  await page.getByRole('combobox', { name: 'Country' }).fill('Portug');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(customer.password);
  await page.getByRole('combobox', { name: 'Device type' }).click();
  await page.getByRole('option', { name: 'Mobile/Tablet' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}

test.describe("the customer's journey", () => {
  test('a visitor on a phone opens the menu, picks 2 devices of a plan, registers and lands on payment with that plan and price', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Pricing' }).click();

    // Pricing takes the phone to the plans; other stories' plans may stand before Monthly in it.
    await expect(page.locator('#plans')).toBeInViewport();
    const card = page.locator('#plans .mantine-Card-root', { has: page.getByRole('heading', { name: 'Monthly' }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    await expect(card.getByText('$14.99')).toBeVisible();
    await card.getByText('2', { exact: true }).click();
    await expect(card.getByText('$24.99')).toBeVisible();
    await shot(page, 'journey-plan-2-devices-phone');
    await card.getByRole('button', { name: /get it now/i }).click();

    await expect(page).toHaveURL(/\/register\?plan=Monthly&devices=2/);
    await fillRegistration(page, { firstName: 'Pia', lastName: 'Phone', email: uniqueEmail('pia'), password: 'harbour-lights-1' });

    await expect(page).toHaveURL(/\/payment\?plan=Monthly&devices=2/);
    await expect(page.getByRole('heading', { name: 'Monthly' })).toBeVisible();
    await expect(page.getByText('2 devices · 30 days')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Payment · $24.99' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
    // The new page starts at its top (the scroll back from the long form is animated).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no horizontal page overflow on a phone').toBe(0);
    await shot(page, 'journey-payment-phone');
  });

  test('the customer uploads a PNG receipt on the Crypto tab and sees the Pending subscription; a missing or too large receipt is refused', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const customer = await registerCustomer(request);
    await page.setViewportSize(DESKTOP);
    await logIn(page, customer);
    await expect(page.getByText('You have no subscription yet')).toBeVisible();

    await page.goto('/payment?plan=Quarterly&devices=1');
    await expect(page.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: 'QR code of the USDT wallet address' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of the BTC wallet address' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of the ETH wallet address' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy BTC address' }).click();
    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^bc1/);
    await shot(page, 'journey-payment-crypto-desktop');

    // Submit without a receipt: the tab's own message.
    const submit = page.getByRole('button', { name: 'Submit Payment · $39.99' });
    await submit.click();
    await expect(page.getByText('Please upload your crypto payment receipt.')).toBeVisible();
    await page.getByRole('tab', { name: 'PayPal' }).click();
    await expect(page.getByText('Friends & Family', { exact: false })).toHaveCount(0);
    await expect(page.getByText('IPTV', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Pay with PayPal/ })).toHaveAttribute('target', '_blank');
    await submit.click();
    await expect(page.getByText('Please upload your PayPal receipt.')).toBeVisible();
    await shot(page, 'journey-payment-paypal-missing-receipt');
    await page.getByRole('tab', { name: 'Card / bank transfer' }).click();
    await expect(page.getByText('coming soon....')).toBeVisible();
    // Nothing to upload or submit where no payment can be made.
    await expect(page.getByRole('tabpanel').locator('input[type=file]')).toHaveCount(0);
    await expect(submit).toHaveCount(0);
    await page.getByRole('tab', { name: 'Crypto' }).click();

    // A file over 1 MB is refused with the design's message.
    const receiptInput = page.getByRole('tabpanel').locator('input[type=file]');
    await receiptInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversizePng() });
    await expect(page.getByRole('dialog', { name: 'Error!' }).getByText('File size must be less than 1 MB.')).toBeVisible();
    await shot(page, 'journey-receipt-too-large');
    await expectAlert(page, 'Error!', 'File size must be less than 1 MB.');

    // A small PNG: previewed, removable, then sent.
    await receiptInput.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByRole('img', { name: 'Preview of your receipt' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove receipt receipt.png' }).click();
    await expect(page.getByRole('img', { name: 'Preview of your receipt' })).toBeHidden();
    await page.getByRole('tabpanel').locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByText('receipt.png')).toBeVisible();
    await shot(page, 'journey-receipt-preview');
    await submit.click();
    await expect(page).toHaveURL(/\/user$/);
    await expectToast(page, 'Payment sent for verification');

    const details = page.getByRole('table', { name: 'Subscription details' });
    await expect(details.getByText('Quarterly')).toBeVisible();
    await expect(details.getByText('Pending')).toBeVisible();
    await expect(page.getByText('We are verifying your payment.', { exact: false })).toBeVisible();
    const payments = page.getByRole('table', { name: 'Recent payments' });
    await expect(payments.getByRole('cell', { name: '$39.99' })).toBeVisible();
    await expect(payments.getByText('Pending')).toBeVisible();
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await shot(page, 'journey-overview-pending');

    // While the payment is being verified there is nothing to renew or upgrade.
    await expect(page.getByRole('button', { name: 'Renew Plan' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upgrade Plan' })).toHaveCount(0);
  });

  test('a payment link without a plan says so and leads to the plans', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await logIn(page, customer);
    await page.goto('/payment');
    await expect(page.getByRole('heading', { name: 'No plan selected' })).toBeVisible();
    await page.getByRole('link', { name: 'See the plans' }).click();
    await expect(page).toHaveURL(/\/home\?section=plans/);
  });
});

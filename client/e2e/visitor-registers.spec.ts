import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, shot, uniqueEmail } from './support/fixtures.ts';

test.describe('a visitor chooses a plan and registers', () => {
  test('sees the live plans, picks one, registers and lands on payment with that plan', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const plans = page.locator('#plans');
    await expect(plans.getByRole('heading', { name: 'Quarterly' })).toBeVisible();
    await shot(page, 'home-desktop');

    const card = plans.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Quarterly' }) });
    await expect(card.getByText('$39.99')).toBeVisible();
    await card.getByText('2', { exact: true }).click();
    await expect(card.getByText('$64.99')).toBeVisible();
    await card.getByRole('button', { name: 'GET IT NOW' }).click();

    await expect(page).toHaveURL(/\/register\?plan=Quarterly&devices=2/);

    // The button stays disabled while the form is invalid; Enter submits and shows every message.
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await page.getByLabel('First name').press('Enter');
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Please enter a valid email.',
      'Street Address is required.',
      'City is required.',
      'State is required.',
      'Please select a country.',
      'Password is required.',
      'Please select a device.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await shot(page, 'register-errors-desktop');

    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
    await page.getByRole('textbox', { name: 'Password', exact: true }).blur();
    await expect(page.getByText('Password must be at least 10 characters.', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('harbour-lights-1');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('harbour-lights-2');
    await page.getByRole('textbox', { name: 'Confirm password' }).blur();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();

    // Names and postcodes as people write them.
    await page.getByLabel('First name').fill('Anne-Marie');
    await page.getByLabel('Last name').fill("O'Brien");
    await page.getByLabel('E-mail').fill(uniqueEmail());
    await page.getByLabel('Street address', { exact: false }).first().fill('12 Harbour Road');
    await page.getByLabel('City').fill('Lisbon');
    await page.getByLabel('State').fill('Lisboa');
    await page.getByLabel('Postcode').fill('1100-053');
    await expect(page.getByRole('combobox', { name: 'Phone code' })).toHaveValue('+1');
    await page.getByRole('combobox', { name: 'Country' }).fill('Portug');
    await page.getByRole('option', { name: 'Portugal' }).click();
    // The phone code follows the country.
    await expect(page.getByRole('combobox', { name: 'Phone code' })).toHaveValue('+351');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('harbour-lights-1');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('harbour-lights-1');
    await page.getByRole('combobox', { name: 'Device type' }).click();
    await page.getByRole('option', { name: 'Amazon Firestick' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    // Registered and logged in at once, on the payment page with the chosen plan.
    await expect(page).toHaveURL(/\/payment\?plan=Quarterly&devices=2/);
    await expect(page.getByRole('banner').getByText("Anne-Marie O'Brien")).toBeVisible();
    const me = await (await page.request.get('/trpc/users.me')).json();
    expect(me.result.data.json).toMatchObject({ firstName: 'Anne-Marie', lastName: "O'Brien", postcode: '1100-053', countryCode: '+351' });
    await shot(page, 'payment-after-register-desktop');
  });

  test('the home page and the menu work on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await shot(page, 'home-menu-phone');
    await page.getByRole('link', { name: 'Pricing' }).click();
    // The plans' first card, whichever is cheapest (other stories add plans to the same shop).
    const firstPlan = page.locator('#plans').getByRole('heading', { level: 3 }).first();
    await expect(firstPlan).toBeInViewport();
    // Its name below the sticky header, not under it, once the scroll has settled.
    await expect
      .poll(async () => {
        const [header, heading] = await Promise.all([page.getByRole('banner').boundingBox(), firstPlan.boundingBox()]);
        return Math.round(heading!.y - (header!.y + header!.height));
      })
      .toBeGreaterThanOrEqual(0);
    await shot(page, 'home-plans-phone');
  });
});

import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, logIn, shot, submitLogin } from './support/fixtures.ts';

test.describe('areas are guarded by role', () => {
  test('a customer who opens /admin lands on /forbidden', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.user);
    await expect(page).toHaveURL(/\/user$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/forbidden$/);
    await shot(page, 'forbidden-desktop');
  });

  test('an admin lands on the admin overview and a wrong password is refused', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await submitLogin(page, { email: DEMO.admin.email, password: 'wrong-password' });
    await expect(page.getByRole('dialog').getByText('Invalid email or password')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();

    await logIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/overview$/);
  });

  test('an unknown path goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });
});

import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, logIn, PHONE, shot } from './support/fixtures.ts';
import { expectNoSeriousA11yIssues } from './support/ui.ts';

// What every page shares: its title in the tab, the colour scheme, the phone's one menu.

test.describe('every page names itself in the tab', () => {
  test('public, customer and staff pages each have their own title with the brand', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Nimbus TV');
    await page.goto('/channel-list');
    await expect(page).toHaveTitle('Channel list · Nimbus TV');
    await page.goto('/terms-of-services');
    await expect(page).toHaveTitle('Terms of Service · Nimbus TV');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await logIn(page, DEMO.user, /\/user$/);
    await expect(page).toHaveTitle('Your subscription · Nimbus TV');
    await page.goto('/user/support');
    await expect(page).toHaveTitle('Support · Nimbus TV');
  });
});

test.describe('dark mode', () => {
  test('follows the system, and the header switch overrides it and is remembered', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/');
    const scheme = page.locator('html');
    await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, { message: 'home page in dark mode' });
    await shot(page, 'home-dark-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'home-dark-phone');
    await page.goto('/login');
    await expectNoSeriousA11yIssues(page, { message: 'login page in dark mode' });
    // On the phone the switch is a row of the menu (the header bar has no room for it).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.locator('#mobile-menu').getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await context.close();
  });

  test('the customer dashboard reads well in dark mode', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport: DESKTOP });
    const page = await context.newPage();
    await logIn(page, DEMO.user, /\/user$/);
    await expect(page.getByRole('heading', { name: 'Subscription Details' })).toBeVisible();
    await expectNoSeriousA11yIssues(page, { message: 'dashboard in dark mode' });
    await context.close();
  });
});

test.describe('on a phone', () => {
  test('one menu button holds the area links and the site links, and closes on navigation', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await logIn(page, DEMO.user, /\/user$/);
    await expect(page.getByRole('button', { name: /menu$/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const area = page.getByRole('navigation', { name: 'User Panel' });
    await expect(area.getByRole('link', { name: 'Overview' })).toHaveAttribute('data-active', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Channel List' })).toBeVisible();
    await shot(page, 'phone-menu-user');
    await area.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/user\/support$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  });
});

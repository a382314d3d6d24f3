import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, logIn, shot } from './support/fixtures.ts';
import { openTicket, registerCustomer } from './support/api.ts';
import { expectNoSeriousA11yIssues, tableRow } from './support/ui.ts';

// axe-core on every staff page, on a desktop and on a phone: no serious or critical violation.
const ADMIN_PAGES = [
  'overview',
  'users',
  'subscriptions',
  'payments',
  'support',
  'plans',
  'coupons',
  'webhooks',
  'settings',
  'panel-drift',
  'audit',
  'security',
].map((p) => `/admin/${p}`);
const AGENT_PAGES = ['tickets', 'subscriptions', 'payments', 'security'].map((p) => `/agent/${p}`);

/** The page has its heading and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0);
}

async function scanEach(page: Page, paths: string[], size: 'desktop' | 'phone'): Promise<void> {
  await page.setViewportSize(size === 'desktop' ? DESKTOP : PHONE);
  for (const path of paths) {
    await test.step(`${path} (${size})`, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await settled(page);
      await expectNoSeriousA11yIssues(page, { soft: true, message: `${path} on a ${size}` });
      if (size === 'phone') await shot(page, `a11y${path.replaceAll('/', '-')}-phone`);
    });
  }
}

/** The support desk with a ticket open in its panel. */
async function scanOpenTicket(page: Page, path: string, subject: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Search support tickets' }).fill(subject);
  await tableRow(page, 'Support tickets', subject).getByRole('button', { name: subject }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'History' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, { soft: true, message: `${path} with a ticket open` });
}

test.describe('staff pages are accessible', () => {
  // Each axe scan takes a few seconds on a busy machine: a page list takes a while.
  test.describe.configure({ timeout: 120_000 });

  for (const size of ['desktop', 'phone'] as const) {
    test(`every admin page on a ${size}, the support desk with a ticket open`, async ({ page, request }) => {
      const customer = await registerCustomer(request, { firstName: 'Axel' });
      const subject = `Accessibility check ${customer.name.split(' ')[1]}`;
      await openTicket(request, customer, { subject, message: 'A ticket so the desk has something to show.', priority: 'HIGH' });

      await logIn(page, DEMO.admin);
      await scanEach(page, ADMIN_PAGES, size);
      await scanOpenTicket(page, '/admin/support', subject);
    });

    test(`every agent page on a ${size}, the desk with a ticket open`, async ({ page, request }) => {
      const customer = await registerCustomer(request, { firstName: 'Ada' });
      const subject = `Agent accessibility check ${customer.name.split(' ')[1]}`;
      await openTicket(request, customer, { subject, message: 'A ticket so the desk has something to show.', priority: 'HIGH' });

      await logIn(page, DEMO.agent);
      await scanEach(page, AGENT_PAGES, size);
      await scanOpenTicket(page, '/agent/tickets', subject);
    });
  }
});

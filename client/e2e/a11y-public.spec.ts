import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, logIn } from './support/fixtures.ts';
import { agentReplies, openTicket, registerCustomer, type Customer } from './support/api.ts';
import { expectNoSeriousA11yIssues } from './support/ui.ts';

// Every page a visitor or a customer sees, scanned by axe-core: no serious or critical violation.

const PUBLIC_PAGES = [
  '/',
  '/home',
  '/register',
  '/login',
  '/forgotPassword',
  '/resetCode',
  '/updatePassword', // without a verified code it may send the visitor back to /resetCode
  '/channel-list',
  '/guide',
  '/privacy-policy',
  '/terms-of-services',
];

const CUSTOMER_PAGES = ['/payment?plan=Monthly&devices=1', '/user', '/user/support', '/user/notifications', '/user/security'];

/** The page has settled: the main landmark has content and no loader is left spinning. */
async function settled(page: Page) {
  await expect(page.locator('main')).not.toBeEmpty();
  // Visible ones: the panel's sidebar (and its heading) is hidden on the phone.
  await expect(page.locator('main h1:visible, main h2:visible').first()).toBeVisible();
  await expect(page.locator('main .mantine-Loader-root, main .mantine-Skeleton-root')).toHaveCount(0);
  // A page may still move on (/updatePassword without a verified code goes back to /resetCode and
  // says why in a dialog): scan once nothing is loading and no dialog is still fading in.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function expectNoSeriousViolations(page: Page) {
  await expectNoSeriousA11yIssues(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
}

test.describe('accessibility of the public pages', () => {
  for (const path of PUBLIC_PAGES) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test(`${path} has no serious or critical axe violation (${size})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await settled(page);
        await expectNoSeriousViolations(page);
      });
    }
  }
});

test.describe('accessibility of the customer pages', () => {
  let customer: Customer;
  let ticketId: number;

  test.beforeAll(async ({ request }) => {
    customer = await registerCustomer(request, { firstName: 'Alex' });
    ({ ticketId } = await openTicket(request, customer, { subject: 'Where is my playlist link?' }));
    await agentReplies(request, ticketId, 'It is on your overview once the subscription is active.');
  });

  for (const path of CUSTOMER_PAGES) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      test(`${path} has no serious or critical axe violation (${size})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await logIn(page, customer, /\/user$/);
        await page.goto(path);
        await settled(page);
        await expectNoSeriousViolations(page);
      });
    }
  }

  test('an open ticket conversation has no serious or critical axe violation', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, customer, /\/user$/);
    await page.goto(`/user/support?ticket=${ticketId}`);
    await expect(page.getByRole('dialog').getByRole('list', { name: 'Conversation' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

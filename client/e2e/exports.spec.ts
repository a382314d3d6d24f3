import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { activePlans, registerCustomer, submitReceipt } from './support/api.ts';
import { DEMO, LAPTOP, logIn, shot } from './support/fixtures.ts';
import { tableRow } from './support/ui.ts';

// Issue 16: a staff table exported as CSV with its filters and search, a progress indicator
// while it streams, and formulas neutralised (ADR 042).

test('staff export the payments table as they filtered it, and a formula in a name stays text', async ({ page, request }) => {
  const plan = (await activePlans(request))[0]!;
  const marker = `Exportrow${Date.now().toString(36)}`;
  const sneaky = await registerCustomer(request, { firstName: '=HYPERLINK("http://evil.example")', lastName: marker });
  const plain = await registerCustomer(request, { firstName: 'Plain', lastName: marker });
  await submitReceipt(request, sneaky, plan);
  await submitReceipt(request, plain, plan);

  await page.setViewportSize(LAPTOP);
  await logIn(page, DEMO.admin);
  await page.goto('/admin/payments');
  await page.getByRole('textbox', { name: /Search/ }).fill(marker);
  await expect(tableRow(page, 'Payments', `Plain ${marker}`)).toHaveCount(1);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('ID,Customer,Email,Plan,Amount,Discount,Coupon,Method,Status,Date,Reviewed,Reject reason');
  // The search's two rows and nothing else; the formula is written as text.
  expect(lines).toHaveLength(3);
  expect(text).toContain(`Plain ${marker}`);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"") ${marker}"`);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await shot(page, 'export-payments');
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openTicket, registerCustomer } from './support/api.ts';
import { DEMO, LAPTOP, logIn, randomLetters, shot } from './support/fixtures.ts';
import { tableRow } from './support/ui.ts';

// Issue 16: a staff table exported as CSV with its filters and search, and formulas neutralised
// (ADR 042): a ticket subject a customer typed as a spreadsheet formula stays text.

test('staff export the tickets table as they searched it, and a formula a customer typed stays text', async ({ page, request }) => {
  const marker = `Exportrow${randomLetters(8)}`;
  const customer = await registerCustomer(request);
  await openTicket(request, customer, { subject: `=HYPERLINK("http://evil.example","Open") ${marker}` });
  await openTicket(request, customer, { subject: `Buffering ${marker}` });

  await page.setViewportSize(LAPTOP);
  await logIn(page, DEMO.admin);
  await page.goto('/admin/support');
  await page.getByRole('textbox', { name: 'Search support tickets' }).fill(marker);
  // The search is in the URL (typed text waits a moment): the export takes the table as it shows.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(tableRow(page, 'Support tickets', `Buffering ${marker}`)).toHaveCount(1);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tickets-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('ID,Subject,Customer,Agent,Category,Priority,Status,Replies,Created,Last activity');
  // The search's two tickets and nothing else; the formula is written as text.
  expect(lines).toHaveLength(3);
  expect(text).toContain(`Buffering ${marker}`);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"") ${marker}"`);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await shot(page, 'export-tickets');
});

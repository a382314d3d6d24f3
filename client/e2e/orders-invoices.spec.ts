import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, logIn, PHONE, shot } from './support/fixtures.ts';
import { activePlans, apiToken, bearer, ok, registerCustomer, trpcMutation, trpcQuery, type Customer, type PlanRow } from './support/api.ts';
import { tinyPng } from './support/files.ts';
import { expectNoSeriousA11yIssues, tableRow } from './support/ui.ts';
import { pdfLines } from './support/pdf-text.ts';

// Issue 15 (ADR 038): the order reference before paying, duplicate proof for staff, invoices.

type StaffRow = { id: number; reference: string; sameReceipt: { id: number; reference: string } | null };

/** A receipt no other story uploads: a PNG of its own size. */
const ownReceipt = () => tinyPng(40 + Math.floor(Math.random() * 200), 30 + Math.floor(Math.random() * 200));

async function payByApi(request: Parameters<typeof registerCustomer>[0], customer: Customer, plan: PlanRow, receipt: Buffer) {
  return ok<{ id: number }>(
    await request.post('/api/payments/save', {
      headers: bearer(customer.token),
      multipart: {
        planId: String(plan.id),
        amount: plan.price.toFixed(2),
        method: 'crypto',
        receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: receipt },
      },
    }),
    201,
  );
}

test('staff see that a receipt was already used on another payment, follow the link to it, and see it before verifying', async ({ page, request }) => {
  const [plan] = await activePlans(request);
  const receipt = ownReceipt();
  const first = await registerCustomer(request, { lastName: 'Firstpayer' });
  const second = await registerCustomer(request, { lastName: 'Reuser' });
  const firstPayment = await payByApi(request, first, plan!, receipt);
  await payByApi(request, second, plan!, receipt);
  const token = await apiToken(request, DEMO.agent);
  const firstReference = (await trpcQuery<StaffRow>(request, token, 'payments.byId', { id: firstPayment.id })).reference;

  await page.setViewportSize(DESKTOP);
  await logIn(page, DEMO.agent);
  await page.goto(`/agent/payments?q=${encodeURIComponent(second.lastName)}`);
  const row = tableRow(page, 'Payments', second.name);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Same receipt file as')).toBeVisible();
  await expect(row.getByRole('link', { name: firstReference })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'duplicate-receipt-list-desktop');

  // The receipt viewer warns before Verify is pressed.
  await row.getByRole('button', { name: /^View the receipt/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Payment receipt' });
  await expect(viewer.getByText('This proof was already used on another payment')).toBeVisible();
  await expect(viewer.getByText(`Same receipt file as payment ${firstReference} (Pending).`)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'duplicate-receipt-viewer-desktop');

  // The link opens the other payment: the list searched by its reference, every status.
  await viewer.getByRole('link', { name: firstReference }).click();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`q=${firstReference}`));
  const other = tableRow(page, 'Payments', first.name);
  await expect(other).toHaveCount(1);
  await expect(other.getByText('Same receipt file as')).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto(`/agent/payments?q=${encodeURIComponent(second.lastName)}`);
  await expect(page.getByText('Same receipt file as').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'duplicate-receipt-list-phone');
});

test('a customer pays with the order reference shown before the upload and, once verified, downloads the invoice from /user', async ({ page, request }) => {
  const customer = await registerCustomer(request, { lastName: 'Invoiced' });
  await page.setViewportSize(DESKTOP);
  await logIn(page, customer);
  await page.goto('/payment?plan=Monthly&devices=1');
  const reference = page.getByTestId('order-reference');
  await expect(reference).toHaveText(/^NT-[2-9A-HJKMNP-TV-Z]{5}$/);
  const shown = (await reference.textContent())!;
  await expect(page.getByRole('heading', { name: `Upload your payment receipt for order ${shown}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Transaction id or hash (optional)' }).fill('  0x5f3e9a1c77b2d4e8  ');
  await page.getByRole('tabpanel').locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: ownReceipt() });
  await expect(page.getByText('receipt.png')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'invoice-payment-page-desktop');
  await page.setViewportSize(PHONE);
  await expect(reference).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'invoice-payment-page-phone');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: /^Submit Payment/ }).click();
  await expect(page).toHaveURL(/\/user$/);

  const payments = page.getByRole('table', { name: 'Recent payments' });
  await expect(payments.getByText(shown)).toBeVisible();
  await expect(payments.getByText('After verification')).toBeVisible();

  // Staff verify it (their side has its own story): the invoice is issued in that transaction.
  const token = await apiToken(request, DEMO.admin);
  const list = await trpcQuery<{ items: (StaffRow & { transactionRef: string })[] }>(request, token, 'payments.list', { search: shown });
  expect(list.items).toHaveLength(1);
  expect(list.items[0]!.transactionRef).toBe('0x5f3e9a1c77b2d4e8');
  await trpcMutation(request, token, 'payments.verify', { id: list.items[0]!.id });

  await page.reload();
  const button = payments.getByRole('button', { name: /^Invoice/ });
  await expect(button).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'invoice-user-desktop');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);
  const number = download.suggestedFilename().slice('invoice-'.length, -'.pdf'.length);
  const lines = await pdfLines(readFileSync((await download.path())!));
  expect(lines).toEqual(
    expect.arrayContaining([
      `Invoice ${number}`,
      `Order reference: ${shown}`,
      `Billed to: ${customer.name} <${customer.email}>`,
      'Period: 30 days from activation',
      expect.stringMatching(/^Monthly plan, 1 device, 30 days \$\d+\.\d{2}$/),
      expect.stringMatching(/^Total paid \$\d+\.\d{2}$/),
    ]),
  );

  await page.setViewportSize(PHONE);
  await expect(payments.getByRole('button', { name: /^Invoice/ })).toBeVisible();
  await shot(page, 'invoice-user-phone');
});

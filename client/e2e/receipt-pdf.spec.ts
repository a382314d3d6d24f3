import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP, logIn, PHONE, shot } from './support/fixtures.ts';
import { activePlans, bearer, ok, registerCustomer, type Customer } from './support/api.ts';
import { brokenPdf, pdfWithScript } from './support/files.ts';
import { expectNoSeriousA11yIssues, tableRow } from './support/ui.ts';
import { watchPolicyViolations } from './support/policy.ts';

// A PDF receipt is the customer's file: whatever script it carries must never run when staff
// look at it. pdf.js draws it on a canvas; the browser's PDF viewer never opens it.

async function payWithPdf(request: Parameters<typeof registerCustomer>[0], customer: Customer, pdf = pdfWithScript()) {
  const [plan] = await activePlans(request);
  return ok<{ id: number }>(
    await request.post('/api/payments/save', {
      headers: bearer(customer.token),
      multipart: {
        planId: String(plan!.id),
        amount: plan!.price.toFixed(2),
        method: 'crypto',
        receipt: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    }),
    201,
  );
}

/** Whether the canvas has pixels of the receipt's blue panel (pdf.js drew the page). */
function drawsTheBluePanel(page: Page) {
  return page
    .getByRole('dialog', { name: 'Payment receipt' })
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return false;
      const { data } = context.getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height * 0.8), 1, 1);
      return data[2]! > 150 && data[0]! < 100;
    });
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`staff open a PDF receipt carrying JavaScript on a ${size}: it is drawn, no script runs`, async ({ page, request }) => {
    const customer = await registerCustomer(request, { lastName: 'Pdfpayer' });
    await payWithPdf(request, customer);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const violations = await watchPolicyViolations(page);

    await page.setViewportSize(viewport);
    const viewer = await openReceipt(page, customer);
    const drawn = viewer.locator('canvas[data-drawn="true"]');
    // The file's open actions would fire while it loads, before its page is drawn.
    await expect.poll(async () => dialogs.length > 0 || (await drawn.count()) > 0).toBe(true);
    expect(dialogs, 'dialogs opened by the PDF').toEqual([]);
    await expect(viewer.getByRole('group', { name: `Receipt of ${customer.name} (PDF, 1 page)` })).toBeVisible();
    await expect(drawn).toHaveCount(1);
    await expect.poll(() => drawsTheBluePanel(page)).toBe(true);
    // Nothing of the file is framed or embedded: no browser PDF viewer in the app's origin.
    await expect(page.locator('iframe, embed, object')).toHaveCount(0);
    const download = viewer.getByRole('link', { name: 'Download the PDF' });
    await expect(download).toHaveAttribute('download', /\.pdf$/);
    await expectNoSeriousA11yIssues(page);
    await shot(page, `receipt-pdf-${size}`);

    expect(dialogs, 'dialogs opened by the PDF').toEqual([]);
    expect(await violations(), 'CSP violations').toEqual([]);
  });
}

/** The admin opens the customer's receipt from the payments screen. */
async function openReceipt(page: Page, customer: Customer) {
  await logIn(page, DEMO.admin);
  await page.goto('/admin/payments');
  await page.getByRole('textbox', { name: 'Search payments' }).fill(customer.firstName);
  const row = tableRow(page, 'Payments', customer.name);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Receipt|^View the receipt/ }).click();
  return page.getByRole('dialog', { name: 'Payment receipt' });
}

test('every page of a longer PDF receipt is drawn, one under the other', async ({ page, request }) => {
  const customer = await registerCustomer(request, { lastName: 'Pdfpages' });
  await payWithPdf(request, customer, pdfWithScript(3));
  await page.setViewportSize(DESKTOP);
  const viewer = await openReceipt(page, customer);
  await expect(viewer.getByRole('group', { name: `Receipt of ${customer.name} (PDF, 3 pages)` })).toBeVisible();
  for (const number of [1, 2, 3]) await expect(viewer.getByRole('img', { name: `Page ${number} of 3` })).toHaveAttribute('data-drawn', 'true');
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'receipt-pdf-pages-desktop');
});

test('a file that only looks like a PDF shows an error and can still be downloaded', async ({ page, request }) => {
  const customer = await registerCustomer(request, { lastName: 'Pdfbroken' });
  await payWithPdf(request, customer, brokenPdf());
  await page.setViewportSize(PHONE);
  const viewer = await openReceipt(page, customer);
  await expect(viewer.getByText('Could not show this PDF')).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Download the PDF' })).toBeVisible();
  await shot(page, 'receipt-pdf-broken-phone');
});

test('the receipt route serves a PDF sandboxed, so even opened directly it runs nothing in the app', async ({ request }) => {
  const customer = await registerCustomer(request, { lastName: 'Pdfdirect' });
  const payment = await payWithPdf(request, customer);
  const response = await request.get(`/api/payments/${payment.id}/receipt`, { headers: bearer(customer.token) });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
});

import { expect, test, type Locator } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, logIn, shot } from './support/fixtures.ts';
import { registerCustomer } from './support/api.ts';
import { pdfWithScript, pngFile, tinyPng } from './support/files.ts';
import { expectNoSeriousA11yIssues, expectToast, tableRow } from './support/ui.ts';

// Issue 16: a customer attaches a screenshot to a ticket; staff see the preview and open it.
// Refusals (too large, not really an image) show before anything is sent; an internal note's
// file is never shown to the customer.

/** The thumbnail shows a real decoded image, not a broken icon. */
async function expectDecoded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test.describe('ticket attachments', () => {
  test('attaching a screenshot to a ticket', async ({ page, browser, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Lena' });
    const subject = `Black screen ${customer.name.split(' ')[1]}`;
    await page.setViewportSize(DESKTOP);
    await logIn(page, customer, /\/user$/);
    await page.goto('/user/support');

    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Technical' }).click();
    await page.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('The player shows a black screen, see the screenshot.');

    // Refused before sending: a page dressed as a PNG, and a file over 2 MB.
    const picker = page.locator('input[type=file]');
    await picker.setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await expect(page.getByRole('alert').filter({ hasText: 'screenshot.png: Attach PNG or JPG images or PDF files only.' })).toBeVisible();
    await picker.setInputFiles(pngFile('huge.png', Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)])));
    await expect(page.getByRole('alert').filter({ hasText: 'huge.png: Each file must be at most 2 MB.' })).toBeVisible();

    // The real screenshot is uploaded at once and listed with a preview.
    await picker.setInputFiles(pngFile('black-screen.png', tinyPng(320, 200)));
    const attached = page.getByRole('list', { name: 'Attached files' });
    await expect(attached.getByText('black-screen.png')).toBeVisible();
    await expect(attached.getByRole('button', { name: 'Remove black-screen.png' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '2 MB' })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, { message: 'the ticket form with a file attached' });
    await shot(page, 'ticket-attachment-picked-desktop');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expectToast(page, 'Ticket created successfully');
    await expect(attached).toHaveCount(0);

    // The customer's own conversation shows the thumbnail.
    const row = page.getByRole('row', { name: new RegExp(subject) });
    const ticketId = Number((await row.getByRole('cell').first().innerText()).replace('#', ''));
    await row.getByRole('link', { name: subject }).click();
    const dialog = page.getByRole('dialog', { name: `Ticket #${ticketId}` });
    await expectDecoded(dialog.getByRole('img', { name: 'black-screen.png' }));
    await shot(page, 'ticket-attachment-customer-desktop');

    // The agent sees the preview, opens it, and answers with an internal note carrying a PDF.
    const staffContext = await browser.newContext({ viewport: DESKTOP });
    const staffPage = await staffContext.newPage();
    await logIn(staffPage, DEMO.agent);
    await staffPage.getByRole('textbox', { name: 'Search support tickets' }).fill(subject);
    const staffRow = tableRow(staffPage, 'Support tickets', subject);
    await staffRow.getByRole('button', { name: subject }).click();
    const drawer = staffPage.getByRole('dialog', { name: `Ticket #${ticketId}` });
    const preview = drawer.getByRole('img', { name: 'black-screen.png' });
    await expectDecoded(preview);
    const [opened] = await Promise.all([staffPage.waitForEvent('popup'), drawer.getByRole('link', { name: /Open black-screen\.png/ }).click()]);
    const served = await opened.waitForLoadState().then(() => opened.evaluate(() => document.contentType));
    expect(served).toBe('image/png');
    await shot(opened, 'ticket-attachment-opened');
    await opened.close();

    await drawer.getByRole('radio', { name: 'Internal note' }).check();
    await drawer.getByRole('textbox', { name: 'Internal note' }).fill('Provider outage report attached.');
    await drawer.locator('input[type=file]').setInputFiles({ name: 'outage-report.pdf', mimeType: 'application/pdf', buffer: pdfWithScript() });
    await expect(drawer.getByRole('list', { name: 'Attached files' }).getByText('outage-report.pdf')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Remove outage-report.pdf' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Mark In Progress' }).click();
    await expectToast(staffPage, 'Ticket updated successfully');
    const note = drawer.getByRole('listitem').filter({ hasText: 'Provider outage report attached.' });
    const chip = note.getByRole('link', { name: /Download PDF outage-report\.pdf/ });
    const [download] = await Promise.all([staffPage.waitForEvent('download'), chip.click()]);
    // Saved, not opened in the app's tab; named by id as receipts are (the stored name never goes in a header).
    expect(download.suggestedFilename()).toMatch(/^attachment-\d+\.pdf$/);
    await expectNoSeriousA11yIssues(staffPage, { message: 'the desk with a thumbnail and a PDF chip' });
    await shot(staffPage, 'ticket-attachment-staff-desktop');
    await staffPage.setViewportSize(PHONE);
    await expectDecoded(preview);
    await shot(staffPage, 'ticket-attachment-staff-phone');
    await staffContext.close();

    // The customer never sees the note's file; the screenshot stays, on a phone too.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expectDecoded(dialog.getByRole('img', { name: 'black-screen.png' }));
    await expect(dialog.getByText('outage-report.pdf')).toHaveCount(0);
    await shot(page, 'ticket-attachment-customer-phone');
  });
});

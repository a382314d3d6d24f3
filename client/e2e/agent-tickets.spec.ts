import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, logIn, shot } from './support/fixtures.ts';
import { customerTickets, openTicket, registerCustomer } from './support/api.ts';
import { expectToast, tableRow } from './support/ui.ts';

test.describe('support agents answer tickets', () => {
  test('an agent replies, adds an internal note and resolves; the customer sees the reply and status, never the note', async ({ page, browser, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Rosa' });
    const subject = `Picture freezes ${customer.name.split(' ')[1]}`;
    const ticket = await openTicket(request, customer, { subject, message: 'The picture freezes every few minutes on sports channels.', priority: 'HIGH' });
    const reply = 'Please clear the app cache and restart the Firestick; tell us if it freezes again.';
    const note = 'Checked the server logs: the customer is on the overloaded EU-2 node.';

    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.agent);
    await expect(page).toHaveURL(/\/agent\/tickets$/);
    await expect(page.getByRole('navigation', { name: 'Support Panel' }).getByRole('link', { name: 'Tickets' })).toBeVisible();

    // Find the ticket among all tickets and open it.
    await page.getByRole('textbox', { name: 'Search support tickets' }).fill(subject);
    const row = tableRow(page, 'Support tickets', subject);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await expect(row.getByText(customer.name)).toBeVisible();
    await row.getByRole('button', { name: subject }).click();

    const drawer = page.getByRole('dialog', { name: `Ticket #${ticket.ticketId}` });
    await expect(drawer.getByText('The picture freezes every few minutes on sports channels.')).toBeVisible();
    await expect(drawer.getByText('No replies or notes yet.')).toBeVisible();

    // A reply to the customer, sent together with the new status.
    await expect(drawer.getByRole('radio', { name: 'Reply to customer' })).toBeChecked();
    await drawer.getByRole('textbox', { name: 'Reply to customer' }).fill(reply);
    await drawer.getByRole('button', { name: 'Mark In Progress' }).click();
    await expectToast(page, 'Ticket updated successfully');
    await expect(drawer.getByText('In Progress', { exact: true })).toBeVisible();
    const replyItem = drawer.getByRole('listitem').filter({ hasText: reply });
    await expect(replyItem.getByText('Reply to customer')).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Reply to customer' })).toHaveValue('');

    // An internal note with the resolution.
    await drawer.getByRole('radio', { name: 'Internal note' }).check();
    await drawer.getByRole('textbox', { name: 'Internal note' }).fill(note);
    await drawer.getByRole('button', { name: 'Mark Resolved' }).click();
    await expectToast(page, 'Ticket updated successfully');
    await expect(drawer.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('listitem').filter({ hasText: note }).getByText('Internal note', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Mark Resolved' })).toHaveCount(0);
    await shot(page, 'agent-ticket-drawer-desktop');

    // The table shows the new status, the agent, and the reply (never the note) as agent comments.
    await drawer.getByRole('button', { name: 'Close ticket' }).click();
    await expect(drawer).toBeHidden();
    await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(row.getByText(reply)).toBeVisible();
    await expect(row.getByText(note)).toHaveCount(0);
    await shot(page, 'agent-tickets-desktop');

    // The customer, in their own browser: the reply and the status, not the note.
    const customerContext = await browser.newContext({ viewport: DESKTOP });
    const customerPage = await customerContext.newPage();
    await logIn(customerPage, customer);
    await customerPage.goto(`/user/support?ticket=${ticket.ticketId}`);
    const conversation = customerPage.getByRole('dialog', { name: `Ticket #${ticket.ticketId}` });
    await expect(conversation.getByText(reply)).toBeVisible();
    await expect(conversation.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await expect(customerPage.getByText(note)).toHaveCount(0);
    await shot(customerPage, 'customer-sees-agent-reply-desktop');
    await customerContext.close();

    // And what the customer's API client receives says the same.
    const [own] = (await customerTickets(request, customer)).filter((t) => t.ticketId === ticket.ticketId);
    expect(own).toMatchObject({ status: 'Resolved', comments: reply });
    expect(JSON.stringify(own)).not.toContain(note);
  });

  test('on a phone an agent filters the tickets and works one in a full-screen panel', async ({ page, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Ivo' });
    const subject = `Urgent login problem ${customer.name.split(' ')[1]}`;
    const ticket = await openTicket(request, customer, { subject, message: 'I cannot log in since this morning.', priority: 'URGENT', category: 'general' });

    await page.setViewportSize(PHONE);
    await logIn(page, DEMO.agent);
    await expect(page).toHaveURL(/\/agent\/tickets$/);
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Open' }).click();
    await page.getByRole('combobox', { name: 'Filter by priority' }).click();
    await page.getByRole('option', { name: 'Urgent' }).click();
    await page.getByRole('textbox', { name: 'Search support tickets' }).fill(subject);
    const row = tableRow(page, 'Support tickets', subject);
    await expect(row).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'agent-tickets-phone');

    await row.getByRole('button', { name: subject }).click();
    const drawer = page.getByRole('dialog', { name: `Ticket #${ticket.ticketId}` });
    await expect(drawer.getByText('I cannot log in since this morning.')).toBeVisible();
    // A comment alone keeps the status; an empty one is refused with the shared message.
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await expect(drawer.getByText('Change the status or write a comment.')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Reply to customer' }).fill('We reset your password link; check your e-mail.');
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, 'Ticket updated successfully');
    await expect(drawer.getByText('Open', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('listitem').filter({ hasText: 'We reset your password link' })).toBeVisible();
    await shot(page, 'agent-ticket-drawer-phone');
  });
});

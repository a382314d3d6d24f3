import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, logIn, shot } from './support/fixtures.ts';
import { agentReplies, customerTickets, openTicket, registerCustomer } from './support/api.ts';
import { expectAlert, expectToast } from './support/ui.ts';

test.describe('a customer asks support for help', () => {
  test('opens a ticket, sees it listed, reads the agent’s reply and answers it', async ({ page, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Sasha' });
    await page.setViewportSize(DESKTOP);
    await logIn(page, customer, /\/user$/);
    await page.getByRole('navigation', { name: 'User Panel' }).getByRole('link', { name: 'Support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

    // The banner leads to the messaging-app support channel from the settings.
    const channel = page.getByRole('link', { name: /Open Telegram support/ });
    await expect(channel).toHaveAttribute('href', 'https://t.me/nimbus_tv_support');
    await expect(channel).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('table', { name: 'Your tickets' })).toBeVisible();
    await expect(page.getByText('You have not opened a ticket yet.')).toBeVisible();

    // An empty submit: the specification's message, then every field says what it needs.
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expectAlert(page, 'Error!', 'Please fill all required fields.');
    for (const message of ['Subject is required.', 'Message is required.', 'Please choose a category.', 'Please choose a priority.']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await shot(page, 'support-form-errors-desktop');

    const subject = 'Channels freeze every evening';
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Technical' }).click();
    await page.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('Sports channels stop at 8 pm.');
    await expect(page.getByTestId('character-count').first()).toHaveText('29/5,000');
    // Past the limit nothing is cut: the count turns red and the form says so.
    await message.fill('x'.repeat(5001));
    await expect(page.getByTestId('character-count').first()).toHaveText('5,001/5,000');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expectAlert(page, 'Error!', 'Please fill all required fields.');
    await expect(page.getByText('Message must be at most 5,000 characters.')).toBeVisible();
    await expect(message).toHaveValue('x'.repeat(5001));
    // A real description of 1,000 characters is kept whole.
    const details = 'Sports channels stop at 8 pm on my Firestick; the rest works. '.repeat(17).slice(0, 999) + '.';
    await message.fill(details);
    await expect(page.getByTestId('character-count').first()).toHaveText('1,000/5,000');
    await expect(message).toHaveValue(details);
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expectToast(page, 'Ticket created successfully');

    // The form is empty again and the list shows the new ticket.
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expect(page.getByTestId('character-count').first()).toHaveText('0/5,000');
    expect((await customerTickets(request, customer)).find((ticket) => ticket.subject === subject)).toMatchObject({ message: details });
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await expect(row.getByText('HIGH', { exact: true })).toBeVisible();
    await expect(row.getByText('No reply yet')).toBeVisible();
    await expect(row.getByRole('cell', { name: customer.name })).toBeVisible();
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await shot(page, 'support-ticket-created-desktop');

    // The agent answers (through the API); the customer comes back to the list.
    const ticketId = Number((await row.getByRole('cell').first().innerText()).replace('#', ''));
    const answer = 'Please restart the app; we moved you to a faster server.';
    await agentReplies(request, ticketId, answer);
    await page.reload();
    const answered = page.getByRole('row', { name: new RegExp(subject) });
    await expect(answered.getByText(answer)).toBeVisible();
    await expect(answered.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(answered.getByText('Sam Agent')).toBeVisible();
    // On a laptop, beside a long agent comment, the badges keep their whole word ("In Progress", not "IN PR…").
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const label of await answered.locator('.mantine-Badge-label').all()) {
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await page.setViewportSize(DESKTOP);

    // The conversation: the first message, the agent's reply, and the customer's answer.
    await answered.getByRole('link', { name: subject }).click();
    const dialog = page.getByRole('dialog', { name: `Ticket #${ticketId}` });
    await expect(dialog.getByRole('heading', { name: subject })).toBeVisible();
    const conversation = dialog.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText(details)).toBeVisible(); // all 1,000 characters
    await expect(conversation.getByText(answer)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/user/support\\?ticket=${ticketId}`));
    await dialog.getByRole('textbox', { name: 'Your reply' }).fill('Restarted it, all good now. Thanks!');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(conversation.getByText('Restarted it, all good now. Thanks!')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    await shot(page, 'support-ticket-conversation-desktop');

    // A resolved ticket takes no more replies.
    await agentReplies(request, ticketId, 'Glad it works. Closing this ticket.', 'Resolved');
    await page.reload();
    await expect(dialog.getByText('This ticket is resolved. Open a new ticket if you still need help.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/user\/support$/);

    await page.setViewportSize(PHONE);
    await shot(page, 'support-phone');
    await answered.getByRole('link', { name: subject }).click();
    await expect(dialog.getByText(answer)).toBeVisible();
    await shot(page, 'support-ticket-conversation-phone');
  });

  test('searches and pages through many tickets', async ({ page, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Pavel' });
    for (let i = 1; i <= 6; i += 1) await openTicket(request, customer, { subject: `Question number ${i}` });
    await openTicket(request, customer, { subject: 'Billing address is wrong', priority: 'LOW' });

    await page.setViewportSize(DESKTOP);
    await logIn(page, customer, /\/user$/);
    await page.goto('/user/support');
    const table = page.getByRole('table', { name: 'Your tickets' });
    await expect(table.getByRole('row')).toHaveCount(6); // header + page size 5
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);

    await page.getByRole('textbox', { name: 'Search your tickets' }).fill('billing address');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: 'Billing address is wrong' })).toBeVisible();
    await shot(page, 'support-search-desktop');
  });
});

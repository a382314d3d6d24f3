import { expect, test } from '@playwright/test';
import { agentReplies, apiToken, openTicket, registerCustomer, submitReceipt, trpcMutation } from './support/api.ts';
import { DEMO, DESKTOP, logIn, PHONE, shot } from './support/fixtures.ts';
import { expectNoSeriousA11yIssues } from './support/ui.ts';

// A customer's day: a reply to support confirmed by a toast, not a dialog in the way; the
// playlist link keeps the password as hidden as the password field does.

test.describe('a customer', () => {
  test('sends a ticket reply and sees a toast, with the conversation still open', async ({ page, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Tess' });
    const ticket = await openTicket(request, customer, { subject: 'Guide freezes at night' });
    await agentReplies(request, ticket.ticketId, 'Which device do you watch on?');
    await logIn(page, customer, /\/user$/);

    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/user/support?ticket=${ticket.ticketId}`);
      const dialog = page.getByRole('dialog', { name: `Ticket #${ticket.ticketId}` });
      await dialog.getByRole('textbox', { name: 'Your reply' }).fill(`On the living-room TV (${name}).`);
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Your reply was sent.' });
      await expect(toast).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Success!' })).toHaveCount(0);
      await expect(dialog.getByRole('list', { name: 'Conversation' }).getByText(`On the living-room TV (${name}).`)).toBeVisible();
      await shot(page, `toast-ticket-reply-${name}`);
      await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    }
  });

  test('sees the playlist link with the password masked until shown, and can copy it', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const customer = await registerCustomer(request, { firstName: 'Iris' });
    const receipt = await submitReceipt(request, customer, { name: 'Monthly', devices: 1 });
    const staff = await apiToken(request, DEMO.admin);
    await trpcMutation(request, staff, 'payments.verify', { id: receipt.id });
    const password = 'night owl&42';
    await trpcMutation(request, staff, 'subscriptions.activate', { id: receipt.subscriptionId, userName: `iris.${customer.id}`, password });

    await page.setViewportSize(PHONE);
    await logIn(page, customer, /\/user$/);
    const details = page.getByRole('table', { name: 'Subscription details' });
    const playlist = details.getByRole('row', { name: /Playlist/ });
    await expect(playlist.getByLabel('Playlist link hidden')).toContainText('password=••••••••');
    await expect(details).not.toContainText(encodeURIComponent(password));
    await expect(details).not.toContainText(password);
    await expectNoSeriousA11yIssues(page);
    await shot(page, 'dashboard-masked-playlist-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'dashboard-masked-playlist-desktop');

    await playlist.getByRole('button', { name: 'Show playlist link' }).click();
    await expect(playlist).toContainText(`password=${encodeURIComponent(password)}`);
    await playlist.getByRole('button', { name: 'Copy playlist link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`password=${encodeURIComponent(password)}`);
  });
});

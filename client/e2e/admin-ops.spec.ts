import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, logIn, shot } from './support/fixtures.ts';
import { apiToken, dashboardStats, openTicket, registerCustomer, trpcMutation, trpcQuery, updateTicket } from './support/api.ts';
import { expectToast } from './support/ui.ts';

type Settings = Record<string, unknown> & { supportEmail: string };

test.describe('the admin runs the shop', () => {
  test('reads the live overview, then changes the support e-mail and the public footer shows it', async ({ page, browser, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Nadia' });
    const admin = await apiToken(request, DEMO.admin);
    const original = await trpcQuery<Settings>(request, admin, 'settings.get');
    const newEmail = `help.${Date.now()}@nimbus.example`;

    try {
      await page.setViewportSize(DESKTOP);
      await logIn(page, DEMO.admin);
      await expect(page).toHaveURL(/\/admin\/overview$/);
      const panel = page.getByRole('navigation', { name: 'Admin Panel' });
      for (const link of ['Overview', 'Users', 'Subscriptions', 'Payments', 'Support', 'Plans Management', 'Coupons', 'Webhooks', 'Settings', 'Audit Log']) {
        await expect(panel.getByRole('link', { name: link })).toBeVisible();
      }
      await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();

      // The four cards say what the server counts, money as $x.xx.
      const stats = await dashboardStats(request, admin);
      await expect(page.getByTestId('stat-Total Users')).toHaveText(stats.totalUsers.toLocaleString('en-US'));
      await expect(page.getByTestId('stat-Active Subscriptions')).toHaveText(String(stats.activeSubscriptions));
      await expect(page.getByTestId('stat-Expired Subscriptions')).toHaveText(String(stats.expiredSubscriptions));
      await expect(page.getByTestId('stat-Revenue This Month')).toHaveText(`$${stats.revenueThisMonth.toFixed(2)}`);

      // Revenue Trends: a chart and, beside it, the same twelve months as a table.
      const trends = page.getByRole('region', { name: 'Revenue Trends' });
      await expect(trends.locator('.recharts-surface')).toBeVisible();
      const months = trends.getByRole('table', { name: 'Revenue by month' });
      await expect(months.locator('tbody tr')).toHaveCount(12);
      await expect(months.locator('tfoot')).toContainText('Total');

      // The newest customer heads Recent Signups.
      const signups = page.getByRole('table', { name: 'Recent signups' });
      await expect(signups.locator('tbody tr').first()).toContainText(customer.email);
      await expect(signups.locator('tbody tr').first()).toContainText(customer.name);
      await shot(page, 'admin-overview-desktop');
      await page.setViewportSize(PHONE);
      await expect(months).toBeVisible();
      // The chart follows its container's new width after a resize: wait for it, then no overflow.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await shot(page, 'admin-overview-phone');
      await page.setViewportSize(DESKTOP);

      // Settings: bad input shows the shared messages first.
      await panel.getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const email = page.getByRole('textbox', { name: 'Support e-mail' });
      await expect(email).toHaveValue(original.supportEmail);
      await page.getByRole('textbox', { name: 'Brand name' }).fill('');
      await page.getByRole('textbox', { name: 'Brand name' }).blur();
      await expect(page.getByText('Brand name is required')).toBeVisible();
      const template = page.getByRole('textbox', { name: 'M3U URL template' });
      await template.fill('https://line.example.com/get.php?type=m3u');
      await template.blur();
      await expect(page.getByText('The playlist URL must contain {username} and {password}')).toBeVisible();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Success!' })).toHaveCount(0);

      await page.getByRole('textbox', { name: 'Brand name' }).fill(String(original.brandName));
      await template.fill('https://line.example.com/get.php?username={username}&password={password}&type=m3u_plus');
      await expect(page.getByTestId('m3u-example')).toHaveText('https://line.example.com/get.php?username=jane_doe&password=s3cret&type=m3u_plus');
      await email.fill(newEmail);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved successfully');
      await expect(page.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
      await shot(page, 'admin-settings-desktop');

      // A visitor's footer shows the new support e-mail.
      const visitor = await browser.newContext({ viewport: DESKTOP });
      const home = await visitor.newPage();
      await home.goto('/');
      const footer = home.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: newEmail })).toHaveAttribute('href', `mailto:${newEmail}`);
      await shot(home, 'footer-shows-new-support-email-desktop');
      await visitor.close();
      // ...as the public settings do; bank details and the playlist template stay private.
      const publicSettings = await trpcQuery<Record<string, unknown>>(request, null, 'settings.public');
      expect(publicSettings.supportEmail).toBe(newEmail);
      expect(publicSettings).not.toHaveProperty('bankDetails');
      expect(publicSettings).not.toHaveProperty('m3uTemplate');
    } finally {
      // Other stories read the demo settings: put them back.
      await trpcMutation(request, admin, 'settings.update', original);
    }
  });

  test('finds what an agent did in the audit log by actor, entity and action, and expands the change', async ({ page, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Piet' });
    const ticket = await openTicket(request, customer, { subject: 'Audio out of sync', message: 'Sound is two seconds late.', priority: 'HIGH' });
    const agentToken = await apiToken(request, DEMO.agent);
    const agent = await trpcQuery<{ name: string }>(request, agentToken, 'users.me');
    await updateTicket(request, agentToken, ticket.ticketId, { status: 'InProgress', comments: 'Looking at the audio track now.' });

    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Audit Log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();

    const actor = page.getByRole('combobox', { name: 'Filter by actor' });
    await actor.click();
    await actor.fill(agent.name);
    await page.getByRole('option', { name: `${agent.name} (agent)` }).click();
    await page.getByRole('combobox', { name: 'Filter by entity' }).click();
    await page.getByRole('option', { name: 'Ticket' }).click();
    await page.getByRole('combobox', { name: 'Filter by action' }).click();
    await page.getByRole('option', { name: 'Ticket updated' }).click();

    const log = page.getByRole('table', { name: 'Audit log' });
    const row = log.getByRole('row').filter({ hasText: `Ticket #${ticket.ticketId}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: agent.name })).toBeVisible();
    await expect(row.getByText('Agent', { exact: true })).toBeVisible();
    await expect(row.getByText('Ticket updated')).toBeVisible();
    await expect(row.getByText('Status:', { exact: true })).toBeVisible();
    await expect(row.locator('del', { hasText: 'Open' })).toBeVisible();
    await expect(row.locator('ins', { hasText: 'In Progress' })).toBeVisible();
    // The agent who took the ticket by name, not by id, linked to their row in the users table.
    await expect(row.getByText('Agent:', { exact: true })).toBeVisible();
    await expect(row.locator('ins').getByRole('link', { name: agent.name })).toHaveAttribute('href', /\/admin\/users\?.*kind=staff/);
    await expect(row).not.toContainText(/Agent ID|Comment ID/);
    // Every row on the page is the agent's ticket update.
    for (const cells of await log.locator('tbody tr').all()) {
      await expect(cells).toContainText(agent.name);
      await expect(cells).toContainText('Ticket updated');
    }

    const more = row.getByRole('button', { name: /Show all \d+ changes/ });
    await more.click();
    await expect(row.getByText('Reply:', { exact: true })).toBeVisible();
    await expect(row.locator('ins', { hasText: 'Sent to the customer' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await shot(page, 'admin-audit-filtered-desktop');

    // The free-text search reads inside the change too.
    await page.getByRole('textbox', { name: 'Search audit log' }).fill('InProgress');
    await expect(row).toHaveCount(1);
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'admin-audit-phone');
  });
});

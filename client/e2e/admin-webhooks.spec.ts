import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, LARGE_PHONE, logIn, randomLetters, shot } from './support/fixtures.ts';
import { expectNoSeriousA11yIssues, expectToast, tableRow } from './support/ui.ts';

// Webhooks (issue 16, ADR 041): the admin adds an endpoint on a receiver of this story's own,
// sends a test, and reads the delivery with its status in the log. The receiver checks the
// signature as the admin page's help text tells an integrator to.

const RECEIVER_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 3611);
type Got = { event: string | undefined; verified: boolean };

function startReceiver(secret: () => string): Promise<{ got: Got[]; server: Server }> {
  const got: Got[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const fields = new Map(
        String(req.headers['x-nimbus-signature'] ?? '')
          .split(',')
          .map((part) => part.split('=', 2) as [string, string]),
      );
      const t = Number(fields.get('t'));
      const expected = createHmac('sha256', secret()).update(`${t}.${raw}`).digest();
      const given = Buffer.from(fields.get('v1') ?? '', 'hex');
      const fresh = Math.abs(Date.now() / 1000 - t) <= 300;
      const verified = fresh && given.length === expected.length && timingSafeEqual(given, expected);
      got.push({ event: req.headers['x-nimbus-event'] as string | undefined, verified });
      res.statusCode = verified ? 204 : 400;
      res.end();
    });
  });
  return new Promise((resolve) => server.listen(RECEIVER_PORT, '127.0.0.1', () => resolve({ got, server })));
}

test('the admin adds a webhook endpoint, sends a test and sees the delivery in the log', async ({ page }) => {
  let secret = '';
  const receiver = await startReceiver(() => secret);
  try {
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    // The receiver is on this machine: a private address the owner has to allow first.
    const url = `http://127.0.0.1:${RECEIVER_PORT}/hooks/${randomLetters(6)}`;
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    let form = page.getByRole('dialog', { name: 'Add endpoint' });
    await form.getByRole('textbox', { name: 'URL' }).fill(url);
    await form.getByRole('checkbox', { name: 'payment.verified' }).check();
    await form.getByRole('button', { name: 'Save endpoint' }).click();
    const refused = page.getByRole('dialog', { name: 'Error!' });
    await expect(refused.getByText(/private, loopback or reserved address/)).toBeVisible();
    await refused.getByRole('button', { name: 'OK' }).click();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('switch', { name: 'Allow endpoints on private addresses' }).click({ force: true });
    await expect(page.getByRole('switch', { name: 'Allow endpoints on private addresses' })).toBeChecked();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    form = page.getByRole('dialog', { name: 'Add endpoint' });
    await form.getByRole('textbox', { name: 'URL' }).fill(url);
    await form.getByRole('checkbox', { name: 'payment.verified' }).check();
    await form.getByRole('button', { name: 'Save endpoint' }).click();
    const shown = page.getByRole('dialog', { name: 'Signing secret' });
    secret = (await shown.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = tableRow(page, 'Webhook endpoints', url);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Send test to ${url}` }).click();
    await expectToast(page, 'Test delivered: the endpoint answered 204');
    expect(receiver.got).toEqual([{ event: 'webhook.test', verified: true }]);
    await expectNoSeriousA11yIssues(page, { message: 'Admin > Webhooks' });

    await row.getByRole('button', { name: `Delivery log of ${url}` }).click();
    await expect(page.getByRole('heading', { name: 'Delivery log', level: 1 })).toBeVisible();
    const delivery = tableRow(page, 'Deliveries', 'webhook.test');
    await expect(delivery).toHaveCount(1);
    await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(delivery.getByText('204', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page, { message: 'Admin > Webhooks > Delivery log' });
    await shot(page, 'webhooks-log-desktop');

    await delivery.getByRole('button', { name: /Redeliver delivery/ }).click();
    await expectToast(page, 'Redelivered: the endpoint answered 204');
    await expect(tableRow(page, 'Deliveries', 'webhook.test')).toHaveCount(2);
    expect(receiver.got.every((got) => got.verified)).toBe(true);

    await page.setViewportSize(LARGE_PHONE);
    await shot(page, 'webhooks-log-phone');
    await page.goto('/admin/webhooks');
    await page.getByRole('switch', { name: 'Allow endpoints on private addresses' }).click({ force: true });
    await expect(page.getByRole('switch', { name: 'Allow endpoints on private addresses' })).not.toBeChecked();
    await shot(page, 'webhooks-phone');
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});

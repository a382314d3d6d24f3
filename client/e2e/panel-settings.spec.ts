import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, logIn, shot } from './support/fixtures.ts';
import { apiToken, trpcMutation, trpcQuery } from './support/api.ts';
import { startPanelSimulator, type PanelSimulator } from './support/panel-sim.ts';
import { expectToast } from './support/ui.ts';

// The admin points the shop at an IPTV panel (the repository's simulator, run as `npm run
// panel:sim` runs it), tests the connection, and reads in plain words why a wrong key fails.
let panel: PanelSimulator;

test.beforeAll(async () => {
  panel = await startPanelSimulator();
});

test.afterAll(() => panel?.stop());

test('the admin connects the shop to the panel and is told in plain words when the key is wrong', async ({ page, request }) => {
  const admin = await apiToken(request, DEMO.admin);
  try {
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'IPTV panel' });
    await section.getByText('XUI.one', { exact: true }).click();
    await expect(section.getByRole('radio', { name: 'XUI.one' })).toBeChecked();
    await section.getByRole('textbox', { name: 'API URL' }).fill(panel.apiUrl);
    await section.getByLabel('API key', { exact: true }).fill(panel.apiKey);
    await section.getByRole('textbox', { name: 'Stream URL' }).fill(panel.streamUrl);
    await section.getByRole('button', { name: 'Save panel settings' }).click();
    await expectToast(page, 'Panel settings saved');

    // Saved: the key field is empty again and says a key is set; the page never holds the key.
    await expect(section.getByLabel('API key', { exact: true })).toHaveValue('');
    await expect(section.getByLabel('API key', { exact: true })).toHaveAttribute('placeholder', /A key is set/);
    expect(await page.content()).not.toContain(panel.apiKey);

    await section.getByRole('button', { name: 'Test connection' }).click();
    await expect(section.getByTestId('panel-test-result')).toContainText(/Connected\s*The panel answered in \d+ ms/);
    await shot(page, 'admin-panel-connected');

    await section.getByLabel('API key', { exact: true }).fill('NOT-THE-KEY');
    await section.getByRole('button', { name: 'Save panel settings' }).click();
    await expectToast(page, 'Panel settings saved');
    await section.getByRole('button', { name: 'Test connection' }).click();
    const result = section.getByTestId('panel-test-result');
    await expect(result).toContainText('Connection failed');
    await expect(result).toContainText('The panel refused the API key or the access code. (Invalid API key)');
  } finally {
    await trpcMutation(request, admin, 'panel.update', { mode: 'off', apiUrl: '', apiKey: null, streamUrl: '' });
  }
});

type PanelPlan = { id: number; name: string; devices: number; bouquets: number[]; automatic: boolean };

test('the admin maps a plan to panel bouquets and keeps it manual', async ({ page, request }) => {
  const admin = await apiToken(request, DEMO.admin);
  const [plan] = await trpcQuery<PanelPlan[]>(request, admin, 'panel.plans');
  if (!plan) throw new Error('the demo shop has plans');
  const label = `${plan.name}, ${plan.devices} device${plan.devices === 1 ? '' : 's'}`;
  try {
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.admin);
    await page.goto('/admin/settings');
    const table = page.getByRole('table', { name: 'Plans on the panel' });
    const bouquets = table.getByRole('textbox', { name: `Bouquets of ${label}` });
    await bouquets.fill('2; 5');
    await expect(table.getByText('Bouquets are panel bouquet ids: whole numbers separated by commas')).toBeVisible();
    await expect(table.getByRole('button', { name: `Save ${label}` })).toBeDisabled();
    await bouquets.fill('2, 5, 2');
    await table.getByRole('switch', { name: `Automatic for ${label}` }).click();
    await table.getByRole('button', { name: `Save ${label}` }).click();
    await expectToast(page, 'Plan panel settings saved');
    await expect(bouquets).toHaveValue('2, 5');

    await page.reload();
    await expect(table.getByRole('textbox', { name: `Bouquets of ${label}` })).toHaveValue('2, 5');
    await expect(table.getByRole('switch', { name: `Automatic for ${label}` })).not.toBeChecked();
  } finally {
    await trpcMutation(request, admin, 'panel.updatePlan', { planId: plan.id, bouquets: plan.bouquets, automatic: plan.automatic });
  }
});

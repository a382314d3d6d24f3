import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, uniqueEmail } from './fixtures.ts';

// Data for the staff stories, made through the REST adapter as a real client would.

/** A valid 1x1 PNG: what a customer's receipt upload looks like to the server. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export type Customer = { id: number; token: string; email: string; password: string; firstName: string; lastName: string; name: string };

/** Registers a customer (POST /api/register) with a unique e-mail and a name made of letters only. */
export async function registerCustomer(request: APIRequestContext, lastName = 'Customer'): Promise<Customer> {
  const email = uniqueEmail('staff');
  const password = 'secret123';
  // Letters only (the spec's name rule): a random suffix from the alphabet keeps names unique.
  const firstName = `Cara ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const response = await request.post('/api/register', {
    data: {
      firstName,
      lastName,
      email,
      password,
      confirmPassword: password,
      streetAddress: '1 Test Street',
      city: 'Lisbon',
      state: 'Lisboa',
      country: 'Portugal',
      deviceType: 'Smart TV',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string; usersModel: { id: number } };
  return { id: body.usersModel.id, token: body.token, email, password, firstName, lastName, name: `${firstName} ${lastName}` };
}

export type PlanRow = { id: number; name: string; devices: number; price: number; status: string };

export async function activePlans(request: APIRequestContext): Promise<PlanRow[]> {
  const response = await request.get('/api/plans');
  expect(response.ok()).toBe(true);
  return (await response.json()) as PlanRow[];
}

/** The customer pays for a plan with a PNG receipt (POST /api/payments/save, multipart). */
export async function submitPayment(request: APIRequestContext, customer: Customer, plan: PlanRow): Promise<{ id: number }> {
  const response = await request.post('/api/payments/save', {
    headers: { Authorization: `Bearer ${customer.token}` },
    multipart: {
      planId: String(plan.id),
      amount: plan.price.toFixed(2),
      method: 'crypto',
      receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

export async function apiToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/login', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export const adminToken = (request: APIRequestContext) => apiToken(request, DEMO.admin);

export type DashboardStats = { totalUsers: number; activeSubscriptions: number; expiredSubscriptions: number; revenueThisMonth: number };

export async function dashboardStats(request: APIRequestContext, token: string): Promise<DashboardStats> {
  const response = await request.get('/api/admin-dashboard', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as DashboardStats;
}

export type AuditEntry = { action: string; entity: string; entityId: string | null; actor: { id: number; name: string } | null };

/** The newest audit rows of an entity (tRPC only: `audit.list`, superjson input). */
export async function auditEntries(request: APIRequestContext, token: string, entity: string): Promise<AuditEntry[]> {
  const input = encodeURIComponent(JSON.stringify({ json: { page: 1, pageSize: 20, search: '', entity } }));
  const response = await request.get(`/trpc/audit.list?input=${input}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: { items: AuditEntry[] } } } };
  return body.result.data.json.items;
}

/** The dialog of the specification's confirmation ('Are you sure?'). */
export function confirmDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Are you sure?' });
}

/** The specification's alert dialogs ('Success!' / 'Error!'), closed with OK. */
export async function expectAlert(page: Page, title: 'Success!' | 'Error!', message: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText(message)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** A row of the table named `caption`, found by a text it contains. */
export function tableRow(page: Page, caption: string, text: string) {
  return page.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: text });
}

/** axe-core on the page as it is now (an open dialog included): no serious or critical violation. */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

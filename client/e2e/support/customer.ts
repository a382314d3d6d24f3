import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, uniqueEmail } from './fixtures.ts';

// Set-up through the REST adapter (/api): a story spends its browser time on what it tells.

export type Customer = { id: number; token: string; email: string; password: string; name: string };
type Account = { email: string; password: string };

/** A 1x1 PNG: enough for the receipt check (PNG by its magic bytes). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Letters only (names accept letters and spaces), so every story's customer is easy to find. */
function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (let i = 0; i < 8; i += 1) suffix += letters[Math.floor(Math.random() * letters.length)];
  return `Tester${suffix}`;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function apiLogin(request: APIRequestContext, account: Account): Promise<string> {
  const body = await ok<{ token: string }>(await request.post('/api/login', { data: account }));
  return body.token;
}

/** POST /api/register: a new customer (role USER), logged in. */
export async function registerCustomer(request: APIRequestContext, firstName = 'Cora'): Promise<Customer> {
  const lastName = uniqueSurname();
  const account = { email: uniqueEmail('customer'), password: 'secret123' };
  const body = await ok<{ token: string; usersModel: { id: number } }>(
    await request.post('/api/register', {
      data: {
        firstName,
        lastName,
        ...account,
        confirmPassword: account.password,
        countryCode: '+1',
        phoneNumber: '',
        streetAddress: '12 Harbour Road',
        city: 'Lisbon',
        state: 'Lisboa',
        postcode: '1100',
        country: 'Portugal',
        deviceType: 'Smart TV',
      },
    }),
  );
  return { id: body.usersModel.id, token: body.token, ...account, name: `${firstName} ${lastName}` };
}

/** POST /api/payments/save (multipart): the customer pays a plan with a PNG receipt. */
export async function submitReceipt(request: APIRequestContext, customer: Customer, plan = 'Monthly', devices = 1) {
  const rows = await ok<{ id: number; name: string; devices: number; price: number }[]>(await request.get('/api/plans'));
  const row = rows.find((candidate) => candidate.name === plan && candidate.devices === devices);
  expect(row, `plan ${plan} for ${devices} device(s)`).toBeTruthy();
  return ok<{ id: number; subscriptionId: number }>(
    await request.post('/api/payments/save', {
      headers: bearer(customer.token),
      multipart: {
        planId: String(row!.id),
        amount: String(row!.price),
        method: 'crypto',
        receipt: { name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    }),
  );
}

/**
 * Staff verify the customer's payment and activate the subscription with streaming
 * credentials, as the admin screens would: PUT /api/payments/:id, PUT /api/subscriptions/:id.
 */
export async function verifyAndActivate(request: APIRequestContext, customer: Customer, credentials: { userName: string; password: string }) {
  const admin = await apiLogin(request, DEMO.admin);
  const search = encodeURIComponent(customer.name);

  const payments = await ok<{ id: number; fullName: string; status: string }[]>(
    await request.get(`/api/payments?search=${search}`, { headers: bearer(admin) }),
  );
  const payment = payments.find((item) => item.fullName === customer.name && item.status === 'Pending');
  expect(payment, `a Pending payment of ${customer.name}`).toBeTruthy();
  await ok(await request.put(`/api/payments/${payment!.id}`, { headers: bearer(admin), data: { status: 'Completed' } }));

  const subscriptions = await ok<{ id: number; status: string }[]>(
    await request.get(`/api/subscriptions?search=${search}`, { headers: bearer(admin) }),
  );
  const subscription = subscriptions.find((item) => item.status === 'Pending');
  expect(subscription, `a Pending subscription of ${customer.name}`).toBeTruthy();
  await ok(
    await request.put(`/api/subscriptions/${subscription!.id}`, {
      headers: bearer(admin),
      data: { status: 'Active', ...credentials },
    }),
  );
}

/** The agent answers a ticket: PUT /api/support-tickets/:ticketId with status and comments together. */
export async function agentReplies(request: APIRequestContext, ticketId: number, comments: string, status = 'InProgress') {
  const agent = await apiLogin(request, DEMO.agent);
  await ok(await request.put(`/api/support-tickets/${ticketId}`, { headers: bearer(agent), data: { status, comments } }));
}

/** POST /api/support-tickets/:userId: a ticket the customer opened earlier. */
export async function openTicket(request: APIRequestContext, customer: Customer, subject: string, priority = 'MEDIUM') {
  return ok<{ ticketId: number }>(
    await request.post(`/api/support-tickets/${customer.id}`, {
      headers: bearer(customer.token),
      data: { subject, message: `Details about: ${subject}`, category: 'technical', priority },
    }),
  );
}

/** Logs in through the login screen and waits to land on the customer area. */
export async function logInCustomer(page: Page, customer: Customer): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user$/);
}

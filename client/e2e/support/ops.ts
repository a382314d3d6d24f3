import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures.ts';

// Set-up for the support-desk, overview, settings, audit and accessibility stories, through the
// REST adapter (/api) and, where only tRPC has the call, /trpc with superjson's { json } shape.

export type Account = { email: string; password: string };
export type Customer = Account & { id: number; token: string; name: string };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Letters only: the registration form's name rule. */
function letters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  return (await ok<{ token: string }>(await request.post('/api/login', { data: account }))).token;
}

/** POST /api/register: a new customer, with a unique name and e-mail. */
export async function registerCustomer(request: APIRequestContext, firstName = 'Olga'): Promise<Customer> {
  const lastName = `Ops${letters(7)}`;
  const account = { email: uniqueEmail('ops'), password: 'secret123' };
  const body = await ok<{ token: string; usersModel: { id: number } }>(
    await request.post('/api/register', {
      data: {
        firstName,
        lastName,
        ...account,
        confirmPassword: account.password,
        streetAddress: '5 Quay Street',
        city: 'Porto',
        state: 'Porto',
        country: 'Portugal',
        deviceType: 'Amazon Firestick',
      },
    }),
  );
  return { ...account, id: body.usersModel.id, token: body.token, name: `${firstName} ${lastName}` };
}

export type LegacyTicket = { ticketId: number; subject: string; status: string; comments: string; agentName: string | null };

/** POST /api/support-tickets/:userId with the customer's own token. */
export async function openTicket(
  request: APIRequestContext,
  customer: Customer,
  ticket: { subject: string; message: string; category?: string; priority?: string },
): Promise<LegacyTicket> {
  return ok<LegacyTicket>(
    await request.post(`/api/support-tickets/${customer.id}`, {
      headers: bearer(customer.token),
      data: { category: 'technical', priority: 'HIGH', ...ticket },
    }),
  );
}

/** GET /api/support-tickets/user/:userId: what the customer's own client receives. */
export async function customerTickets(request: APIRequestContext, customer: Customer): Promise<LegacyTicket[]> {
  return ok<LegacyTicket[]>(await request.get(`/api/support-tickets/user/${customer.id}`, { headers: bearer(customer.token) }));
}

/** PUT /api/support-tickets/:id: staff change the status and comment together. */
export async function staffUpdatesTicket(request: APIRequestContext, token: string, ticketId: number, data: { status: string; comments?: string; internal?: boolean }) {
  return ok<LegacyTicket>(await request.put(`/api/support-tickets/${ticketId}`, { headers: bearer(token), data }));
}

export async function trpcQuery<T>(request: APIRequestContext, token: string | null, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const body = await ok<{ result: { data: { json: T } } }>(await request.get(`/trpc/${path}${query}`, { headers: token ? bearer(token) : {} }));
  return body.result.data.json;
}

export async function trpcMutation<T>(request: APIRequestContext, token: string, path: string, input: unknown): Promise<T> {
  const body = await ok<{ result: { data: { json: T } } }>(await request.post(`/trpc/${path}`, { headers: bearer(token), data: { json: input } }));
  return body.result.data.json;
}

/** The specification's alert dialog ('Success!' / 'Error!'): its message, then OK. */
export async function closeAlert(page: Page, title: 'Success!' | 'Error!', message: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** axe-core on the page as it stands: the serious and critical violations, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

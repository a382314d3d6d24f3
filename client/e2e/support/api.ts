import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, randomLetters, uniqueEmail, type Account } from './fixtures.ts';
import { pngFile } from './files.ts';

// Set-up through the REST adapter (/api), as any client of the old API could, and, where only
// tRPC has the call, /trpc with superjson's { json } shape: a story spends its browser time on
// what it tells.

export type Customer = { id: number; token: string; email: string; password: string; firstName: string; lastName: string; name: string };
export type PlanRow = { id: number; name: string; devices: number; price: number; status: string };
export type LegacyTicket = { ticketId: number; subject: string; status: string; comments: string; agentName: string | null };
export type DashboardStats = { totalUsers: number; activeSubscriptions: number; expiredSubscriptions: number; revenueThisMonth: number };

type Response = Awaited<ReturnType<APIRequestContext['get']>>;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The response's JSON, once it answered 2xx (or exactly `status`). */
export async function ok<T>(response: Response, status?: number): Promise<T> {
  const summary = `${response.url()} answered ${response.status()}: ${await response.text()}`;
  if (status === undefined) expect(response.ok(), summary).toBe(true);
  else expect(response.status(), summary).toBe(status);
  return (await response.json()) as T;
}

/** POST /api/login: a token for API calls as that account. */
export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  return (await ok<{ token: string }>(await request.post('/api/login', { data: account }))).token;
}

/**
 * POST /api/register: a new customer (role USER), logged in, with a unique e-mail (at
 * `emailDomain` when given). A name part
 * not given is made unique with random letters (the name rule allows letters and spaces only):
 * with `firstName` the last name is `Tester<letters>`; with `lastName` the first name is
 * `Cara <letters>`.
 */
export async function registerCustomer(
  request: APIRequestContext,
  options: { firstName?: string; lastName?: string; emailDomain?: string; email?: string } = {},
): Promise<Customer> {
  const firstName = options.firstName ?? `Cara ${randomLetters(6)}`;
  const lastName = options.lastName ?? `Tester${randomLetters(8)}`;
  const email = options.email ?? (options.emailDomain ? uniqueEmail('customer').replace(/@.*$/, `@${options.emailDomain}`) : uniqueEmail('customer'));
  const account = { email, password: `${randomLetters(8)}-${randomLetters(8)}` };
  const body = await ok<{ token: string; usersModel: { id: number } }>(
    await request.post('/api/register', {
      data: {
        firstName,
        lastName,
        ...account,
        confirmPassword: account.password,
        countryCode: '+1',
        streetAddress: '1 Test Street',
        city: 'Lisbon',
        state: 'Lisboa',
        postcode: '1100',
        country: 'Portugal',
        deviceType: 'Smart TV',
      },
    }),
    201,
  );
  return { id: body.usersModel.id, token: body.token, ...account, firstName, lastName, name: `${firstName} ${lastName}` };
}

/** GET /api/plans: the plans on sale. */
export async function activePlans(request: APIRequestContext): Promise<PlanRow[]> {
  return ok<PlanRow[]>(await request.get('/api/plans'));
}

/** The plan row `name` for `devices` devices. */
export async function findPlan(request: APIRequestContext, name: string, devices: number): Promise<PlanRow> {
  const row = (await activePlans(request)).find((plan) => plan.name === name && plan.devices === devices);
  expect(row, `plan ${name} for ${devices} device(s)`).toBeTruthy();
  return row!;
}

/**
 * POST /api/payments/save (multipart): the customer pays a plan (a row, or its name and device
 * count) with a PNG receipt, leaving a Pending payment and subscription.
 */
export async function submitReceipt(request: APIRequestContext, customer: Customer, plan: PlanRow | { name: string; devices: number }) {
  const row = 'id' in plan ? plan : await findPlan(request, plan.name, plan.devices);
  return ok<{ id: number; subscriptionId: number }>(
    await request.post('/api/payments/save', {
      headers: bearer(customer.token),
      multipart: { planId: String(row.id), amount: row.price.toFixed(2), method: 'crypto', receipt: pngFile() },
    }),
    201,
  );
}

/** GET /api/admin-dashboard: the overview's four numbers. */
export async function dashboardStats(request: APIRequestContext, token: string): Promise<DashboardStats> {
  return ok<DashboardStats>(await request.get('/api/admin-dashboard', { headers: bearer(token) }));
}

/** POST /api/support-tickets/:userId with the customer's own token. */
export async function openTicket(
  request: APIRequestContext,
  customer: Customer,
  ticket: { subject: string; message?: string; category?: string; priority?: string },
): Promise<LegacyTicket> {
  return ok<LegacyTicket>(
    await request.post(`/api/support-tickets/${customer.id}`, {
      headers: bearer(customer.token),
      data: { message: `Details about: ${ticket.subject}`, category: 'technical', priority: 'MEDIUM', ...ticket },
    }),
  );
}

/** GET /api/support-tickets/user/:userId: what the customer's own client receives. */
export async function customerTickets(request: APIRequestContext, customer: Customer): Promise<LegacyTicket[]> {
  return ok<LegacyTicket[]>(await request.get(`/api/support-tickets/user/${customer.id}`, { headers: bearer(customer.token) }));
}

/** PUT /api/support-tickets/:id: staff change the status and comment together. */
export async function updateTicket(
  request: APIRequestContext,
  token: string,
  ticketId: number,
  data: { status: string; comments?: string; internal?: boolean },
): Promise<LegacyTicket> {
  return ok<LegacyTicket>(await request.put(`/api/support-tickets/${ticketId}`, { headers: bearer(token), data }));
}

/** The demo agent answers a ticket, with a new status (In Progress by default). */
export async function agentReplies(request: APIRequestContext, ticketId: number, comments: string, status = 'InProgress') {
  return updateTicket(request, await apiToken(request, DEMO.agent), ticketId, { status, comments });
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

// The staff list calls measured at a million rows (bench/large.ts) and whose plans are checked
// (test/list-plans.test.ts): every list, its filters, first / jumped / deep / last pages and
// searches of each kind. One matrix, so what is timed is what is proven to use its indexes.
import { MAX_JUMP_ROWS } from '@nimbus/shared/paging';

export type ListName = 'users' | 'payments' | 'subscriptions' | 'tickets' | 'audit';
export type ListCase = { name: string; list: ListName; input: Record<string, unknown> };

/** Values taken from the filled database: a customer's e-mail and name, a ticket id, a plan price, deep cursors. */
export type Sample = { email: string; payer: string; ticketId: number; amount: string; deep: Record<ListName, string> };

export const PAGE_SIZE = 20;
const DEEPEST_JUMP = Math.floor((MAX_JUMP_ROWS - 1) / PAGE_SIZE) + 1;

export function listCases(sample: Sample): ListCase[] {
  const cases: ListCase[] = [];
  const add = (name: string, list: ListName, input: Record<string, unknown> = {}) =>
    cases.push({ name: `${list}.list ${name}`, list, input: { pageSize: PAGE_SIZE, search: '', ...input } });
  const lists: ListName[] = ['users', 'payments', 'subscriptions', 'tickets', 'audit'];
  for (const list of lists) {
    add('first page', list);
    add(`page ${DEEPEST_JUMP} (deepest jump)`, list, { page: DEEPEST_JUMP });
    add('next from row 100,000', list, { cursor: sample.deep[list] });
    add('last page', list, { last: true });
  }
  add('staff filter', 'users', { kind: 'staff' });
  for (const status of ['Completed', 'Pending', 'Failed']) {
    add(`status ${status}`, 'payments', { status });
    add(`status ${status}, last page`, 'payments', { status, last: true });
  }
  for (const status of ['Active', 'Pending', 'Expired']) add(`status ${status}`, 'subscriptions', { status });
  for (const status of ['Open', 'InProgress', 'Resolved']) add(`status ${status}`, 'tickets', { status });
  for (const priority of ['LOW', 'MEDIUM', 'HIGH', 'URGENT']) add(`priority ${priority}`, 'tickets', { priority });
  add('status Open + priority URGENT', 'tickets', { status: 'Open', priority: 'URGENT' });
  add('waiting for staff', 'tickets', { waiting: true });
  add('waiting for staff, last page', 'tickets', { waiting: true, last: true });
  add('waiting for staff + priority URGENT', 'tickets', { waiting: true, priority: 'URGENT' });
  add('expiring in 7 days', 'subscriptions', { expiring: true });
  add('entity payment', 'audit', { entity: 'payment' });
  add('action user.update', 'audit', { action: 'user.update' });

  const local = sample.email.split('@')[0]!;
  const fragment = local.slice(0, 12);
  const terms: Record<ListName, Record<string, string>> = {
    users: { common: 'smith', rare: local, 'no hit': 'zqxjv', 'e-mail fragment': '@proton', short: 'li', status: 'suspend', date: '2026-03' },
    payments: { common: 'smith', rare: sample.payer, 'no hit': 'zqxjv', short: 'li', number: sample.amount, method: 'crypto', plan: 'premium' },
    subscriptions: { common: 'smith', rare: local, 'no hit': 'zqxjv', 'e-mail fragment': '@proton', short: 'li', number: 'line4242', status: 'expired' },
    tickets: {
      common: 'buffering',
      rare: 'photo of the error',
      'no hit': 'zqxjv',
      'customer e-mail': fragment,
      number: String(sample.ticketId),
      priority: 'urgent',
    },
    audit: { common: 'verify', rare: fragment, 'no hit': 'zqxjv', number: String(sample.ticketId) },
  };
  for (const list of lists) {
    for (const [kind, term] of Object.entries(terms[list])) add(`search ${kind} "${term}"`, list, { search: term });
  }
  add('search common "smith", next page', 'users', { search: 'smith', page: 2 });
  add('search common "smith", last page', 'users', { search: 'smith', last: true });
  add('search "smith" with status Failed', 'payments', { search: 'smith', status: 'Failed' });
  return cases;
}

/** A cursor at the 100,001st row of a list, read with one query: the position to page on from. */
export const DEEP_KEY_SQL: Record<ListName, string> = {
  users: `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from users where role = 'USER' and deleted_at is null order by created_at desc, id desc offset $1 limit 1`,
  payments: `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from payments order by created_at desc, id desc offset $1 limit 1`,
  subscriptions: `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from subscriptions where deleted_at is null order by created_at desc, id desc offset $1 limit 1`,
  tickets: `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from tickets order by created_at desc, id desc offset $1 limit 1`,
  audit: `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from audit_log order by created_at desc, id desc offset $1 limit 1`,
};

export const cursorAt = (row: { id: number; at: string }) => Buffer.from(`a|${row.at}|${row.id}`).toString('base64url');

/** Reads the sample values from a filled database. */
export async function readSample(query: <T>(text: string, params?: unknown[]) => Promise<T[]>, deepRow = 100_000): Promise<Sample> {
  const [row] = await query<{ email: string; payer: string; ticket: number; amount: string }>(
    `select (select email from users where role = 'USER' order by id desc offset 777 limit 1) as email,
            (select payer_name from payments order by id desc offset 777 limit 1) as payer,
            (select max(id) - 4321 from tickets) as ticket, (select price::text from plans order by id limit 1) as amount`,
  );
  const deep = {} as Record<ListName, string>;
  for (const [list, text] of Object.entries(DEEP_KEY_SQL) as [ListName, string][]) {
    const [key] = await query<{ id: number; at: string }>(text, [deepRow]);
    deep[list] = cursorAt(key!);
  }
  return { email: row!.email, payer: row!.payer, ticketId: Number(row!.ticket), amount: row!.amount, deep };
}

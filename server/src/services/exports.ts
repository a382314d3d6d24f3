import { auditListInput } from '@nimbus/shared/audit';
import { paymentListInput } from '@nimbus/shared/payments';
import { subscriptionListInput } from '@nimbus/shared/subscriptions';
import { ticketListInput } from '@nimbus/shared/tickets';
import { userListInput } from '@nimbus/shared/users';
import type { Page } from '@nimbus/shared/paging';
import type { z } from 'zod';
import type { Deps } from '../lib/deps.ts';
import { listAudit } from './audit-list.ts';
import * as payments from './payments.ts';
import * as subscriptions from './subscriptions.ts';
import { listTickets } from './tickets.ts';
import * as users from './users.ts';

// CSV exports of the staff tables (issue 16, docs/decisions/042): the rows the table shows with its
// filters and search, every page of them, read a batch at a time in the table's own order and
// written as they come: constant memory whatever the size, through the same list code.

/** Rows read per query: big enough that a million rows take a thousand queries, small enough to hold. */
export const EXPORT_BATCH = 1000;

type Column<Row> = { header: string; value: (row: Row) => unknown };
type Table<Row, Input extends z.ZodType> = {
  /** Who may export it: the role of its list procedure. */
  access: 'staff' | 'admin';
  input: Input;
  page: (deps: Deps, input: z.output<Input>) => Promise<Page<Row>>;
  columns: Column<Row>[];
};

const table = <Row, Input extends z.ZodType>(definition: Table<Row, Input>) => definition;

const iso = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString());

export const EXPORT_TABLES = {
  users: table({
    access: 'admin',
    input: userListInput,
    page: (deps, input) => users.list(deps.db, input),
    columns: [
      { header: 'ID', value: (row) => row.id },
      { header: 'Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Country', value: (row) => row.country },
      { header: 'Plan', value: (row) => row.plan ?? '' },
      { header: 'Status', value: (row) => row.status },
      { header: 'Role', value: (row) => row.role },
      { header: 'Registered', value: (row) => iso(row.registerDate) },
    ],
  }),
  payments: table({
    access: 'staff',
    input: paymentListInput,
    page: (deps, input) => payments.list(deps, input),
    columns: [
      { header: 'ID', value: (row) => row.id },
      { header: 'Customer', value: (row) => row.fullName },
      { header: 'Email', value: (row) => row.email ?? '' },
      { header: 'Plan', value: (row) => row.planName },
      { header: 'Amount', value: (row) => row.amount },
      { header: 'Discount', value: (row) => row.discount },
      { header: 'Coupon', value: (row) => row.couponCode ?? '' },
      { header: 'Method', value: (row) => row.method },
      { header: 'Status', value: (row) => row.status },
      { header: 'Date', value: (row) => iso(row.date) },
      { header: 'Reviewed', value: (row) => iso(row.reviewedAt) },
      { header: 'Reject reason', value: (row) => row.rejectReason ?? '' },
    ],
  }),
  subscriptions: table({
    access: 'staff',
    input: subscriptionListInput,
    page: (deps, input) => subscriptions.list(deps, input),
    // Never the line's password: an export leaves the shop's hands.
    columns: [
      { header: 'ID', value: (row) => row.id },
      { header: 'Customer', value: (row) => row.fullName },
      { header: 'Email', value: (row) => row.email },
      { header: 'Plan', value: (row) => row.name },
      { header: 'Devices', value: (row) => row.devices },
      { header: 'Status', value: (row) => row.status },
      { header: 'Start', value: (row) => iso(row.startDate) },
      { header: 'End', value: (row) => iso(row.endDate) },
      { header: 'Created', value: (row) => iso(row.createdAt) },
    ],
  }),
  tickets: table({
    access: 'staff',
    input: ticketListInput,
    page: (deps, input) => listTickets(deps.db, input),
    columns: [
      { header: 'ID', value: (row) => row.ticketId },
      { header: 'Subject', value: (row) => row.subject },
      { header: 'Customer', value: (row) => row.userName },
      { header: 'Agent', value: (row) => row.agentName ?? '' },
      { header: 'Category', value: (row) => row.category },
      { header: 'Priority', value: (row) => row.priority },
      { header: 'Status', value: (row) => row.status },
      { header: 'Replies', value: (row) => row.commentCount },
      { header: 'Created', value: (row) => iso(row.createdDate) },
      { header: 'Last activity', value: (row) => iso(row.lastActivity) },
    ],
  }),
  audit: table({
    access: 'admin',
    input: auditListInput,
    page: (deps, input) => listAudit(deps.db, input),
    columns: [
      { header: 'ID', value: (row) => row.id },
      { header: 'When', value: (row) => iso(row.createdAt) },
      { header: 'Who', value: (row) => row.actor?.name ?? 'System' },
      { header: 'Role', value: (row) => row.actor?.role ?? '' },
      { header: 'Action', value: (row) => row.action },
      { header: 'Entity', value: (row) => row.entity },
      { header: 'Entity ID', value: (row) => row.entityId ?? '' },
      { header: 'Before', value: (row) => (row.before === null || row.before === undefined ? '' : JSON.stringify(row.before)) },
      { header: 'After', value: (row) => (row.after === null || row.after === undefined ? '' : JSON.stringify(row.after)) },
    ],
  }),
} as const;

export type ExportTableName = keyof typeof EXPORT_TABLES;
export const isExportTable = (name: string): name is ExportTableName => Object.hasOwn(EXPORT_TABLES, name);

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe (OWASP's CSV injection advice): a customer's name never computes on staff's machine.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: unknown[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The list's total as its first page counts it (exact up to 1,000, else the planner's estimate): for the progress bar. */
export async function exportTotal(deps: Deps, name: ExportTableName, input: unknown): Promise<{ total: number; exact: boolean }> {
  const definition = EXPORT_TABLES[name] as Table<unknown, z.ZodType>;
  const page = await deps.staffQueries.run(() => definition.page(deps, { ...(input as object), pageSize: 1 }));
  return { total: page.total, exact: page.totalExact };
}

/**
 * The CSV, a batch of lines at a time: the header, then every row of the list with `input`'s
 * filters and search, newest first. Each batch waits its turn in the staff lane (ADR 016).
 */
export async function* exportLines(deps: Deps, name: ExportTableName, input: unknown, batch = EXPORT_BATCH): AsyncGenerator<string> {
  const definition = EXPORT_TABLES[name] as Table<unknown, z.ZodType>;
  yield `\uFEFF${csvLine(definition.columns.map((column) => column.header))}`;
  let cursor: string | null | undefined;
  for (;;) {
    const query = { ...(input as object), pageSize: batch, cursor: cursor ?? undefined, page: undefined, last: undefined, uncounted: true };
    const page = await deps.staffQueries.run(() => definition.page(deps, query));
    if (page.items.length > 0) yield page.items.map((row) => csvLine(definition.columns.map((column) => column.value(row)))).join('');
    if (!page.next) return;
    cursor = page.next;
  }
}

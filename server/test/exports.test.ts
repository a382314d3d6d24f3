import { describe, expect, it } from 'vitest';
import { paymentListInput } from '@nimbus/shared/payments';
import { csvField, exportLines } from '../src/services/exports.ts';
import { createPayment } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';

// CSV exports of the staff tables (issue 16, ADR 042): the table's rows with its filters and
// search, every page of them, streamed; formulas neutralised.
const t = testApp();

const exportCsv = async (who: TestUser | null, table: string, input?: unknown) =>
  t.app.inject({
    method: 'GET',
    url: `/api/export/${table}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    headers: who ? { authorization: `Bearer ${await tokenFor(who)}` } : {},
  });

/** The CSV's records, parsed as RFC 4180 says (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  return records;
}

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of lines) text += chunk;
  return text;
}

describe('csvField', () => {
  it('quotes what needs quoting and neutralises what a spreadsheet would run', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    for (const formula of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvField(formula).replace(/^"/, '')).toMatch(/^'/);
    }
    // Numbers are data, not formulas: a negative amount stays a number.
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});

describe('GET /api/export/:table', () => {
  it("gives staff the payments table with its filter and search, every row and none of another's", async () => {
    const agent = await createUser({ role: 'AGENT' });
    const plan = await createPlan({ name: 'Export Gold', price: '25.00' });
    const evil = await createUser({ firstName: '=HYPERLINK("http://evil.example")', lastName: 'Exportson' });
    const other = await createUser({ firstName: 'Quiet', lastName: 'Exportson' });
    for (let i = 0; i < 3; i++)
      await createPayment({ userId: evil.id, planId: plan.id, payerName: `=HYPERLINK("http://evil.example") Exportson`, status: 'Pending' });
    await createPayment({ userId: other.id, planId: plan.id, payerName: 'Quiet Exportson', status: 'Completed' });

    const res = await exportCsv(agent, 'payments', { search: 'Exportson', status: 'Pending' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-total-rows']).toBe('3');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['ID', 'Customer', 'Email', 'Plan', 'Amount', 'Discount', 'Coupon', 'Method', 'Status', 'Date', 'Reviewed', 'Reject reason']);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row[1]).toBe(`'=HYPERLINK("http://evil.example") Exportson`);
      expect(row[3]).toBe('Export Gold');
      expect(row[8]).toBe('Pending');
    }
  });

  it('reads every page in the list order, whatever the batch', async () => {
    const plan = await createPlan({ name: 'Batch Silver' });
    const payer = await createUser({ lastName: 'Batchwalker' });
    for (let i = 0; i < 7; i++)
      await createPayment({ userId: payer.id, planId: plan.id, payerName: 'Ann Batchwalker', createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    const input = paymentListInput.parse({ search: 'Batchwalker' });
    const whole = await collect(exportLines(t.deps, 'payments', input));
    const inTwos = await collect(exportLines(t.deps, 'payments', input, 2));
    expect(inTwos).toBe(whole);
    const rows = parseCsv(whole).slice(1);
    expect(rows).toHaveLength(7);
    // Newest first, as the table shows them.
    expect(rows.map((row) => row[9])).toEqual([...rows.map((row) => row[9]!)].sort().reverse());
  });

  it('is for the roles of the list: users and the audit log for admins, the rest for staff', async () => {
    const customer = await createUser();
    const agent = await createUser({ role: 'AGENT' });
    const admin = await createUser({ role: 'ADMIN' });
    expect((await exportCsv(null, 'payments')).statusCode).toBe(401);
    expect((await exportCsv(customer, 'payments')).statusCode).toBe(403);
    expect((await exportCsv(agent, 'users')).statusCode).toBe(403);
    expect((await exportCsv(agent, 'audit')).statusCode).toBe(403);
    for (const table of ['payments', 'subscriptions', 'tickets']) expect((await exportCsv(agent, table)).statusCode, table).toBe(200);
    for (const table of ['users', 'audit']) expect((await exportCsv(admin, table)).statusCode, table).toBe(200);
    expect((await exportCsv(admin, 'secrets')).statusCode).toBe(400);
  });

  it('refuses filters its list would refuse, with the reason', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    expect((await exportCsv(admin, 'payments', { status: 'Stolen' })).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/export/payments?input=%7Bnot-json',
      headers: { authorization: `Bearer ${await tokenFor(admin)}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The export filters are not valid JSON.' });
  });

  it("never writes a line's password into the subscriptions export", async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const [header] = parseCsv((await exportCsv(admin, 'subscriptions')).body);
    expect(header).not.toContain('Password');
  });
});

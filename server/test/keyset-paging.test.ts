import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT, MAX_JUMP_ROWS, pagingMessages } from '@nimbus/shared/paging';
import { auditLog } from '../src/db/schema/index.ts';
import { rowsOf } from '../src/lib/rows.ts';
import { createUser, testApp, workerDatabase, type TestUser } from './harness.ts';

// Keyset paging (ADR 015) on the audit log: rows of one entity of this test only, ten of them
// sharing one created_at to the microsecond, so the id decides their order.
const t = testApp();
let admin: TestUser;
const ENTITY = 'keyset-test';
const BIG = 'keyset-big';
let expected: number[] = [];

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
  const { db } = await workerDatabase();
  const base = new Date('2026-06-01T12:00:00.123456Z');
  const rows = await db
    .insert(auditLog)
    .values(
      Array.from({ length: 23 }, (_, i) => ({
        action: 'test.row',
        entity: ENTITY,
        entityId: String(i),
        createdAt: i < 10 ? base : new Date(base.getTime() + (i % 7) * 60_000 - i * 1000),
      })),
    )
    .returning({ id: auditLog.id, createdAt: auditLog.createdAt });
  expected = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.id);
  // Microseconds the JavaScript Date cannot hold: the cursor must keep them.
  await db.execute(sql`update audit_log set created_at = created_at + interval '7 microseconds' where entity = ${ENTITY} and entity_id = '0'`);
  await db.execute(
    sql`insert into audit_log (action, entity, entity_id, created_at)
        select 'test.row', ${BIG}, g::text, now() - g * interval '1 second' from generate_series(1, ${EXACT_COUNT_LIMIT + 5}) g`,
  );
});

async function order(): Promise<number[]> {
  const { db } = await workerDatabase();
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from audit_log where entity = ${ENTITY} order by created_at desc, id desc`));
  return rows.map((row) => Number(row.id));
}

const list = async (input: Record<string, unknown>) => (await t.caller(admin)).audit.list({ entity: ENTITY, pageSize: 5, ...input });

describe('keyset paging', () => {
  it.each([
    ['a plain list (walking its index)', ''],
    ['a search with few matches (cut from all its keys)', 'test.row'],
  ])('walks every row of %s once with Next, and back with Prev, in the list order', async (_, search) => {
    const list = async (input: Record<string, unknown>) => (await t.caller(admin)).audit.list({ entity: ENTITY, pageSize: 5, search, ...input });
    const all = await order();
    expect(all).toHaveLength(23);
    expect(new Set(all)).toEqual(new Set(expected));
    const forward: number[] = [];
    let page = await list({});
    expect(page).toMatchObject({ total: 23, totalExact: true, page: 1, pageCount: 5, prev: null });
    forward.push(...page.items.map((row) => row.id));
    while (page.next) {
      page = await list({ cursor: page.next });
      forward.push(...page.items.map((row) => row.id));
    }
    expect(forward).toEqual(all);

    const backward: number[][] = [];
    page = await list({ last: true });
    expect(page).toMatchObject({ page: 5, pageCount: 5, next: null });
    expect(page.items).toHaveLength(3); // what is left after four full pages: numbers match page 1's
    backward.unshift(page.items.map((row) => row.id));
    while (page.prev) {
      page = await list({ cursor: page.prev });
      backward.unshift(page.items.map((row) => row.id));
    }
    expect(backward.flat()).toEqual(all);
    expect(backward.map((rows) => rows.length)).toEqual([5, 5, 5, 5, 3]);
  });

  it('jumps to a page by number within the bound, the same rows as walking there', async () => {
    const all = await order();
    expect((await list({ page: 3 })).items.map((row) => row.id)).toEqual(all.slice(10, 15));
    const error = await list({ page: MAX_JUMP_ROWS / 5 + 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect((error as TRPCError).message).toContain(pagingMessages.jumpTooFar);
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of ['nonsense', Buffer.from('a|2026-01-01|1').toString('base64url'), Buffer.from("a|x' or 1=1|1").toString('base64url')]) {
      const error = await list({ cursor }).catch((e: unknown) => e);
      expect((error as TRPCError).code).toBe('BAD_REQUEST');
      expect((error as TRPCError).message).toBe(pagingMessages.badCursor);
    }
  });

  it('estimates a total beyond the exact limit, and still reaches the last page', async () => {
    const caller = await t.caller(admin);
    const first = await caller.audit.list({ entity: BIG, pageSize: 10 });
    expect(first.totalExact).toBe(false);
    expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(first.pageCount).toBeNull();
    const last = await caller.audit.list({ entity: BIG, pageSize: 10, last: true });
    expect(last.page).toBeNull();
    expect(last.next).toBeNull();
    expect(last.items.at(-1)?.entityId).toBe(String(EXACT_COUNT_LIMIT + 5));
  });

  it('gives an exact total for a search whose hits fit the page, without counting', async () => {
    const page = await list({ search: 'test.row', pageSize: 50 });
    expect(page).toMatchObject({ total: 23, totalExact: true, next: null });
  });
});

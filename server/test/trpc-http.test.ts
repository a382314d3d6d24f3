import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlan, createUser, testApp, tokenFor, workerDatabase } from './harness.ts';

const t = testApp();

// A second app on the same database whose log is kept, to see what the server logs on failure.
const logLines: string[] = [];
const logged = testApp({ logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } } });

describe('tRPC over HTTP', () => {
  it('auth.me without a token answers 401 UNAUTHORIZED', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/auth.me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.json).toMatchObject({ data: { code: 'UNAUTHORIZED', httpStatus: 401 } });
  });

  it('auth.me with a token answers the user', async () => {
    const user = await createUser();
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { authorization: `Bearer ${await tokenFor(user)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toMatchObject({ id: user.id, role: 'USER' });
  });

  it('suspended user answers 403 FORBIDDEN', async () => {
    const user = await createUser({ status: 'Suspend' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { authorization: `Bearer ${await tokenFor(user)}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.json).toMatchObject({ message: 'Your account is suspended', data: { code: 'FORBIDDEN' } });
  });

  it('bad input answers 400 with the form message only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: '', password: 'secret123' } },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error.json;
    expect(error.message).toBe('Email is required');
    expect(JSON.stringify(error)).not.toMatch(/zod|issues|stack/i);
  });

  it('login works over HTTP with the superjson envelope', async () => {
    const user = await createUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: user.email, password: user.password } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json.user).toMatchObject({ id: user.id });
  });
});

describe('an internal error', () => {
  // Renaming the table makes every plans query fail inside the driver, with SQL in the error.
  async function withPlansTableMissing(run: () => Promise<void>) {
    const { db } = await workerDatabase();
    await db.execute(sql`alter table plans rename to plans_hidden`);
    try {
      await run();
    } finally {
      await db.execute(sql`alter table plans_hidden rename to plans`);
    }
  }

  const leaks = /stack|select|relation|plans_hidden|from "|Failed query|\.ts:\d|\n\s+at /i;

  it('never leaks a stack or SQL over tRPC, and is logged with its cause', async () => {
    await createPlan();
    logLines.length = 0;
    await withPlansTableMissing(async () => {
      const res = await logged.app.inject({ method: 'GET', url: '/trpc/plans.list' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.json).toMatchObject({
        message: 'Something went wrong. Please try again.',
        data: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(res.body).not.toMatch(leaks);
    });
    expect(logLines.join('\n')).toMatch(/procedure failed/);
    expect(logLines.join('\n')).toMatch(/plans/);
  });

  it('never leaks a stack or SQL over REST', async () => {
    await withPlansTableMissing(async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 500, error: 'Internal Server Error', message: 'Something went wrong. Please try again.' });
      expect(res.body).not.toMatch(leaks);
    });
  });

  it('leaves the server working afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
  });
});

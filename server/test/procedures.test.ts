import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createContext } from '../src/trpc/context.ts';
import { adminProcedure, authedProcedure, createCallerFactory, viewerProcedure, router, staffProcedure } from '../src/trpc/init.ts';
import { createUser, testApp, tokenFor, type TestUser } from './harness.ts';

// A tiny router over the four base procedures: the role matrix every real router inherits.
const probe = router({
  open: viewerProcedure.query(({ ctx }) => ctx.user?.role ?? 'anonymous'),
  authed: authedProcedure.query(({ ctx }) => ctx.user.role),
  staff: staffProcedure.query(({ ctx }) => ctx.user.role),
  admin: adminProcedure.query(({ ctx }) => ctx.user.role),
});
const createProbeCaller = createCallerFactory(probe);

const t = testApp();

async function probeAs(user: TestUser | null) {
  const token = user ? await tokenFor(user) : null;
  const req = {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    log: t.deps.log,
    ip: '127.0.0.1',
    id: 'probe',
  } as unknown as FastifyRequest;
  return createProbeCaller(await createContext(t.deps, req));
}

type Who = 'anonymous' | 'USER' | 'AGENT' | 'ADMIN' | 'suspended USER' | 'suspended ADMIN';
type Outcome = 'ok' | 'UNAUTHORIZED' | 'FORBIDDEN';

const matrix: [Who, Record<'open' | 'authed' | 'staff' | 'admin', Outcome>][] = [
  ['anonymous', { open: 'ok', authed: 'UNAUTHORIZED', staff: 'UNAUTHORIZED', admin: 'UNAUTHORIZED' }],
  ['USER', { open: 'ok', authed: 'ok', staff: 'FORBIDDEN', admin: 'FORBIDDEN' }],
  ['AGENT', { open: 'ok', authed: 'ok', staff: 'ok', admin: 'FORBIDDEN' }],
  ['ADMIN', { open: 'ok', authed: 'ok', staff: 'ok', admin: 'ok' }],
  ['suspended USER', { open: 'ok', authed: 'FORBIDDEN', staff: 'FORBIDDEN', admin: 'FORBIDDEN' }],
  ['suspended ADMIN', { open: 'ok', authed: 'FORBIDDEN', staff: 'FORBIDDEN', admin: 'FORBIDDEN' }],
];

async function userFor(who: Who): Promise<TestUser | null> {
  if (who === 'anonymous') return null;
  const suspended = who.startsWith('suspended ');
  const role = who.replace('suspended ', '') as TestUser['role'];
  return createUser({ role, status: suspended ? 'Suspend' : 'Active' });
}

describe('base procedures', () => {
  for (const [who, outcomes] of matrix) {
    for (const [procedure, outcome] of Object.entries(outcomes) as [keyof typeof outcomes, Outcome][]) {
      const title = outcome === 'ok' ? `${who} can call ${procedure} procedures` : `${who} cannot call ${procedure} procedures (${outcome})`;
      it(title, async () => {
        const caller = await probeAs(await userFor(who));
        const call = caller[procedure]();
        if (outcome === 'ok') await expect(call).resolves.toBeTypeOf('string');
        else await expect(call).rejects.toMatchObject({ code: outcome });
      });
    }
  }

  it('public procedures see the signed-in user', async () => {
    const agent = await createUser({ role: 'AGENT' });
    await expect((await probeAs(agent)).open()).resolves.toBe('AGENT');
    await expect((await probeAs(null)).open()).resolves.toBe('anonymous');
  });

  it('anonymous visitor is asked to log in, a stale session is told it expired', async () => {
    await expect((await probeAs(null)).authed()).rejects.toMatchObject({ message: 'Please log in to continue' });
    const ghost = { id: 424242, role: 'ADMIN', tokenVersion: 0 } as TestUser;
    await expect((await probeAs(ghost)).admin()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Session token invalid or expired',
    });
  });

  it('suspended staff are told their account is suspended, not that they lack the role', async () => {
    const admin = await createUser({ role: 'ADMIN', status: 'Suspend' });
    await expect((await probeAs(admin)).admin()).rejects.toMatchObject({ message: 'Your account is suspended' });
  });
});

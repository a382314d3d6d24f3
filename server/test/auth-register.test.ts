import { eq } from 'drizzle-orm';
import type { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { RegisterInput } from '@nimbus/shared/auth';
import { users } from '../src/db/schema/index.ts';
import { publicErrorMessage } from '../src/trpc/errors.ts';
import { createUser, jwtPayload, testApp, workerDatabase } from './harness.ts';

const t = testApp();

let counter = 0;
function registration(change: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  return {
    firstName: 'Nina',
    lastName: 'Novak',
    email: `nina${counter}@example.test`,
    streetAddress: '5 Main Street',
    city: 'Springfield',
    state: 'IL',
    country: 'United States',
    password: 'nina-plum-harbour',
    confirmPassword: 'nina-plum-harbour',
    deviceType: 'Amazon Firestick',
    ...change,
  };
}

describe('auth.register', () => {
  it('creates a USER and returns a session for it', async () => {
    const input = registration();
    const session = await (await t.caller()).auth.register(input);
    expect(session.user).toMatchObject({ email: input.email, name: 'Nina Novak', role: 'USER' });
    expect(jwtPayload(session.token)).toMatchObject({ sub: String(session.user.id), role: 'USER' });
  });

  it('creates a USER even when the client asks for ADMIN', async () => {
    const session = await (await t.caller()).auth.register({ ...registration(), role: 'ADMIN' } as never);
    expect(session.user.role).toBe('USER');
    const { db } = await workerDatabase();
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, session.user.id));
    expect(row?.role).toBe('USER');
  });

  it('stores a password hash, never the password', async () => {
    const session = await (await t.caller()).auth.register(registration());
    const { db } = await workerDatabase();
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, session.user.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect(row?.hash).not.toContain('nina-plum-harbour');
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    await createUser({ email: 'Taken@Example.test' });
    const caller = await t.caller();
    await expect(caller.auth.register(registration({ email: 'taken@example.test' }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Failed to register user, change your email and try again',
    });
    await expect(caller.auth.register(registration({ email: 'TAKEN@EXAMPLE.TEST' }))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses invalid input with the form message', async () => {
    const caller = await t.caller();
    const missingName = await caller.auth.register(registration({ firstName: '' })).catch((error: unknown) => error);
    expect(missingName).toMatchObject({ code: 'BAD_REQUEST' });
    expect(publicErrorMessage(missingName as TRPCError)).toBe('First name is required.');
    const mismatch = await caller.auth.register(registration({ confirmPassword: 'other1' })).catch((error: unknown) => error);
    expect(publicErrorMessage(mismatch as TRPCError)).toBe('Passwords do not match');
  });

  it('lets the new user log in with the same e-mail and password (register then auto-login)', async () => {
    const input = registration();
    const caller = await t.caller();
    const registered = await caller.auth.register(input);
    const session = await caller.auth.login({ email: input.email, password: input.password });
    expect(session.user.id).toBe(registered.user.id);
  });
});

import type { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { publicErrorMessage } from '../src/trpc/errors.ts';
import { createUser, jwtPayload, testApp } from './harness.ts';

const t = testApp();

describe('auth.login', () => {
  it('user logs in with e-mail and password', async () => {
    const user = await createUser();
    const session = await (await t.caller()).auth.login({ email: user.email, password: user.password });
    expect(session.user).toEqual({ id: user.id, email: user.email, name: 'Test User', role: 'USER', language: 'en' });
    expect(session.token).toEqual(expect.any(String));
  });

  it.each(['ADMIN', 'AGENT'] as const)('%s logs in and the token carries the role', async (role) => {
    const staff = await createUser({ role });
    const session = await (await t.caller()).auth.login({ email: staff.email, password: staff.password });
    expect(session.user.role).toBe(role);
    expect(jwtPayload(session.token).role).toBe(role);
  });

  it('matches the e-mail whatever its case', async () => {
    const user = await createUser({ email: 'Mixed.Case@Example.test' });
    const session = await (await t.caller()).auth.login({ email: 'mixed.case@EXAMPLE.test', password: user.password });
    expect(session.user.id).toBe(user.id);
  });

  it('refuses a wrong password with "Invalid email or password"', async () => {
    const user = await createUser();
    await expect((await t.caller()).auth.login({ email: user.email, password: 'wrong-password' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
  });

  it('refuses an unknown e-mail with the same message as a wrong password', async () => {
    await expect((await t.caller()).auth.login({ email: 'nobody@example.test', password: 'secret123' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
  });

  it('suspended user cannot log in', async () => {
    const user = await createUser({ status: 'Suspend' });
    await expect((await t.caller()).auth.login({ email: user.email, password: user.password })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your account is suspended',
    });
  });

  it('suspended user with a wrong password learns nothing about the account', async () => {
    const user = await createUser({ status: 'Suspend' });
    await expect((await t.caller()).auth.login({ email: user.email, password: 'wrong-password' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
  });

  it('deleted user cannot log in', async () => {
    const user = await createUser({ deleted: true });
    await expect((await t.caller()).auth.login({ email: user.email, password: user.password })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
  });

  it('issues a token with sub, role, ver and exp in seconds', async () => {
    const user = await createUser();
    const before = Math.floor(Date.now() / 1000);
    const { token } = await (await t.caller()).auth.login({ email: user.email, password: user.password });
    const payload = jwtPayload(token);
    expect(payload).toMatchObject({ sub: String(user.id), role: 'USER', ver: 0 });
    const ttl = t.deps.env.TOKEN_TTL_SECONDS;
    expect(Number.isInteger(payload.exp)).toBe(true);
    // Seconds, not milliseconds: the client compares exp * 1000 with Date.now().
    expect(payload.exp).toBeGreaterThanOrEqual(before + ttl);
    expect(payload.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + ttl);
    expect(payload.exp).toBe((payload.iat as number) + ttl);
  });

  it('refuses invalid input with the login form message', async () => {
    const error = await (await t.caller()).auth.login({ email: 'not-an-email', password: 'secret123' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(publicErrorMessage(error as TRPCError)).toBe('Enter a valid email address');
  });
});

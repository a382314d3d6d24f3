import { describe, expect, it } from 'vitest';
import { createPlan, createUser, jwtPayload, testApp } from './harness.ts';

const t = testApp();

const registration = (email: string) => ({
  firstName: 'Rita',
  lastName: 'Rest',
  email,
  streetAddress: '9 Side Road',
  city: 'Dublin',
  state: 'Leinster',
  country: 'Ireland',
  password: 'rest-plum-harbour',
  confirmPassword: 'rest-plum-harbour',
  deviceType: 'Smart TV',
});

describe('POST /api/login', () => {
  it('answers the legacy shape: token and usersModel with id and role, nothing else', async () => {
    const user = await createUser({ role: 'AGENT' });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'usersModel']);
    expect(body.usersModel).toEqual({ id: user.id, role: 'AGENT' });
    expect(jwtPayload(body.token)).toMatchObject({ sub: String(user.id), role: 'AGENT' });
  });

  it('answers 401 "Invalid email or password" for a wrong password', async () => {
    const user = await createUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'wrong-password' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('answers 403 "Your account is suspended" for a suspended user', async () => {
    const user = await createUser({ status: 'Suspend' });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Your account is suspended' });
  });

  it('answers 400 with the form message for an invalid e-mail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nope', password: 'secret123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, error: 'Bad Request', message: 'Enter a valid email address' });
  });
});

describe('POST /api/register', () => {
  it('creates a USER and answers 201 with the login shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...registration('rita@example.test'), role: 'ADMIN' } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'usersModel']);
    expect(body.usersModel).toMatchObject({ role: 'USER' });
  });

  it('answers 400 with the zod message for bad input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...registration('bad@example.test'), city: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'City is required.' });
  });

  it('answers 409 with the registration failure text for a taken e-mail', async () => {
    await createUser({ email: 'dup@example.test' });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration('DUP@example.test') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Failed to register user, change your email and try again' });
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "half',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
  });

  it('answers 400, not 500, for a missing body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/plans', () => {
  it('lists Active rows with exactly the legacy fields', async () => {
    const active = await createPlan({ name: 'Legacy', devices: 2, price: '14.50', channels: 900, durationDays: 90 });
    await createPlan({ name: 'Legacy', devices: 3, status: 'Inactive' });
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['channels', 'devices', 'duration', 'features', 'id', 'name', 'price', 'status']);
    expect(rows[0]).toMatchObject({ id: active.id, name: 'Legacy', devices: 2, status: 'Active', channels: 900, duration: 90 });
    expect(Number(rows[0]!.price)).toBe(14.5);
  });
});

describe('GET /api/health', () => {
  it('answers 200 when the database is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('unknown /api paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s answers 404 JSON', async (method) => {
    const res = await t.app.inject({ method, url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ status: 404, error: 'Not Found' });
  });
});

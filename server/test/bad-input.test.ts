import { connect, type AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { payments, tickets, users } from '../src/db/schema/index.ts';
import { countRows, fileBytes, multipart } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';

// Bad input gets a 4xx with a clear message and stores nothing: NUL characters (Postgres
// cannot store them in text, the app answered 500), unsupported methods, malformed encodings.
const t = testApp({ env: { RATE_LIMIT_GLOBAL_MAX: '100000' } });
const NUL_MESSAGE = 'Text must not contain NUL characters.';

async function as(user: TestUser) {
  return { authorization: `Bearer ${await tokenFor(user)}` };
}

async function send(options: InjectOptions) {
  const res = await t.app.inject(options);
  return { status: res.statusCode, body: res.body, headers: res.headers, message: messageOf(res.body) };
}

/** The message of a REST error ({ message }) or a tRPC one ({ error: { json: { message } } }). */
function messageOf(body: string): string | undefined {
  try {
    const parsed: { message?: string; error?: { json?: { message?: string } } } = JSON.parse(body);
    return parsed.message ?? parsed.error?.json?.message;
  } catch {
    return undefined;
  }
}

const trpcGet = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
const json = (payload: unknown): Pick<InjectOptions, 'payload' | 'headers'> => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});

const registration = {
  firstName: 'Nia',
  lastName: 'Null',
  email: 'nia@example.test',
  phoneNumber: '',
  streetAddress: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postcode: '',
  country: 'United States',
  password: 'long enough password',
  confirmPassword: 'long enough password',
  deviceType: 'Smart TV',
};

describe('NUL characters answer 400 and store nothing', () => {
  it('in a registration field, over REST and tRPC', async () => {
    const before = await countRows(users);
    const body = { ...registration, streetAddress: '1 Main St\u0000' };
    const rest = await send({ method: 'POST', url: '/api/register', ...json(body) });
    expect(rest).toMatchObject({ status: 400, message: NUL_MESSAGE });
    const trpc = await send({ method: 'POST', url: '/trpc/auth.register', ...json({ json: body }) });
    expect(trpc).toMatchObject({ status: 400, message: NUL_MESSAGE });
    expect(await countRows(users)).toBe(before);
  });

  it('in a search term, over REST and tRPC', async () => {
    const headers = await as(await createUser({ role: 'ADMIN' }));
    expect(await send({ method: 'GET', url: '/api/users?search=a%00b', headers })).toMatchObject({ status: 400, message: NUL_MESSAGE });
    expect(await send({ method: 'GET', url: trpcGet('users.list', { search: 'a\u0000b' }), headers })).toMatchObject({
      status: 400,
      message: NUL_MESSAGE,
    });
    expect(await send({ method: 'GET', url: trpcGet('plans.listAll', { search: '\u0000' }), headers })).toMatchObject({ status: 400 });
  });

  it('in a ticket message, over REST and tRPC', async () => {
    const user = await createUser();
    const headers = await as(user);
    const ticket = { subject: 'Buffering', message: 'It stops\u0000 every minute', category: 'technical', priority: 'LOW' };
    const rest = await send({
      method: 'POST',
      url: `/api/support-tickets/${user.id}`,
      ...json(ticket),
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(rest).toMatchObject({ status: 400, message: NUL_MESSAGE });
    const trpc = await send({
      method: 'POST',
      url: '/trpc/tickets.create',
      ...json({ json: ticket }),
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(trpc).toMatchObject({ status: 400, message: NUL_MESSAGE });
    expect(await countRows(tickets)).toBe(0);
  });

  it('in a path parameter, a header value and an object key', async () => {
    const headers = await as(await createUser({ role: 'ADMIN' }));
    expect(await send({ method: 'GET', url: '/api/users/%00', headers })).toMatchObject({ status: 400, message: NUL_MESSAGE });
    expect(await send({ method: 'GET', url: '/api/health', headers: { 'x-note': 'a\u0000b' } })).toMatchObject({ status: 400, message: NUL_MESSAGE });
    expect(await send({ method: 'POST', url: '/api/login', ...json({ 'email\u0000': 'x' }) })).toMatchObject({ status: 400, message: NUL_MESSAGE });
  });

  it('in a field of the receipt upload', async () => {
    const user = await createUser();
    const plan = await createPlan();
    const form = multipart(
      { planId: plan.id, method: 'crypto', idempotencyKey: 'retry\u0000key' },
      { filename: 'receipt.png', contentType: 'image/png', bytes: fileBytes('png') },
    );
    const res = await send({ method: 'POST', url: '/api/payments/save', payload: form.payload, headers: { ...form.headers, ...(await as(user)) } });
    expect(res).toMatchObject({ status: 400, message: NUL_MESSAGE });
    expect(await countRows(payments)).toBe(0);
  });

  it('a lone surrogate is refused too: it would be stored as a replacement character', async () => {
    const res = await send({ method: 'POST', url: '/api/register', ...json({ ...registration, city: 'Spring\ud800field' }) });
    expect(res).toMatchObject({ status: 400, message: 'Text must be valid Unicode.' });
  });
});

describe('methods a path does not take answer 405 with Allow', () => {
  it.each(['TRACE', 'PATCH'] as const)('%s /api/plans', async (method) => {
    const res = await send({ method, url: '/api/plans' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.message).toBe(`${method} is not allowed here. Allowed: GET, HEAD, POST.`);
  });

  it('on a path with a parameter', async () => {
    const res = await send({ method: 'PATCH', url: '/api/users/5' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, PUT');
  });

  it('on tRPC: a query is read with GET, a mutation sent with POST, TRACE never reaches the handler', async () => {
    expect(await send({ method: 'TRACE', url: '/trpc/plans.list' })).toMatchObject({ status: 405, headers: { allow: 'GET' } });
    expect(await send({ method: 'GET', url: '/trpc/auth.login' })).toMatchObject({ status: 405, headers: { allow: 'POST' } });
    expect(await send({ method: 'TRACE', url: '/trpc/no.such' })).toMatchObject({ status: 405, headers: { allow: 'GET, POST' } });
  });

  it('unknown paths still answer 404', async () => {
    expect((await send({ method: 'PATCH', url: '/api/no-such-thing' })).status).toBe(404);
    expect((await send({ method: 'GET', url: '/api/plans/' })).status).toBe(404);
    expect((await send({ method: 'GET', url: '/trpc/no.such' })).status).toBe(404);
  });
});

describe('ids past the database integer answer 400, not 500', () => {
  it.each(['/api/users/2147483648', '/api/users/99999999999999999999', '/api/payments/4294967296/receipt', '/api/support-tickets/user/2147483648'])(
    '%s',
    async (url) => {
      const headers = await as(await createUser({ role: 'ADMIN' }));
      expect(await send({ method: 'GET', url, headers })).toMatchObject({ status: 400, message: 'Invalid id' });
    },
  );

  it('in a tRPC input', async () => {
    const headers = await as(await createUser({ role: 'ADMIN' }));
    expect(await send({ method: 'GET', url: trpcGet('users.byId', { id: 2 ** 31 }), headers })).toMatchObject({ status: 400, message: 'Invalid id' });
  });
});

describe('malformed requests answer 4xx with a clear message', () => {
  it('bad percent-encoding or bytes that are not UTF-8 in the query string', async () => {
    for (const query of ['search=%zz', 'search=%ff', 'search=%', 'search=%ED%A0%80']) {
      expect(await send({ method: 'GET', url: `/api/plans?${query}` })).toMatchObject({
        status: 400,
        message: 'The query string is not valid percent-encoding.',
      });
    }
    expect((await send({ method: 'GET', url: '/api/users/%zz' })).status).toBe(400);
  });

  it('a JSON body that is not UTF-8 stores nothing', async () => {
    const before = await countRows(users);
    const text = JSON.stringify({ ...registration, city: 'CITY' });
    const bytes = Buffer.from(text);
    bytes.set([0xff, 0xfe], text.indexOf('CITY'));
    const res = await send({ method: 'POST', url: '/api/register', payload: bytes, headers: { 'content-type': 'application/json' } });
    expect(res).toMatchObject({ status: 400, message: 'The request body is not valid UTF-8.' });
    expect(await countRows(users)).toBe(before);
  });

  it('invalid JSON, a deeply nested body, a content type nobody reads', async () => {
    expect((await send({ method: 'POST', url: '/api/login', payload: '{"email":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    expect(await send({ method: 'POST', url: '/api/login', payload: deep, headers: { 'content-type': 'application/json' } })).toMatchObject({
      status: 400,
      message: 'The input is nested too deeply.',
    });
    expect((await send({ method: 'POST', url: '/api/login', payload: '<a/>', headers: { 'content-type': 'application/xml' } })).status).toBe(415);
  });

  it('a tRPC call that is not JSON (form data, text) answers 415, never reaching the adapter', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x', 'text/plain']) {
      expect(await send({ method: 'POST', url: '/trpc/auth.login', payload: '', headers: { 'content-type': type } })).toMatchObject({
        status: 415,
        message: 'Send the call as JSON (Content-Type: application/json).',
      });
    }
  });

  it('superjson garbage in a tRPC input gets a plain message, not the library error', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { id: 1 }, meta: { values: { id: ['custom', 'x'] } } }));
    const res = await send({ method: 'GET', url: `/trpc/plans.list?input=${input}` });
    expect(res).toMatchObject({ status: 400, message: 'The request input could not be read.' });
  });

  it('error answers carry no stack, SQL or internal message', async () => {
    const answers = await Promise.all([
      send({ method: 'TRACE', url: '/trpc/plans.list' }),
      send({ method: 'GET', url: `/trpc/plans.list?input=${encodeURIComponent('{"json":1,"meta":{"values":{"__proto__":["Date"]}}}')}` }),
      send({ method: 'GET', url: '/api/plans?search=%00' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toMatch(/\n\s+at |node_modules|__proto__|Maximum call stack|is unsupported/);
    }
  });

  it('over a real socket: headers or a query string past 16 KiB answer 431', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A raw socket: the server answers and closes while a client library would still be writing.
    const status = (path: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
        socket.on('error', (error) => (answer ? undefined : reject(error)));
        socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
        const lines = Object.entries({ host: 'localhost', connection: 'close', ...headers }).map(([name, value]) => `${name}: ${value}`);
        // write, not end: a half-closed socket may be dropped before a slower answer is written.
        socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      });
    expect(await status('/api/health', { 'x-padding': 'a'.repeat(20_000) })).toBe(431);
    expect(await status(`/api/plans?search=${'a'.repeat(20_000)}`, {})).toBe(431);
    expect(await status('/api/health', {})).toBe(200);
  });
});

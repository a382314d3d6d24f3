import { describe, expect, it } from 'vitest';
import { contractOf, type Contract } from './contract.ts';
import { testApp } from './harness.ts';

// The check every test's answers pass through (harness.ts): it must refuse what the document
// does not allow, or the suite's green would say nothing about the document.
const t = testApp();
const json = 'application/json; charset=utf-8';
const plan = { id: 1, name: 'Basic', features: 'Live TV', devices: 1, price: 9.99, status: 'Active', channels: 100, duration: 30 };

async function contract(): Promise<Contract> {
  return contractOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
}

describe('the OpenAPI contract check of REST answers', () => {
  it('passes an answer of the documented shape', async () => {
    expect((await contract()).violation('GET', '/api/plans', 200, json, JSON.stringify([plan]))).toBeNull();
  });

  it('refuses a legacy field of the wrong type, naming the operation and the field', async () => {
    const violation = (await contract()).violation('GET', '/api/plans', 200, json, JSON.stringify([{ ...plan, price: '9.99' }]));
    expect(violation).toMatch(/GET \/api\/plans answered 200: .*price must be number/);
  });

  it('refuses a missing field and a status the document does not list', async () => {
    const { id: _id, ...noId } = plan;
    expect((await contract()).violation('PUT', '/api/plans/7', 200, json, JSON.stringify(noId))).toMatch(/must have required property 'id'/);
    expect((await contract()).violation('GET', '/api/plans', 201, json, JSON.stringify([plan]))).toMatch(/201/);
  });

  it('holds error answers to the error body, by status or the default', async () => {
    const refusal = { status: 404, error: 'Not Found', message: 'Plan not found' };
    expect((await contract()).violation('PUT', '/api/plans/7', 404, json, JSON.stringify(refusal))).toBeNull();
    expect((await contract()).violation('PUT', '/api/plans/7', 415, json, JSON.stringify({ ...refusal, status: 415 }))).toBeNull();
    expect((await contract()).violation('PUT', '/api/plans/7', 404, json, JSON.stringify({ error: 'gone' }))).toMatch(/required property 'status'/);
  });

  it('tells apart paths that differ in a literal segment (updatePassword is not an e-mail)', async () => {
    expect((await contract()).violation('PUT', '/api/forgotPassword/updatePassword', 200, json, 'true')).toBeNull();
    expect((await contract()).violation('GET', '/api/forgotPassword/a%40b.c', 200, json, '"yes"')).toMatch(/must be boolean/);
  });

  it('answers from the real routes pass it: a list, a refusal and a JSON null', async () => {
    // harness.ts checks these as every other test's; a mismatch would throw here.
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/abc', headers: {} })).statusCode).toBe(401);
  });
});

describe('the document is served', () => {
  it('as OpenAPI 3.1 with a server, and every operation secured by bearer or marked public', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/' }] });
    const operations = Object.values(document.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(Object.values);
    expect(operations.length).toBeGreaterThan(25);
    expect(operations.filter((operation) => !Array.isArray(operation.security))).toEqual([]);
    expect(document.paths['/api/login'].post.security).toEqual([]);
    expect(document.paths['/api/users'].get.security).toEqual([{ bearer: [] }]);
  });

  it('with Swagger UI at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

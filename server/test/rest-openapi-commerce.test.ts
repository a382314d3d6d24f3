import { describe, expect, it } from 'vitest';
import { testApp } from './harness.ts';

const t = testApp();

describe('GET /api/openapi.json', () => {
  it.each([
    ['/api/plans', ['get', 'post']],
    ['/api/plans/{id}', ['delete', 'put']],
    ['/api/forgotPassword/{email}', ['get']],
    ['/api/forgotPassword/resetCode/{code}', ['get']],
    ['/api/forgotPassword/updatePassword', ['put']],
    ['/api/users', ['get']],
    ['/api/users/{id}', ['delete', 'get', 'put']],
  ])('documents %s', async (path, methods) => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, object> }>();
    expect(Object.keys(document.paths[path] ?? {}).sort()).toEqual(methods);
  });

  it('refers only to schemas the document defines', async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    const document = JSON.parse(text) as { components: { schemas: Record<string, unknown> } };
    const refs = [...text.matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((match) => match[1]!);
    expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([]);
  });
});

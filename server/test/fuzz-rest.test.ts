import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBytes, multipart, type FilePart } from './factories/commerce.ts';
import { FUZZ_ENV, fuzzFixture, fuzzSeed, numRuns, ROLES } from './fuzz/fixture.ts';
import { asText, inputFor, nastyText, nastyValue, percentEncoded, shaped, type JsonSchema } from './fuzz/values.ts';
import { testApp } from './harness.ts';

// Every route of the REST adapter, read from Fastify's route table (a new route is fuzzed
// without a line here), with the parameters and bodies its OpenAPI operation describes, as every
// kind of caller; then the upload's multipart form and raw HTTP garbage on any path.
const t = testApp({ env: FUZZ_ENV });
let fx: Awaited<ReturnType<typeof fuzzFixture>>;
let operations: Map<string, Operation>;
beforeAll(async () => {
  fx = await fuzzFixture(t);
  const document = t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  operations = operationsOf((await document).json());
});
afterAll(() => {
  console.info(`REST fuzz: ${fx.counts.calls} calls, ${fx.counts.refused} refused`);
});

type Parameter = { name: string; in: 'path' | 'query'; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** `/api/users/{id}` and `/api/users/:id` both become `/api/users/{}`. */
const pathKey = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, '{}');

function operationsOf(document: OpenApi): Map<string, Operation> {
  const map = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) map.set(`${method.toUpperCase()} ${pathKey(path)}`, operation);
  }
  return map;
}

/** Routes under /api (Swagger UI's assets aside) and their methods; HEAD is GET's twin. */
function restRoutes(routes: { url: string; methods: string[] }[]) {
  return routes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .flatMap((route) => route.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, url: route.url })));
}

const NASTY_SEGMENTS = ['0', '-1', '2147483648', '4294967296', '99999999999999999999', '1.5', '1e3', '0x10', ' 1', '%00', '%2e%2e', '%E2%80%AE', 'null', '[]'];
const pathSegment = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 12 }).map(String), weight: 3 },
  { arbitrary: fc.constantFrom(...NASTY_SEGMENTS), weight: 2 },
  { arbitrary: nastyText.map((text) => percentEncoded(text) || 'x'), weight: 2 },
);

function queryArbitrary(parameters: Parameter[]): fc.Arbitrary<string> {
  const named = parameters.filter((parameter) => parameter.in === 'query');
  const shapedQuery = fc
    .tuple(...named.map((parameter) => fc.option(fc.oneof(shaped(parameter.schema, parameter.name), nastyText, nastyValue).map(asText))))
    .map((values) =>
      named.flatMap((parameter, i) => (values[i] === null || values[i] === undefined ? [] : [`${parameter.name}=${percentEncoded(values[i])}`])).join('&'),
    );
  const raw = fc.constantFrom('%', 'search=%zz', 'page=%ff', 'search=%00', 'page=1&page=2', 'pageSize=1e3', `search=${'a'.repeat(5000)}`, 'a[b]=1', '=&=&');
  return fc.oneof({ arbitrary: shapedQuery, weight: 4 }, { arbitrary: raw, weight: 1 });
}

type Body = { payload?: string | Buffer; contentType?: string };
function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const json = inputFor(schema).map((value): Body => ({
    payload: JSON.stringify(value ?? null, (_key, item: unknown) => (typeof item === 'bigint' ? Number(item) : item)),
    contentType: 'application/json',
  }));
  const odd = fc.record({
    payload: fc.oneof(
      nastyText,
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '{"__proto__":{"x":1}}'),
    ),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/json; charset=latin1',
      'multipart/form-data',
    ),
  });
  return fc.oneof({ arbitrary: json, weight: 5 }, { arbitrary: odd, weight: 2 }, { arbitrary: fc.constant<Body>({}), weight: 1 });
}

function filled(url: string, segments: string[]): string {
  let i = 0;
  return url.replace(/:[^/]+/g, () => segments[i++] ?? '1');
}

describe('REST fuzz', () => {
  it('reads the routes of the adapter and their OpenAPI operations', () => {
    const all = restRoutes(t.app.routeTable());
    expect(all.length).toBeGreaterThan(20);
    // A route missing from the document is still fuzzed, with generic input: say which.
    const undocumented = all.filter((route) => route.url !== '/api/openapi.json' && !operations.has(`${route.method} ${pathKey(route.url)}`));
    expect(undocumented.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('every route, every method it takes, as every caller: never 5xx, refusals change nothing', async () => {
    const all = restRoutes(t.app.routeTable()).filter((route) => !isUpload(route));
    for (const [index, route] of all.entries()) {
      const operation = operations.get(`${route.method} ${pathKey(route.url)}`);
      const parameters = operation?.parameters ?? [];
      const paramCount = (route.url.match(/:[^/]+/g) ?? []).length;
      const body = operation?.requestBody?.content['application/json']?.schema;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROLES),
          fc.array(pathSegment, { minLength: paramCount, maxLength: paramCount }),
          queryArbitrary(parameters),
          route.method === 'GET' || route.method === 'DELETE' ? fc.constant<Body>({}) : bodyArbitrary(body),
          async (role, segments, query, { payload, contentType }) => {
            const request: InjectOptions = {
              method: route.method,
              url: `${filled(route.url, segments)}${query ? `?${query}` : ''}`,
              headers: { ...fx.headersFor(role), ...(contentType ? { 'content-type': contentType } : {}) },
              ...(payload !== undefined ? { payload } : {}),
            };
            await fx.send(request, `${route.method} ${route.url} as ${role}`);
          },
        ),
        { numRuns: numRuns(100), seed: fuzzSeed(1000 + index) },
      );
    }
  }, 900_000);

  it('the receipt upload with any form (random bytes, wrong types, no file, odd fields): never 5xx, refusals change nothing', async () => {
    const uploads = restRoutes(t.app.routeTable()).filter(isUpload);
    expect(uploads.length).toBeGreaterThan(0);
    for (const [index, route] of uploads.entries()) {
      const schema = operations.get(`${route.method} ${pathKey(route.url)}`)!.requestBody!.content['multipart/form-data']!.schema;
      const fieldNames = Object.keys(schema.properties ?? {}).filter((name) => schema.properties?.[name]?.format !== 'binary');
      const fields = fc
        .tuple(...fieldNames.map((name) => fc.option(fc.oneof(shaped(schema.properties?.[name], name), nastyText).map(asText), { nil: undefined })))
        .map((values) => Object.fromEntries(fieldNames.flatMap((name, i) => (values[i] === undefined ? [] : [[name, values[i]]]))));
      const file = fc.record({
        field: fc.constantFrom('receipt', 'receipt', 'file', 'receipt\u0000'),
        filename: fc.oneof(
          fc.constantFrom('receipt.png', 'r.pdf', '', '../../x.png', 'a\u0000.png'),
          nastyText.map((text) => text.replace(/["\r\n]/g, '')),
        ),
        contentType: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/octet-stream', ''),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
          fc.constantFrom('png' as const, 'jpeg' as const, 'pdf' as const, 'html' as const).map((kind) => fileBytes(kind)),
        ),
      });
      const files: fc.Arbitrary<FilePart[]> = fc.oneof(
        fc.constant<FilePart[]>([]),
        file.map((one) => [one]),
        fc.tuple(file, file).map((two) => [...two]),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ROLES), fields, files, async (role, form, parts) => {
          const body = multipart(form, parts);
          await fx.send(
            { method: 'POST', url: route.url, headers: { ...fx.headersFor(role), ...body.headers }, payload: body.payload },
            `${route.method} ${route.url} (multipart) as ${role}`,
          );
        }),
        { numRuns: numRuns(600), seed: fuzzSeed(2000 + index) },
      );
    }
  }, 900_000);

  it('raw HTTP on any path (odd methods, encodings, content types and bodies): never 5xx, refusals change nothing', async () => {
    const known = restRoutes(t.app.routeTable()).map((route) => route.url);
    const path = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...known, '/trpc/plans.list', '/trpc/auth.login', '/trpc/plans.list,auth.me'),
          fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
        )
        .map(([url, segments]) => filled(url, segments)),
      fc
        .array(fc.oneof(pathSegment, fc.constantFrom('api', 'trpc', '%61pi', 'assets', '..', '', '%', '%zz', '%ff')), { minLength: 1, maxLength: 4 })
        .map((segments) => `/${segments.join('/')}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROLES),
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'),
        path,
        queryArbitrary([]),
        bodyArbitrary(undefined),
        async (role, method, url, query, { payload, contentType }) => {
          const hasBody = payload !== undefined && method !== 'GET' && method !== 'HEAD';
          await fx.send(
            {
              method,
              url: `${url}${query ? `?${query}` : ''}`,
              headers: { ...fx.headersFor(role), ...(hasBody && contentType ? { 'content-type': contentType } : {}) },
              ...(hasBody ? { payload } : {}),
            },
            `raw as ${role}`,
          );
        },
      ),
      { numRuns: numRuns(1500), seed: fuzzSeed(3000) },
    );
  }, 900_000);
});

// The multipart upload, the one route whose body zod does not describe.
const isUpload = (route: { method: string; url: string }) =>
  Boolean(operations.get(`${route.method} ${pathKey(route.url)}`)?.requestBody?.content['multipart/form-data']);

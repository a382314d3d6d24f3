import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

// The REST adapter's answers against its own OpenAPI document: every answer a test receives
// through `app.inject` is validated with Ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) against
// the schema the document gives its operation and status, and a mismatch fails that test. Fastify
// already writes answers through the routes' zod schemas; this checks the generated document says
// the same, and catches answers that bypass the serialiser (pre-serialised strings, hooks).

type Document = { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>> };
type Route = { path: string; pattern: RegExp; literals: number };

export type Contract = { violation(method: string, url: string, status: number, contentType: string | undefined, body: string): string | null };

const pointer = (...tokens: string[]) => tokens.map((token) => encodeURIComponent(token.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

export function contractOf(document: Document): Contract {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(document, 'openapi.json');
  const routes: Route[] = Object.keys(document.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literals: path.split('/').filter((segment) => !segment.startsWith('{')).length,
  }));
  const validators = new Map<string, ValidateFunction>();
  const validator = (...tokens: string[]) => {
    const ref = `openapi.json#/${pointer(...tokens)}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  };

  return {
    violation(method, url, status, contentType, body) {
      const path = url.split('?')[0]!;
      const verb = method.toLowerCase();
      const route = routes
        .filter((candidate) => candidate.pattern.test(path) && document.paths[candidate.path]![verb])
        .sort((a, b) => b.literals - a.literals)[0];
      // Not an operation of the document (an unknown path, HEAD, Swagger UI), or not JSON.
      if (!route || !body || !contentType?.startsWith('application/json')) return null;
      const responses = document.paths[route.path]![verb]!.responses ?? {};
      const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : null;
      const where = `${method} ${route.path} answered ${status}`;
      if (key === null) return `${where}, a status the document does not list`;
      if (!responses[key]!.content?.['application/json']) return `${where} with JSON, which the document does not describe`;
      const validate = validator('paths', route.path, verb, 'responses', key, 'content', 'application/json', 'schema');
      if (validate(JSON.parse(body))) return null;
      return `${where}: ${ajv.errorsText(validate.errors)}; body ${body.slice(0, 300)}`;
    },
  };
}

/** The body as text, decompressed when the answer was (a test that sends Accept-Encoding). */
function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

/** Makes every `app.inject` answer under /api checked against the app's own document. */
export function checkAnswers(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  // Read on the first /api answer: a test of other paths (their request log) sees no extra call.
  let contract: Promise<Contract | undefined> | undefined;
  const checked = async (options: InjectOptions | string) => {
    const response: LightMyRequestResponse = await inject(options);
    const { method = 'GET', url = '' } = response.raw.req;
    if (url.startsWith('/api/')) {
      contract ??= inject({ method: 'GET', url: '/api/openapi.json' }).then((document) =>
        // An instance that sheds load (tests of the limits) answers the document 503 too: no
        // contract to check against then, and none kept, so the next answer asks again.
        document.statusCode === 200 ? contractOf(document.json()) : undefined,
      );
      const found = await contract;
      if (!found) contract = undefined;
      const violation = found?.violation(method, url, response.statusCode, response.headers['content-type']?.toString(), decodedBody(response));
      if (violation) throw new Error(`The answer does not match the OpenAPI document: ${violation}`);
    }
    return response;
  };
  Object.assign(app, { inject: checked });
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginInput, registerInput } from '@nimbus/shared/auth';

// The legacy adapter's OpenAPI document, written beside the routes: each rest/<domain>.ts
// exports its paths, this file joins them. Request bodies come from the shared zod schemas.

export type Operation = {
  summary: string;
  description?: string;
  tags: string[];
  security?: { bearer: [] }[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
};
export type OpenApiPaths = Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', Operation>>>;

export const bearer = [{ bearer: [] as [] }];

export function jsonBody(schema: z.ZodType): Operation['requestBody'] {
  return { required: true, content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown> } } };
}

export function jsonResponse(description: string, schema: Record<string, unknown> = { type: 'object' }) {
  return { description, content: { 'application/json': { schema } } };
}

export const errorResponses = {
  '400': jsonResponse('Invalid input: the message says which field and why', { $ref: '#/components/schemas/Error' }),
  '401': jsonResponse('Missing, invalid or expired token', { $ref: '#/components/schemas/Error' }),
  '403': jsonResponse('Wrong role or suspended account', { $ref: '#/components/schemas/Error' }),
  '404': jsonResponse('Not found, or not yours', { $ref: '#/components/schemas/Error' }),
};

/**
 * The legacy lists: one page as an array, as the old clients read it, with the paging in headers.
 * `?cursor=` comes from a Link header; `?page=` jumps within the first rows only (ADR 015).
 */
export const PAGED_LIST =
  'One page as an array, newest first (the old API sent every row; now at most 100 a page). ' +
  'X-Total-Count holds the total, counted up to 1,000 and estimated beyond (X-Total-Count-Exact: false). ' +
  'Link headers (rel="next", rel="prev") give the neighbouring pages by cursor; ?page jumps to a page within the first 2,000 rows; ?last=true gives the last page.';

export function listParameters(defaultPageSize: number) {
  const query = (name: string, schema: Record<string, unknown>) => ({ name, in: 'query' as const, required: false, schema });
  return [
    query('page', { type: 'integer', minimum: 1, default: 1 }),
    query('pageSize', { type: 'integer', minimum: 1, maximum: 100, default: defaultPageSize }),
    query('search', { type: 'string', maxLength: 100 }),
    query('cursor', { type: 'string', maxLength: 200, description: 'a position from a Link header' }),
    query('last', { type: 'boolean', description: 'true: the last page' }),
  ];
}

export function idParam(name: string) {
  return { name, in: 'path' as const, required: true, schema: { type: 'integer', minimum: 1 } };
}

const legacyPlan = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    features: { type: 'string', description: 'comma-separated' },
    devices: { type: 'integer' },
    price: { type: 'number' },
    status: { type: 'string', enum: ['Active', 'Inactive'] },
    channels: { type: 'integer' },
    duration: { type: 'integer', description: 'days' },
  },
};

const loginResponse = {
  type: 'object',
  properties: {
    token: { type: 'string', description: 'JWT bearer token, valid for TOKEN_TTL_SECONDS (1 hour by default); its payload carries exp in seconds. Log in again after exp.' },
    usersModel: { type: 'object', properties: { id: { type: 'integer' }, role: { type: 'string', enum: ['USER', 'ADMIN', 'AGENT'] } } },
  },
};

export const foundationPaths: OpenApiPaths = {
  '/api/health': { get: { summary: 'Liveness and database check', tags: ['system'], responses: { '200': jsonResponse('Up'), '503': jsonResponse('Database down') } } },
  '/api/register': {
    post: {
      summary: 'Register a customer (role USER)',
      tags: ['auth'],
      requestBody: jsonBody(registerInput),
      responses: {
        '201': jsonResponse('Registered and logged in', loginResponse),
        '400': errorResponses['400'],
        '409': jsonResponse('E-mail already registered'),
        '429': jsonResponse('5 accounts an hour from one address already registered', { $ref: '#/components/schemas/Error' }),
      },
    },
  },
  '/api/login': {
    post: {
      summary: 'Log in',
      tags: ['auth'],
      requestBody: jsonBody(loginInput),
      responses: {
        '200': jsonResponse('Token and user', loginResponse),
        '400': errorResponses['400'],
        '401': jsonResponse(
          'Invalid email or password; or, for an account with two-factor authentication, "Two-factor code required" (reason TWO_FACTOR_REQUIRED: send `totpCode`) or a wrong code (reason TWO_FACTOR_INVALID)',
          { $ref: '#/components/schemas/Error' },
        ),
        '403': jsonResponse('Your account is suspended'),
        '429': jsonResponse(
          'Too many attempts from this address, or too many failed attempts on this account: the message says how long to wait (after 5 failures the waits double from 1 second; after 20 the account is locked for 15 minutes, and a password reset lifts it)',
          { $ref: '#/components/schemas/Error' },
        ),
      },
    },
  },
  '/api/logout': {
    post: {
      summary: 'Log out: the bearer token stops working at once',
      tags: ['auth'],
      security: [{ bearer: [] }],
      responses: { '204': { description: 'Logged out' }, '401': jsonResponse('Session token invalid or expired') },
    },
  },
};

export function openApiDocument(...parts: OpenApiPaths[]) {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Nimbus TV legacy REST API',
      version: '1.0.0',
      description: 'The old backend\'s paths (specification section 7) under /api, with its field names. Send `Authorization: Bearer <token>` from POST /api/login.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            status: { type: 'integer' },
            error: { type: 'string' },
            message: { type: 'string' },
            reason: { type: 'string', description: 'Only on refusals a client acts on: TWO_FACTOR_REQUIRED, TWO_FACTOR_INVALID, TWO_FACTOR_SETUP_REQUIRED' },
          },
        },
        LegacyPlan: legacyPlan,
      },
    },
    paths: Object.assign({}, ...parts) as OpenApiPaths,
  };
}

/** Serves the document at /api/openapi.json and Swagger UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, document: ReturnType<typeof openApiDocument>) {
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  // indexPrefix: this plugin lives under /api, and /api/docs (no slash) must link /api/docs/static.
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: '/api' });
  app.get('/openapi.json', async () => document);
}

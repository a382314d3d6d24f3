import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The legacy adapter's OpenAPI document is generated from the routes' zod schemas (route.ts):
// the schemas Fastify checks requests and writes answers with are the ones the document shows.
// OpenAPI 3.1, whose schemas are JSON Schema 2020-12, the dialect zod emits.

export const OPENAPI_VERSION = '3.1.0';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart form the handler reads itself: documented, not checked by Fastify. */
    form?: z.ZodType;
  }
}

const operationId = (method: string, url: string) =>
  method.toLowerCase() +
  url
    .replace(/^\/api/, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part.slice(1, 2).toUpperCase()}${part.slice(2)}` : part[0]!.toUpperCase() + part.slice(1)))
    .join('');

function jsonSchema(schema: z.ZodType) {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

/** Checks and serialises with zod in this scope, and documents every route registered after it. */
export async function registerOpenApi(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Nimbus TV legacy REST API',
        version: '1.0.0',
        description:
          "The old backend's paths (specification section 7) under /api, with its field names. Send `Authorization: Bearer <token>` from POST /api/login.",
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (document) => {
      const { schema, url } = jsonSchemaTransform(document);
      const method = [document.route.method].flat()[0] ?? 'GET';
      const form = document.route.config?.form;
      const body = form ? { content: { 'multipart/form-data': { schema: jsonSchema(form) } } } : schema.body;
      return { schema: { ...schema, operationId: operationId(method, url), ...(body ? { body } : {}) }, url };
    },
  });
  // indexPrefix: this plugin lives under /api, and /api/docs (no slash) must link /api/docs/static.
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: '/api' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

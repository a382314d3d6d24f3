import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../lib/deps.ts';
import { checkAccess, type Access } from './actor.ts';
import { refusal } from './schemas.ts';

/** The adapter's routes, typed by their zod schemas: params, query and body as parsed, answers as declared. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

type RestSchema = Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'response'> & {
  summary: string;
  description?: string;
  tags: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Per status: a JSON answer's schema, or (files) its schema per content type. */
  response: Record<number, z.ZodType | { description: string; content: Record<string, { schema: z.ZodType }> }>;
};

/**
 * A route's schema, security and access gate. Fastify checks params, query and body with the
 * zod schemas and serialises each answer with the schema of its status; the OpenAPI document is
 * generated from the same schemas. The check's verdict waits for the gate, so a caller without
 * access hears 401/403 before 400, as from the procedures themselves.
 */
export function operation<S extends RestSchema>(deps: Deps, access: Access, schema: S) {
  return {
    schema: {
      ...schema,
      security: access === 'public' ? [] : [{ bearer: [] }],
      response: {
        // Every /api call passes the flood guard (lib/api-rate-limit.ts) first.
        429: refusal('Too many requests from this client: the message says when to try again'),
        ...schema.response,
        default: refusal('Any other refusal (405, 413, 415, 503 busy), in the same body'),
      },
    },
    attachValidation: true,
    preHandler: async (req: FastifyRequest) => {
      if (access !== 'public') await checkAccess(deps, req, access);
      if (req.validationError) throw req.validationError;
    },
  };
}

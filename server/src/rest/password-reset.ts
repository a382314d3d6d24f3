import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { resetMessages } from '@nimbus/shared/password-reset';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { errorResponses, jsonResponse, type OpenApiPaths } from './openapi.ts';
import { bodyRecord } from './params.ts';

const optionalText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

// The legacy reset screens read a bare true/false; errors keep the adapter's error body.
export function passwordResetRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/forgotPassword/:email', async (req, reply) => {
    const { email } = req.params as { email: string };
    const { sent } = await (await callerFor(deps, req)).auth.forgotPassword({ email });
    return reply.type('application/json').send(JSON.stringify(sent));
  });

  // The legacy call has only the code; `?email=` narrows it to one account.
  app.get('/forgotPassword/resetCode/:code', async (req, reply) => {
    const { code } = req.params as { code: string };
    const email = optionalText((req.query as Record<string, unknown>).email);
    let verified = true;
    try {
      await (await callerFor(deps, req)).auth.verifyResetCode({ code, ...(email !== undefined ? { email } : {}) });
    } catch (error) {
      if (!(error instanceof TRPCError && error.message === resetMessages.verifyFailed)) throw error;
      verified = false;
    }
    return reply.type('application/json').send(JSON.stringify(verified));
  });

  // The legacy body has no confirmation field: the one password is both.
  app.put('/forgotPassword/updatePassword', async (req, reply) => {
    const body = bodyRecord(req);
    const email = optionalText(body.email);
    const password = optionalText(body.password) ?? '';
    await (await callerFor(deps, req)).auth.updatePassword({
      code: optionalText(body.resetCode) ?? '',
      password,
      confirmPassword: password,
      ...(email !== undefined ? { email } : {}),
    });
    return reply.type('application/json').send(JSON.stringify(true));
  });
}

const bool = (description: string) => jsonResponse(description, { type: 'boolean' });
const tooMany = (description: string) => ({ '429': jsonResponse(description, { $ref: '#/components/schemas/Error' }) });
const perAddress = 'Too many attempts from this address: try again in a minute';
const codeOnly = `${perAddress}; or, without an e-mail, the shop-wide hourly budget of wrong codes is spent`;

export const passwordResetPaths: OpenApiPaths = {
  '/api/forgotPassword/{email}': {
    get: {
      summary: 'E-mail a 12-digit reset code (shown as 1234 5678 9012; valid 15 minutes, 5 attempts). false: no account with this e-mail.',
      tags: ['password reset'],
      parameters: [{ name: 'email', in: 'path', required: true, schema: { type: 'string', format: 'email' } }],
      responses: {
        '200': bool('true: code sent; false: account not found'),
        '400': errorResponses['400'],
        ...tooMany(`${perAddress}, or 3 codes an hour for this e-mail already sent`),
      },
    },
  },
  '/api/forgotPassword/resetCode/{code}': {
    get: {
      summary: 'Verify a reset code (spaces and dashes ignored). Send ?email= to check it against that account only.',
      tags: ['password reset'],
      parameters: [
        { name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '^[\\d -]+$', example: '1234-5678-9012' } },
        { name: 'email', in: 'query', required: false, schema: { type: 'string', format: 'email' } },
      ],
      responses: { '200': bool('true: verified; false: wrong, expired, used or exhausted code'), '400': errorResponses['400'], ...tooMany(codeOnly) },
    },
  },
  '/api/forgotPassword/updatePassword': {
    put: {
      summary: 'Set a new password with a verified code; every session of the account ends',
      tags: ['password reset'],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['resetCode', 'password'],
              properties: { resetCode: { type: 'string' }, password: { type: 'string', minLength: 6 }, email: { type: 'string', format: 'email' } },
            },
          },
        },
      },
      responses: {
        '200': bool('Password updated'),
        '400': jsonResponse(`${resetMessages.codeNotFound}, or the password rule`, { $ref: '#/components/schemas/Error' }),
        ...tooMany(codeOnly),
      },
    },
  },
};

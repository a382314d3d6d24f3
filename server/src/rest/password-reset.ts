import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resetMessages } from '@nimbus/shared/password-reset';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { operation, typed } from './route.ts';
import { badInput, legacyBody, refusal } from './schemas.ts';

// The legacy screens sent text or numbers; anything else reads as absent. The procedures check
// the values themselves (their messages, and their rate limits count every attempt).
const text = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined))
  .meta({ type: 'string' });

const bool = (description: string) => z.boolean().meta({ description });
const perAddress = 'Too many attempts from this address: try again in a minute';
const codeOnly = `${perAddress}; or, without an e-mail, the shop-wide hourly budget of wrong codes is spent`;

// The legacy reset screens read a bare true/false; errors keep the adapter's error body.
export function passwordResetRoutes(app: FastifyInstance, deps: Deps) {
  const api = typed(app);
  api.get(
    '/forgotPassword/:email',
    operation(deps, 'public', {
      summary: 'E-mail a 12-digit reset code (shown as 1234 5678 9012; valid 15 minutes, 5 attempts). false: no account with this e-mail.',
      tags: ['password reset'],
      params: z.object({ email: z.string().meta({ format: 'email' }) }),
      response: {
        200: bool('true: code sent; false: account not found'),
        400: badInput,
        429: refusal(`${perAddress}, or 3 codes an hour for this e-mail already sent`),
      },
    }),
    async (req, reply) => {
      const { sent } = await (await callerFor(deps, req)).auth.forgotPassword({ email: req.params.email });
      return reply.send(sent);
    },
  );

  // The legacy call has only the code; `?email=` narrows it to one account.
  api.get(
    '/forgotPassword/resetCode/:code',
    operation(deps, 'public', {
      summary: 'Verify a reset code (spaces and dashes ignored). Send ?email= to check it against that account only.',
      tags: ['password reset'],
      params: z.object({ code: z.string().meta({ pattern: '^[\\d -]+$', example: '1234-5678-9012' }) }),
      querystring: z.object({ email: text.optional().meta({ format: 'email' }) }),
      response: { 200: bool('true: verified; false: wrong, expired, used or exhausted code'), 400: badInput, 429: refusal(codeOnly) },
    }),
    async (req, reply) => {
      const { email } = req.query;
      let verified = true;
      try {
        await (await callerFor(deps, req)).auth.verifyResetCode({ code: req.params.code, ...(email !== undefined ? { email } : {}) });
      } catch (error) {
        if (!(error instanceof TRPCError && error.message === resetMessages.verifyFailed)) throw error;
        verified = false;
      }
      return reply.send(verified);
    },
  );

  // The legacy body has no confirmation field: the one password is both.
  api.put(
    '/forgotPassword/updatePassword',
    operation(deps, 'public', {
      summary: 'Set a new password with a verified code; every session of the account ends',
      tags: ['password reset'],
      body: legacyBody(
        // Both required, refused by the procedure with its own message ("Reset code missing!").
        z
          .object({
            resetCode: text.optional().meta({ description: 'the code from the e-mail' }),
            password: text.optional().meta({ description: 'the new password (the password rule applies)' }),
            email: text.optional().meta({ format: 'email' }),
          })
          .meta({ required: ['resetCode', 'password'] }),
      ),
      response: { 200: bool('Password updated'), 400: refusal(`${resetMessages.codeNotFound}, or the password rule`), 429: refusal(codeOnly) },
    }),
    async (req, reply) => {
      const { resetCode, password = '', email } = req.body;
      await (
        await callerFor(deps, req)
      ).auth.updatePassword({
        code: resetCode ?? '',
        password,
        confirmPassword: password,
        ...(email !== undefined ? { email } : {}),
      });
      return reply.send(true);
    },
  );
}

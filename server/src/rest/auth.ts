import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginInput, registerInput, type LegacyLoginResponse, type SessionUser } from '@nimbus/shared/auth';
import { ROLES } from '@nimbus/shared/enums';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { operation, typed } from './route.ts';
import { badInput, refusal } from './schemas.ts';

/** The old backend's login answer: the token and usersModel (id, role). */
function toLegacyLogin(answer: { token: string | null; user: SessionUser }): LegacyLoginResponse {
  // The REST caller has no reply to set cookies on, so its session is always a bearer token.
  if (answer.token === null) throw new Error('A REST login must answer a bearer token');
  return { token: answer.token, usersModel: { id: answer.user.id, role: answer.user.role } };
}

const loginAnswer = z.object({
  token: z.string().meta({
    description: 'JWT bearer token, valid for TOKEN_TTL_SECONDS (1 hour by default); its payload carries exp in seconds. Log in again after exp.',
  }),
  usersModel: z.object({ id: z.number().int(), role: z.enum(ROLES) }),
});
const tooMany = (description: string) => refusal(description);

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const api = typed(app);
  api.post(
    '/register',
    operation(deps, 'public', {
      summary: 'Register a customer (role USER)',
      tags: ['auth'],
      body: registerInput,
      response: {
        201: loginAnswer.meta({ description: 'Registered and logged in' }),
        400: badInput,
        409: refusal('E-mail already registered'),
        429: tooMany('5 accounts an hour from one address already registered'),
      },
    }),
    async (req, reply) => {
      const session = await (await callerFor(deps, req)).auth.register(req.body);
      return reply.status(201).send(toLegacyLogin(session));
    },
  );

  api.post(
    '/login',
    operation(deps, 'public', {
      summary: 'Log in',
      tags: ['auth'],
      body: loginInput,
      response: {
        200: loginAnswer.meta({ description: 'Token and user' }),
        400: badInput,
        401: refusal(
          'Invalid email or password; or, for an account with two-factor authentication, "Two-factor code required" (reason TWO_FACTOR_REQUIRED: send `totpCode`) or a wrong code (reason TWO_FACTOR_INVALID)',
        ),
        403: refusal('Your account is suspended'),
        429: tooMany(
          'Too many attempts from this address, or too many failed attempts on this account: the message says how long to wait (after 5 failures the waits double from 1 second; after 20 the account is locked for 15 minutes, and a password reset lifts it)',
        ),
      },
    }),
    async (req) => toLegacyLogin(await (await callerFor(deps, req)).auth.login(req.body)),
  );

  // Ends the bearer token's session on the server (the old backend's logout was client-only).
  api.post(
    '/logout',
    operation(deps, 'session', {
      summary: 'Log out: the bearer token stops working at once',
      tags: ['auth'],
      response: { 204: z.null().meta({ description: 'Logged out' }), 401: refusal('Session token invalid or expired') },
    }),
    async (req, reply) => {
      await (await callerFor(deps, req)).auth.logout();
      return reply.status(204).send(null);
    },
  );
}

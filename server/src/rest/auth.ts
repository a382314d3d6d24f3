import type { FastifyInstance } from 'fastify';
import type { LegacyLoginResponse, SessionUser } from '@nimbus/shared/auth';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';

/** The old backend's login answer: the token and usersModel (id, role). */
function toLegacyLogin(answer: { token: string | null; user: SessionUser }): LegacyLoginResponse {
  // The REST caller has no reply to set cookies on, so its session is always a bearer token.
  if (answer.token === null) throw new Error('A REST login must answer a bearer token');
  return { token: answer.token, usersModel: { id: answer.user.id, role: answer.user.role } };
}

export function authRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/register', async (req, reply) => {
    const session = await (await callerFor(deps, req)).auth.register(req.body as never);
    return reply.status(201).send(toLegacyLogin(session));
  });

  app.post('/login', async (req) => toLegacyLogin(await (await callerFor(deps, req)).auth.login(req.body as never)));

  // Ends the bearer token's session on the server (the old backend's logout was client-only).
  app.post('/logout', async (req, reply) => {
    await (await callerFor(deps, req)).auth.logout();
    return reply.status(204).send();
  });
}

import type { FastifyInstance } from 'fastify';
import type { LegacyLoginResponse } from '@nimbus/shared/auth';
import type { Deps } from '../lib/deps.ts';
import type { Session } from '../services/auth.ts';
import { callerFor } from './caller.ts';

/** The old backend's login answer: the token and usersModel (id, role). */
function toLegacyLogin(session: Session): LegacyLoginResponse {
  return { token: session.token, usersModel: { id: session.user.id, role: session.user.role } };
}

export function authRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/register', async (req, reply) => {
    const session = await (await callerFor(deps, req)).auth.register(req.body as never);
    return reply.status(201).send(toLegacyLogin(session));
  });

  app.post('/login', async (req) => toLegacyLogin(await (await callerFor(deps, req)).auth.login(req.body as never)));
}

import type { FastifyInstance } from 'fastify';
import type { LegacyLoginResponse } from '@nimbus/shared/auth';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';

export function authRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/register', async (req, reply) => {
    const session = await (await callerFor(deps, req)).auth.register(req.body as never);
    const body: LegacyLoginResponse = { token: session.token, usersModel: { id: session.user.id, role: session.user.role } };
    return reply.status(201).send(body);
  });

  app.post('/login', async (req) => {
    const session = await (await callerFor(deps, req)).auth.login(req.body as never);
    const body: LegacyLoginResponse = { token: session.token, usersModel: { id: session.user.id, role: session.user.role } };
    return body;
  });
}

import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import { legacySubscriptionUpdate, type LegacySubscription, type MySubscription } from '@nimbus/shared/subscriptions';
import type { Deps } from '../lib/deps.ts';
import { staffCallerFor } from './actor.ts';
import { callerFor } from './caller.ts';
import { bodyRecord, pageQuery, pathId, sendPage } from './params.ts';

/** Specification section 3's Subscription: exactly its fields, the plan's price as a number. */
export function toLegacySubscription(subscription: MySubscription): LegacySubscription {
  return {
    id: subscription.id,
    plan: { id: subscription.plan.id, name: subscription.plan.name, price: Number(subscription.plan.price) },
    name: subscription.name,
    devices: subscription.devices,
    startDate: subscription.startDate?.toISOString() ?? null,
    endDate: subscription.endDate?.toISOString() ?? null,
    status: subscription.status,
    userName: subscription.userName,
    password: subscription.password,
  };
}

export function subscriptionRoutes(app: FastifyInstance, deps: Deps) {
  // "subscription (id, plan.id) or empty": no live subscription answers 200 with a JSON null.
  app.get('/subscriptions/user/:userId', async (req, reply) => {
    const subscription = await (await callerFor(deps, req)).subscriptions.forUser({ userId: pathId(req, 'userId') });
    return reply.type('application/json').send(JSON.stringify(subscription ? toLegacySubscription(subscription) : null));
  });

  // One array as before, capped at a page of 100 (`?page=`, `?pageSize=`, `?search=`, `?status=`); total in X-Total-Count.
  app.get('/subscriptions', async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const caller = await callerFor(deps, req);
    const page = await caller.subscriptions.list({
      pageSize: MAX_PAGE_SIZE,
      ...pageQuery(req),
      ...(typeof query.status === 'string' ? { status: query.status as never } : {}),
    });
    return sendPage(req, reply, page, toLegacySubscription);
  });

  // Active with credentials activates; Expired (credentials sent empty) deactivates.
  app.put('/subscriptions/:id', async (req) => {
    const caller = await staffCallerFor(deps, req);
    const id = pathId(req);
    const body = legacySubscriptionUpdate.safeParse(bodyRecord(req));
    if (!body.success) throw new TRPCError({ code: 'BAD_REQUEST', message: body.error.issues[0]!.message });
    const { status, userName, password } = body.data;
    const subscription =
      status === 'Active'
        ? await caller.subscriptions.activate({ id, userName: userName ?? '', password: password ?? '' })
        : await caller.subscriptions.deactivate({ id });
    return toLegacySubscription(subscription);
  });

  app.delete('/subscriptions/:id', async (req) => {
    const { message } = await (await callerFor(deps, req)).subscriptions.delete({ id: pathId(req) });
    return { message };
  });
}

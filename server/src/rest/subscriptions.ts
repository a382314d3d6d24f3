import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import { SUBSCRIPTION_STATUSES } from '@nimbus/shared/enums';
import { legacySubscriptionUpdate, subscriptionListInput, type LegacySubscription, type MySubscription } from '@nimbus/shared/subscriptions';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { sendPage } from './params.ts';
import { operation, typed } from './route.ts';
import { badInput, forbidden, isoDate, legacyBody, message, money, pagedList, PAGED_LIST, pagingQuery, pathId, refusal, signedOut } from './schemas.ts';

const legacySubscription = z.object({
  id: z.number().int(),
  plan: z.object({ id: z.number().int(), name: z.string(), price: money }),
  name: z.string().meta({ description: "the plan's name" }),
  devices: z.number().int(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  userName: z.string().nullable().meta({ description: 'streaming user name' }),
  password: z.string().nullable().meta({ description: 'streaming password (owner and staff only)' }),
});

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

const staffErrors = { 400: badInput, 401: signedOut, 403: forbidden };
const notFound = { 404: refusal('Not found, or not yours') };
const idParams = z.object({ id: pathId });

export function subscriptionRoutes(app: FastifyInstance, deps: Deps) {
  const api = typed(app);
  // "subscription (id, plan.id) or empty": no live subscription answers 200 with a JSON null.
  api.get(
    '/subscriptions/user/:userId',
    operation(deps, 'authed', {
      summary: "A customer's live subscription (that customer or staff); 200 with null when there is none",
      tags: ['subscriptions'],
      params: z.object({ userId: pathId }),
      response: { 200: legacySubscription.nullable().meta({ description: 'The subscription, or null' }), ...staffErrors, ...notFound },
    }),
    async (req, reply) => {
      const subscription = await (await callerFor(deps, req)).subscriptions.forUser({ userId: req.params.userId });
      return reply.send(subscription ? toLegacySubscription(subscription) : null);
    },
  );

  // One array as before, capped at a page of 100 (`?page=`, `?pageSize=`, `?search=`, `?status=`); total in X-Total-Count.
  api.get(
    '/subscriptions',
    operation(deps, 'staff', {
      summary: 'Live subscriptions (staff), newest first; searched across customer, e-mail, plan, status, dates, stream user name',
      tags: ['subscriptions'],
      querystring: pagingQuery(MAX_PAGE_SIZE).extend({ status: subscriptionListInput.shape.status }),
      response: { 200: pagedList(legacySubscription, PAGED_LIST), ...staffErrors },
    }),
    async (req, reply) => {
      const page = await (await callerFor(deps, req)).subscriptions.list({ ...req.query, pageSize: req.query.pageSize ?? MAX_PAGE_SIZE });
      return sendPage(req, reply, page, toLegacySubscription);
    },
  );

  // Active with credentials activates; Expired (credentials sent empty) deactivates.
  api.put(
    '/subscriptions/:id',
    operation(deps, 'staff', {
      summary: 'Activate (status Active with userName and password) or deactivate (status Expired) a subscription (staff)',
      tags: ['subscriptions'],
      params: idParams,
      body: legacyBody(legacySubscriptionUpdate),
      response: {
        200: legacySubscription.meta({ description: 'The subscription' }),
        ...staffErrors,
        ...notFound,
        409: refusal('Already Active, or not Active'),
      },
    }),
    async (req) => {
      const caller = await callerFor(deps, req);
      const { status, userName, password } = req.body;
      const subscription =
        status === 'Active'
          ? await caller.subscriptions.activate({ id: req.params.id, userName: userName ?? '', password: password ?? '' })
          : await caller.subscriptions.deactivate({ id: req.params.id });
      return toLegacySubscription(subscription);
    },
  );

  api.delete(
    '/subscriptions/:id',
    operation(deps, 'authed', {
      summary: 'Delete a subscription: the owner their own (upgrade), staff any. Soft: its payments keep the link',
      tags: ['subscriptions'],
      params: idParams,
      response: { 200: message('Subscription deleted successfully!'), ...staffErrors, ...notFound },
    }),
    async (req) => {
      const { message } = await (await callerFor(deps, req)).subscriptions.delete({ id: req.params.id });
      return { message };
    },
  );
}

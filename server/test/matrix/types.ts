import type { TestApp, TestUser } from '../harness.ts';

/** Who calls: the role matrix runs every procedure as each of these. */
export const WHO = ['anonymous', 'user', 'otherUser', 'agent', 'admin', 'suspended'] as const;
export type Who = (typeof WHO)[number];

/** 'ok' (resolves) or the TRPCError code the call must reject with. */
export type Outcome = 'ok' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_REQUEST' | 'CONFLICT' | 'PRECONDITION_FAILED';

/**
 * The fixture each call gets: the callers, freshly created per call so a mutation by one
 * caller never changes what the next one sees. `user` owns whatever `input` creates unless it
 * says otherwise; `otherUser` is a second customer.
 */
export type Fixture = {
  app: TestApp;
  users: Record<Exclude<Who, 'anonymous'>, TestUser>;
};

export type MatrixEntry = {
  /** The procedure path, as in the router: 'payments.verify'. */
  path: string;
  /** Builds the data and returns the input of the call (undefined for no input). */
  input: (fx: Fixture) => Promise<unknown> | unknown;
  expect: Record<Who, Outcome>;
};

/** Shorthands for the common rows. */
export const PUBLIC: Record<Who, Outcome> = {
  anonymous: 'ok',
  user: 'ok',
  otherUser: 'ok',
  agent: 'ok',
  admin: 'ok',
  suspended: 'ok',
};
export const ANY_USER: Record<Who, Outcome> = { ...PUBLIC, anonymous: 'UNAUTHORIZED', suspended: 'FORBIDDEN' };
export const STAFF: Record<Who, Outcome> = { ...ANY_USER, user: 'FORBIDDEN', otherUser: 'FORBIDDEN' };
export const ADMIN_ONLY: Record<Who, Outcome> = { ...STAFF, agent: 'FORBIDDEN' };
/** A customer's own resource: the owner and staff may, another customer gets NOT_FOUND. */
export const OWNER_OR_STAFF: Record<Who, Outcome> = { ...ANY_USER, otherUser: 'NOT_FOUND' };

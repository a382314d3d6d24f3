// The schema drizzle-kit and the query builder see: every table of the product.
export * from './enums.ts';
export * from './users.ts';
export * from './plans.ts';
export * from './subscriptions.ts';
export * from './payments.ts';
export * from './tickets.ts';
export * from './notifications.ts';
export * from './password-resets.ts';
export * from './audit-log.ts';
export * from './settings.ts';
export * from './email-outbox.ts';
export * from './sessions.ts';
export * from './stats.ts';
export * from './panel-actions.ts';
export * from './panel-drift.ts';
export * from './trials.ts';
export * from './relations.ts';

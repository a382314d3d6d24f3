import { createFileRoute } from '@tanstack/react-router';
import { subscriptionsRoute } from '../../lib/staff-routes.ts';

export const Route = createFileRoute('/agent/subscriptions')(subscriptionsRoute());

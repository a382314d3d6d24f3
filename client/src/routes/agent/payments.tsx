import { createFileRoute } from '@tanstack/react-router';
import { paymentsRoute } from '../../lib/staff-routes.ts';

export const Route = createFileRoute('/agent/payments')(paymentsRoute());

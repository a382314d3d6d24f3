import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../features/layout/UnfinishedPage.tsx';
import { requireRole } from '../lib/guards.ts';
import { planSearch } from '../lib/plan-search.ts';

export const Route = createFileRoute('/payment')({
  validateSearch: planSearch,
  beforeLoad: ({ context }) => requireRole(context.session, ['USER', 'ADMIN', 'AGENT']),
  component: () => <UnfinishedPage title="Payment" />,
});

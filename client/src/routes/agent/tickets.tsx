import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../../features/layout/UnfinishedPage.tsx';

export const Route = createFileRoute('/agent/tickets')({
  component: () => <UnfinishedPage title="Tickets" inPanel />,
});

import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../../features/layout/UnfinishedPage.tsx';

export const Route = createFileRoute('/admin/overview')({
  component: () => <UnfinishedPage title="Overview" inPanel />,
});

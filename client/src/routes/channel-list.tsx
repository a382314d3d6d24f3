import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../features/layout/UnfinishedPage.tsx';

export const Route = createFileRoute('/channel-list')({
  component: () => <UnfinishedPage title="Channel List" />,
});

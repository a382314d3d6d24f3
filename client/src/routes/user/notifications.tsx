import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../../features/layout/UnfinishedPage.tsx';

export const Route = createFileRoute('/user/notifications')({
  component: () => <UnfinishedPage title="Notifications" inPanel />,
});

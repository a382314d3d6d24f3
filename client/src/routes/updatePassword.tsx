import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../features/layout/UnfinishedPage.tsx';

export const Route = createFileRoute('/updatePassword')({
  component: () => <UnfinishedPage title="Update password" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../features/layout/UnfinishedPage.tsx';

export const Route = createFileRoute('/forgotPassword')({
  component: () => <UnfinishedPage title="Forgot password" />,
});

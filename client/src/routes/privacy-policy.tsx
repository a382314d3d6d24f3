import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../features/layout/UnfinishedPage.tsx';

export const Route = createFileRoute('/privacy-policy')({
  component: () => <UnfinishedPage title="Privacy Policy" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../features/layout/UnfinishedPage.tsx';

export const Route = createFileRoute('/guide')({
  component: () => <UnfinishedPage title="Beginner's Guide" />,
});

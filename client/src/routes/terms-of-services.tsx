import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../features/layout/UnfinishedPage.tsx';

export const Route = createFileRoute('/terms-of-services')({
  component: () => <UnfinishedPage title="Terms of Services" />,
});

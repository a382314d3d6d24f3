import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedPage } from '../features/layout/UnfinishedPage.tsx';

export const Route = createFileRoute('/resetCode')({
  component: () => <UnfinishedPage title="Verify reset code" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { deskRoute } from '../../lib/staff-routes.ts';

export const Route = createFileRoute('/agent/tickets')(deskRoute('agent'));

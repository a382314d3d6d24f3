import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./LazyNotifications.tsx'));

/**
 * Mantine's notifications container, loaded when the first notification is shown: the store
 * keeps it until the container mounts and shows it. Stays mounted for the exit animations.
 */
export function NotificationsHost() {
  const shown = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(false);
  if (shown && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

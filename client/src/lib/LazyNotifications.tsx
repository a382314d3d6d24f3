// Its own module, so the container lands in a chunk of its own (lib/NotificationsHost.tsx):
// importing it from the package's index would keep it with the store in the first load.
export { Notifications as default } from '@mantine/notifications';

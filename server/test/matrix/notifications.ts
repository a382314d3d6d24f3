import { notifications } from '../../src/db/schema/index.ts';
import { workerDatabase } from '../database.ts';
import type { Fixture, MatrixEntry } from './types.ts';
import { ANY_USER } from './types.ts';

/** A notification of `user`: only they may mark it; for anyone else it does not exist. */
async function usersNotification(fx: Fixture) {
  const { db } = await workerDatabase();
  await db.insert(notifications).values({ userId: fx.users.user.id, title: 'Matrix', message: 'A notification of user' });
  const caller = await fx.app.caller(fx.users.user);
  const page = await caller.notifications.list({ pageSize: 1 });
  return { id: page.items[0]!.id };
}

const ONLY_THE_OWNER = { ...ANY_USER, otherUser: 'NOT_FOUND', agent: 'NOT_FOUND', admin: 'NOT_FOUND' } as const;

// Every caller reads and marks their own rows; no role reads another's.
export const notificationsMatrix: MatrixEntry[] = [
  { path: 'notifications.list', input: () => ({}), expect: ANY_USER },
  { path: 'notifications.unreadCount', input: () => undefined, expect: ANY_USER },
  { path: 'notifications.markRead', input: usersNotification, expect: ONLY_THE_OWNER },
  { path: 'notifications.markAllRead', input: () => undefined, expect: ANY_USER },
];

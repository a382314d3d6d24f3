import { TRPCError } from '@trpc/server';
import { serviceMessages } from '@nimbus/shared/service';

/**
 * At most `slots` holders at once; others wait in order, and one that waits longer than
 * `maxWaitMs` is told the shop is busy (503) instead of queueing for ever (ADR 016).
 */
export type Bulkhead = { run<T>(work: () => Promise<T>): Promise<T>; readonly active: number; readonly waiting: number };

export function createBulkhead(slots: number, maxWaitMs: number): Bulkhead {
  let active = 0;
  const queue: { grant: () => void; timer: NodeJS.Timeout }[] = [];

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (active < slots) {
        active += 1;
        resolve();
        return;
      }
      const entry = {
        grant: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          reject(new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: serviceMessages.busy }));
        }, maxWaitMs),
      };
      queue.push(entry);
    });

  const release = () => {
    const next = queue.shift();
    if (next)
      next.grant(); // the slot passes on: active stays the same
    else active -= 1;
  };

  return {
    async run(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

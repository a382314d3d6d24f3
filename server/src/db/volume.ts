import { sql } from 'drizzle-orm';
import { COUNTRY_NAMES } from '@nimbus/shared/countries';
import { PAYMENT_METHODS, PAYMENT_STATUSES, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@nimbus/shared/enums';
import { dummyPasswordHash } from '../auth/password.ts';
import type { Db } from './client.ts';
import { payments, plans, subscriptions, ticketComments, tickets, users } from './schema/index.ts';

// Thousands of believable rows, for benchmarks and for looking at the staff screens at volume.
// Customers made here cannot log in (their password hash is a dummy).

const FIRST = ['Ava', 'Liam', 'Noah', 'Emma', 'Mia', 'Omar', 'Lena', 'Ivan', 'Sofia', 'Yuki', 'Kofi', 'Ana', 'Raj', 'Chen', 'Zoe'];
const LAST = ['Smith', 'Garcia', 'Müller', 'Rossi', 'Silva', 'Khan', 'Nguyen', 'Okafor', 'Novak', 'Haddad', 'Larsen', 'Costa'];
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108020000009077533de0000000c4944415478da63f8ffff3f0005fe02fea7356d6f0000000049454e44ae426082',
  'hex',
);

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export type Volume = { customers: number; paymentsPerCustomer: number; ticketsPerCustomer: number };

export async function addVolume(db: Db, volume: Volume, now = new Date()): Promise<void> {
  const planRows = await db.select({ id: plans.id, price: plans.price, days: plans.durationDays }).from(plans);
  if (planRows.length === 0) throw new Error('Seed the plans first');
  const hash = await dummyPasswordHash();
  const [{ start } = { start: 0 }] = await db.select({ start: sql<number>`coalesce(max(${users.id}), 0)::int` }).from(users);
  const batch = 500;
  for (let from = 0; from < volume.customers; from += batch) {
    const count = Math.min(batch, volume.customers - from);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, k) => {
          const i = start + from + k;
          return {
            email: `customer${i}@volume.example`,
            passwordHash: hash,
            firstName: pick(FIRST, i),
            lastName: pick(LAST, i * 7),
            country: pick(COUNTRY_NAMES, i * 13),
            status: i % 23 === 0 ? ('Suspend' as const) : ('Active' as const),
            createdAt: new Date(now.getTime() - (i % 400) * 86_400_000),
          };
        }),
      )
      .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });

    const subs = await db
      .insert(subscriptions)
      .values(
        created.map((user, k) => {
          const plan = pick(planRows, user.id);
          const state = pick(['Active', 'Pending', 'Expired'] as const, user.id + k);
          const startDate = new Date(now.getTime() - (user.id % 60) * 86_400_000);
          return {
            userId: user.id,
            planId: plan.id,
            status: state,
            streamUsername: state === 'Pending' ? null : `line${user.id}`,
            startDate: state === 'Pending' ? null : startDate,
            endDate: state === 'Pending' ? null : new Date(startDate.getTime() + plan.days * 86_400_000),
          };
        }),
      )
      .returning({ id: subscriptions.id, userId: subscriptions.userId, planId: subscriptions.planId });

    const paymentRows = subs.flatMap((sub, k) =>
      Array.from({ length: volume.paymentsPerCustomer }, (_, n) => {
        const user = created[k]!;
        const plan = planRows.find((p) => p.id === sub.planId)!;
        return {
          userId: sub.userId,
          planId: sub.planId,
          subscriptionId: sub.id,
          payerName: `${user.firstName} ${user.lastName}`,
          amount: plan.price,
          method: pick(PAYMENT_METHODS, sub.id + n),
          status: pick(PAYMENT_STATUSES, sub.id * 3 + n),
          receipt: PNG,
          receiptMime: 'image/png',
          receiptSize: PNG.length,
          createdAt: new Date(now.getTime() - ((sub.id * 11 + n * 31) % 365) * 86_400_000),
        };
      }),
    );
    if (paymentRows.length) await db.insert(payments).values(paymentRows);

    const ticketRows = created.flatMap((user, k) =>
      Array.from({ length: volume.ticketsPerCustomer }, (_, n) => ({
        userId: user.id,
        subject: pick(['Channels buffering', 'Cannot log in', 'Invoice request', 'EPG missing', 'Change devices'], k + n),
        message: 'Since yesterday evening the stream stops every few minutes on my TV.',
        category: pick(TICKET_CATEGORIES, k + n),
        priority: pick(TICKET_PRIORITIES, k * 3 + n),
        status: pick(TICKET_STATUSES, k + n * 2),
      })),
    );
    if (ticketRows.length) {
      const made = await db.insert(tickets).values(ticketRows).returning({ id: tickets.id, userId: tickets.userId });
      await db.insert(ticketComments).values(made.map((t) => ({ ticketId: t.id, authorId: t.userId, body: 'Any news?' })));
    }
  }
}

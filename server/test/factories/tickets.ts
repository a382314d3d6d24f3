import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TicketCategory, TicketPriority, TicketStatus } from '@nimbus/shared/enums';
import { emailOutbox, notifications, ticketComments, tickets } from '../../src/db/schema/index.ts';
import { workerDatabase } from '../database.ts';

let sequence = 0;

/** A ticket straight in the database, for tests that start from a given state. */
export async function createTicket(options: {
  /** A chosen id (far above the sequence), for a search by id that nothing else matches. */
  id?: number;
  userId: number;
  subject?: string;
  message?: string;
  category?: TicketCategory;
  priority?: TicketPriority;
  status?: TicketStatus;
  agentId?: number | null;
  createdAt?: Date;
}) {
  const { db } = await workerDatabase();
  sequence += 1;
  const [row] = await db
    .insert(tickets)
    .values({
      userId: options.userId,
      subject: options.subject ?? `Ticket ${sequence}`,
      message: options.message ?? 'The stream keeps buffering.',
      category: options.category ?? 'technical',
      priority: options.priority ?? 'MEDIUM',
      status: options.status ?? 'Open',
      agentId: options.agentId ?? null,
      ...(options.id ? { id: options.id } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: tickets.id });
  return row!;
}

export async function addComment(options: { ticketId: number; authorId: number; body: string; internal?: boolean; createdAt?: Date }) {
  const { db } = await workerDatabase();
  const [row] = await db
    .insert(ticketComments)
    .values({
      ticketId: options.ticketId,
      authorId: options.authorId,
      body: options.body,
      internal: options.internal ?? false,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: ticketComments.id });
  return row!;
}

/** What one customer has received: notifications and outbox e-mails, counted. */
export async function deliveries(user: { id: number; email: string }) {
  const { db } = await workerDatabase();
  const [notified] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, user.id));
  const [mailed] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, 'ticket-reply')));
  return { notifications: notified!.n, emails: mailed!.n };
}

export async function rowCount(table: PgTable): Promise<number> {
  const { db } = await workerDatabase();
  return (await db.select({ n: count() }).from(table))[0]!.n;
}

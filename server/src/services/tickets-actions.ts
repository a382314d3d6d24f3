import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { TicketStatus } from '@nimbus/shared/enums';
import { canMoveTicket, ticketMessages, transitionRefused, type CreateTicketValues, type TicketDetail, type TicketRow } from '@nimbus/shared/tickets';
import type { Tx } from '../db/client.ts';
import { ticketComments, tickets } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudit } from './audit.ts';
import { alertStaff } from './telegram/outbox.ts';
import { ticketChanged } from './tickets-events.ts';
import { ticketDetail, ticketRow } from './tickets.ts';

/** Opens a ticket for the caller; a legacy path naming another account is refused. */
export async function createTicket(deps: Deps, actor: AuthUser, input: CreateTicketValues): Promise<TicketRow> {
  if (input.userId !== undefined && input.userId !== actor.id) throw new TRPCError({ code: 'FORBIDDEN', message: ticketMessages.notYours });
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tickets)
      .values({ userId: actor.id, subject: input.subject, message: input.message, category: input.category, priority: input.priority, createdAt: deps.now() })
      .returning({ id: tickets.id });
    // The staff chat hears of it in the same transaction (ADR 045).
    await alertStaff(tx, `New ticket #${row!.id}`, `${input.subject} (${input.category}, ${input.priority.toLowerCase()} priority)`, '/admin/support');
    return row!.id;
  });
  return ticketRow(deps.db, id);
}

/** Locks the ticket for the rest of the transaction: two staff acting at once take turns. */
async function lockTicket(tx: Tx, id: number) {
  const [ticket] = await tx
    .select({ id: tickets.id, userId: tickets.userId, subject: tickets.subject, status: tickets.status, agentId: tickets.agentId })
    .from(tickets)
    .where(eq(tickets.id, id))
    .for('update');
  return ticket ?? null;
}

/** The owner answers on their own ticket while it is not Resolved; staff see it in the history (no notification). */
export async function replyToTicket(deps: Deps, actor: AuthUser, input: { id: number; body: string }): Promise<TicketDetail> {
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, input.id);
    if (!ticket || ticket.userId !== actor.id) throw new TRPCError({ code: 'NOT_FOUND', message: ticketMessages.notFound });
    if (ticket.status === 'Resolved') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: ticketMessages.resolved });
    await tx.insert(ticketComments).values({ ticketId: ticket.id, authorId: actor.id, body: input.body, createdAt: deps.now() });
    await tx.update(tickets).set({ updatedAt: deps.now() }).where(eq(tickets.id, ticket.id));
    return ticketDetail(tx, actor, ticket.id);
  });
}

/**
 * Staff change the status and/or comment (sent together). The actor becomes the ticket's agent
 * (DESIGN: the staff member who last changed it); the audit row keeps the before and after.
 */
export async function updateTicket(
  deps: Deps,
  actor: AuthUser,
  input: { id: number; status: TicketStatus; comment?: string | undefined; internal: boolean },
): Promise<TicketDetail> {
  const body = input.comment?.trim() || null;
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, input.id);
    if (!ticket) throw new TRPCError({ code: 'NOT_FOUND', message: ticketMessages.notFound });
    if (ticket.status === input.status && !body) throw new TRPCError({ code: 'BAD_REQUEST', message: ticketMessages.nothingToUpdate });
    if (!canMoveTicket(ticket.status, input.status)) {
      throw new TRPCError({ code: 'CONFLICT', message: transitionRefused(ticket.status, input.status) });
    }
    await tx.update(tickets).set({ status: input.status, agentId: actor.id, updatedAt: deps.now() }).where(eq(tickets.id, ticket.id));
    const [comment] = body
      ? await tx
          .insert(ticketComments)
          .values({ ticketId: ticket.id, authorId: actor.id, body, internal: input.internal, createdAt: deps.now() })
          .returning({ id: ticketComments.id })
      : [];
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'ticket.update',
      entity: 'ticket',
      entityId: ticket.id,
      before: { status: ticket.status, agentId: ticket.agentId },
      after: { status: input.status, agentId: actor.id, commentId: comment?.id ?? null, internal: comment ? input.internal : null },
    });
    await ticketChanged(tx, deps.env, {
      ticket,
      from: ticket.status,
      to: input.status,
      comment: body ? { body, internal: input.internal } : null,
    });
    return ticketDetail(tx, actor, ticket.id);
  });
}

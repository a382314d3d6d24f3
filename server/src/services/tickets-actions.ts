import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { TicketStatus } from '@nimbus/shared/enums';
import { canMoveTicket, ticketMessages, transitionRefused, type CreateTicketValues, type TicketDetail, type TicketRow } from '@nimbus/shared/tickets';
import type { Tx } from '../db/client.ts';
import { ticketComments, tickets } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { attachmentMessages } from '@nimbus/shared/ticket-attachments';
import { recordAudit } from './audit.ts';
import { bindAttachments } from './ticket-attachments.ts';
import { alertStaff } from './telegram/outbox.ts';
import { ticketChanged } from './tickets-events.ts';
import { emitWebhooks } from './webhooks/emit.ts';
import { ticketDetail, ticketRow } from './tickets.ts';

/** Opens a ticket for the caller, with the files uploaded for it; a legacy path naming another account is refused. */
export async function createTicket(
  deps: Deps,
  actor: AuthUser,
  input: Omit<CreateTicketValues, 'attachments'> & { attachments?: number[] | undefined },
): Promise<TicketRow> {
  if (input.userId !== undefined && input.userId !== actor.id) throw new TRPCError({ code: 'FORBIDDEN', message: ticketMessages.notYours });
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tickets)
      .values({ userId: actor.id, subject: input.subject, message: input.message, category: input.category, priority: input.priority, createdAt: deps.now() })
      .returning({ id: tickets.id });
    await bindAttachments(tx, actor, input.attachments ?? [], { ticketId: row!.id, commentId: null });
    await emitWebhooks(tx, deps.now(), [
      { type: 'ticket.opened', data: { ticketId: row!.id, userId: actor.id, subject: input.subject, category: input.category, priority: input.priority } },
    ]);
    // The staff chat hears of it in the same transaction (ADR 045).
    await alertStaff(tx, {
      title: 'telegram:staff.newTicket.title',
      message: 'telegram:staff.newTicket.message',
      values: { id: row!.id, subject: input.subject, category: input.category, priority: input.priority.toLowerCase() },
      link: '/admin/support',
    });
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
export async function replyToTicket(
  deps: Deps,
  actor: AuthUser,
  input: { id: number; body: string; attachments?: number[] | undefined },
): Promise<TicketDetail> {
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, input.id);
    if (!ticket || ticket.userId !== actor.id) throw new TRPCError({ code: 'NOT_FOUND', message: ticketMessages.notFound });
    if (ticket.status === 'Resolved') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: ticketMessages.resolved });
    const [comment] = await tx
      .insert(ticketComments)
      .values({ ticketId: ticket.id, authorId: actor.id, body: input.body, createdAt: deps.now() })
      .returning({ id: ticketComments.id });
    await bindAttachments(tx, actor, input.attachments ?? [], { ticketId: ticket.id, commentId: comment!.id });
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
  input: { id: number; status: TicketStatus; comment?: string | undefined; internal: boolean; attachments?: number[] | undefined },
): Promise<TicketDetail> {
  const body = input.comment?.trim() || null;
  const files = input.attachments ?? [];
  // Files go with a comment (a reply or a note), never on their own.
  if (files.length > 0 && !body) throw new TRPCError({ code: 'BAD_REQUEST', message: attachmentMessages.needsText });
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
    if (comment) await bindAttachments(tx, actor, files, { ticketId: ticket.id, commentId: comment.id });
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
    // An internal note is staff business: only a reply the customer reads answers the ticket.
    if (comment && !input.internal) {
      await emitWebhooks(tx, deps.now(), [
        { type: 'ticket.answered', data: { ticketId: ticket.id, userId: ticket.userId, commentId: comment.id, status: input.status, reply: body } },
      ]);
    }
    return ticketDetail(tx, actor, ticket.id);
  });
}

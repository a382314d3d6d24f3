import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isStaffRole, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@nimbus/shared/enums';
import type { Page } from '@nimbus/shared/paging';
import { ticketMessages, type TicketComment, type TicketDetail, type TicketListInput, type TicketRow } from '@nimbus/shared/tickets';
import type { DbOrTx } from '../db/client.ts';
import { ticketComments, tickets, ticketSearchText, users, userSearchText, waitingForStaff } from '../db/schema/index.ts';
import { keysetPage, pageKey, type KeysetInput } from '../lib/paging.ts';
import { contains, dateText, enumText, idEquals, searchArms } from '../lib/search.ts';
import type { AuthUser } from '../trpc/context.ts';
import { attachmentsOfTicket } from './ticket-attachments.ts';
import { staffNamed } from './users.ts';

export type TicketQuery = KeysetInput & { search: string } & Pick<TicketListInput, 'status' | 'priority' | 'waiting'>;

const customer = alias(users, 'customer');
const agent = alias(users, 'agent');
const customerName = sql<string>`trim(${customer.firstName} || ' ' || ${customer.lastName})`;
const agentName = sql<string | null>`nullif(trim(${agent.firstName} || ' ' || ${agent.lastName}), '')`;

// What the customer sees of the history: replies on both sides, never an internal note. Rows are
// built from this alone, so a row shows the same thing to a customer and to staff.
const visibleComment = sql`${ticketComments.ticketId} = ${tickets.id} and not ${ticketComments.internal}`;
// A staff reply is any visible comment not written by the ticket's owner.
const latestStaffReply = sql<string>`coalesce((select ${ticketComments.body} from ${ticketComments}
  where ${visibleComment} and ${ticketComments.authorId} <> ${tickets.userId}
  order by ${ticketComments.createdAt} desc, ${ticketComments.id} desc limit 1), '')`;
const visibleCount = sql<number>`(select count(*)::int from ${ticketComments} where ${visibleComment})`;
// The newest visible comment, else the opening (a few entries of ticket_comments_ticket_idx).
// Internal notes do not count: the customer receives the same row, and must not learn of them.
const lastActivity = sql<Date>`coalesce((select max(${ticketComments.createdAt}) from ${ticketComments}
  where ${visibleComment}), ${tickets.createdAt})`.mapWith(tickets.createdAt);

const rowColumns = {
  ticketId: tickets.id,
  subject: tickets.subject,
  message: tickets.message,
  category: tickets.category,
  priority: tickets.priority,
  status: tickets.status,
  userName: customerName,
  agentName,
  createdDate: tickets.createdAt,
  comments: latestStaffReply,
  commentCount: visibleCount,
  lastActivity,
  waitingForStaff: sql<boolean>`${waitingForStaff(tickets)}`.mapWith(Boolean),
};

const onCustomer = eq(customer.id, tickets.userId);
const onAgent = eq(agent.id, tickets.agentId);

/**
 * "Search filters across all fields" (specification section 9), one arm per field on its own
 * index: the number, subject and message, the customer (the users' trigram index), the agent,
 * status, priority, category, date, and the replies the customer sees.
 */
async function searchOf(db: DbOrTx, search: string) {
  const agents = await staffNamed(db, search);
  return searchArms(search, [
    idEquals(tickets.id),
    contains(ticketSearchText(tickets)),
    (term) => sql`${tickets.userId} in (select ${users.id} from ${users} where ${contains(userSearchText(users))(term)})`,
    () => (agents.length ? inArray(tickets.agentId, agents) : undefined),
    enumText(tickets.status, TICKET_STATUSES),
    enumText(tickets.priority, TICKET_PRIORITIES),
    enumText(tickets.category, TICKET_CATEGORIES),
    dateText(tickets.createdAt),
    (term) =>
      sql`${tickets.id} in (select ${ticketComments.ticketId} from ${ticketComments}
          where not ${ticketComments.internal} and ${contains(ticketComments.body)(term)})`,
  ]);
}

/** A page of tickets, newest first; `ownerId` narrows it to one customer's. */
export async function listTickets(db: DbOrTx, input: TicketQuery, ownerId?: number): Promise<Page<TicketRow>> {
  return keysetPage(
    db,
    {
      table: tickets,
      createdAt: tickets.createdAt,
      id: tickets.id,
      where: and(
        ownerId === undefined ? undefined : eq(tickets.userId, ownerId),
        input.status ? eq(tickets.status, input.status) : undefined,
        input.priority ? eq(tickets.priority, input.priority) : undefined,
        input.waiting ? waitingForStaff(tickets) : undefined,
      ),
      arms: await searchOf(db, input.search),
      rows: (ids) =>
        db
          .select({ ...rowColumns, ...pageKey(tickets.id, tickets.createdAt) })
          .from(tickets)
          .innerJoin(customer, onCustomer)
          .leftJoin(agent, onAgent)
          .where(inArray(tickets.id, ids)),
    },
    input,
  );
}

/** A customer's tickets: that customer or staff; another customer is told they do not exist. */
export function ticketsOfUser(db: DbOrTx, actor: AuthUser, input: TicketQuery & { userId: number }): Promise<Page<TicketRow>> {
  if (input.userId !== actor.id && !isStaffRole(actor.role)) throw new TRPCError({ code: 'NOT_FOUND', message: ticketMessages.notFound });
  return listTickets(db, input, input.userId);
}

/** One row with its owner's id (for the ownership check), or null. */
async function findRow(db: DbOrTx, id: number): Promise<(TicketRow & { userId: number }) | null> {
  const [row] = await db
    .select({ ...rowColumns, userId: tickets.userId })
    .from(tickets)
    .innerJoin(customer, onCustomer)
    .leftJoin(agent, onAgent)
    .where(eq(tickets.id, id))
    .limit(1);
  return row ?? null;
}

/** One ticket as a table row (a new or just-changed ticket, already checked). */
export async function ticketRow(db: DbOrTx, id: number): Promise<TicketRow> {
  const found = await findRow(db, id);
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: ticketMessages.notFound });
  const { userId: _owner, ...row } = found;
  return row;
}

/** The ticket and its history, with their files, for its owner or staff; internal notes (and their files) only for staff. */
export async function ticketDetail(db: DbOrTx, actor: AuthUser, id: number): Promise<TicketDetail> {
  const found = await findRow(db, id);
  const staff = isStaffRole(actor.role);
  if (!found || (found.userId !== actor.id && !staff)) throw new TRPCError({ code: 'NOT_FOUND', message: ticketMessages.notFound });
  const { userId: _owner, ...row } = found;
  const comments = await db
    .select({
      id: ticketComments.id,
      authorName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      authorRole: users.role,
      body: ticketComments.body,
      date: ticketComments.createdAt,
      internal: ticketComments.internal,
    })
    .from(ticketComments)
    .innerJoin(users, eq(users.id, ticketComments.authorId))
    .where(and(eq(ticketComments.ticketId, id), staff ? undefined : eq(ticketComments.internal, false)))
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
  const files = await attachmentsOfTicket(db, id, staff);
  const history: TicketComment[] = comments.map((comment) => ({ ...comment, attachments: files.get(comment.id) ?? [] }));
  return { ...row, history, attachments: files.get(null) ?? [] };
}

import { idInput } from '@nimbus/shared/ids';
import { createTicketInput, ticketListInput, ticketReplyInput, ticketUpdateInput, userTicketsInput } from '@nimbus/shared/tickets';
import { createTicket, replyToTicket, updateTicket } from '../services/tickets-actions.ts';
import { listTickets, ticketDetail, ticketsOfUser } from '../services/tickets.ts';
import { authedProcedure, customerProcedure, router, staffList, staffProcedure } from '../trpc/init.ts';

// Customers open and answer their own tickets; staff answer through `update`, which also moves
// the status. Every row a customer receives is free of internal notes (services/tickets.ts).
export const ticketsRouter = router({
  create: customerProcedure.input(createTicketInput).mutation(({ ctx, input }) => createTicket(ctx, ctx.user, input)),
  /** The caller's own tickets (the customer's Support table). */
  mine: customerProcedure.input(ticketListInput).query(({ ctx, input }) => listTickets(ctx.db, input, ctx.user.id)),
  /** One customer's tickets: that customer or staff (legacy `GET /support-tickets/user/{userId}`). */
  forUser: authedProcedure.input(userTicketsInput).query(({ ctx, input }) => ticketsOfUser(ctx.db, ctx.user, input)),
  /** A ticket with its history: its owner (no internal notes) or staff. */
  byId: authedProcedure.input(idInput).query(({ ctx, input }) => ticketDetail(ctx.db, ctx.user, input.id)),
  reply: customerProcedure.input(ticketReplyInput).mutation(({ ctx, input }) => replyToTicket(ctx, ctx.user, input)),
  list: staffProcedure
    .input(ticketListInput)
    .use(staffList(['tickets', 'ticket_comments', 'users']))
    .query(({ ctx, input }) => listTickets(ctx.db, input)),
  update: staffProcedure.input(ticketUpdateInput).mutation(({ ctx, input }) => updateTicket(ctx, ctx.user, input)),
});

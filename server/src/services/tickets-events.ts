import { eq } from 'drizzle-orm';
import type { TicketStatus } from '@nimbus/shared/enums';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { enqueueEmail } from './email/outbox.ts';
import { notify } from './notifications.ts';

export type TicketChange = {
  ticket: { id: number; userId: number; subject: string };
  from: TicketStatus;
  to: TicketStatus;
  /** The staff comment sent with the change, if any. */
  comment: { body: string; internal: boolean } | null;
};

const SUPPORT_LINK = '/user/support';

/**
 * Tells the ticket's owner about a staff change, inside the change's transaction: one
 * notification when the status moved or staff replied, and one e-mail for a reply. An internal
 * note alone is staff business: the customer hears nothing of it.
 */
export async function ticketChanged(tx: DbOrTx, env: Pick<Env, 'PUBLIC_URL'>, change: TicketChange): Promise<void> {
  const { ticket, from, to } = change;
  const reply = change.comment && !change.comment.internal ? change.comment.body : null;
  const moved = from !== to;
  if (!moved && !reply) return;

  const [owner] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt, language: users.language })
    .from(users)
    .where(eq(users.id, ticket.userId));
  // A deleted account cannot read either, and its e-mail address is gone.
  if (!owner || owner.deletedAt) return;

  await notify(tx, ticket.userId, {
    kind: 'ticketChanged',
    params: { ticketId: ticket.id, subject: ticket.subject, status: moved ? to : null, reply },
    link: SUPPORT_LINK,
  });
  if (reply) {
    const name = `${owner.firstName} ${owner.lastName}`.trim();
    await enqueueEmail(tx, env, { to: owner.email, language: owner.language }, 'ticket-reply', {
      name,
      ticketId: ticket.id,
      subject: ticket.subject,
      reply,
      status: to,
    });
  }
}

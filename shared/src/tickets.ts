import { z } from './zod.ts';
import { TICKET_MESSAGE_MAX } from './constants.ts';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, type Role, type TicketCategory, type TicketPriority, type TicketStatus } from './enums.ts';
import { groupThousands } from './format.ts';
import { recordId } from './ids.ts';
import { TICKET_STATUS_LABELS } from './labels.ts';
import { fillMessage } from './message-text.ts';
import { paged, pageFields } from './paging.ts';
import { attachmentIdsField, type TicketAttachment } from './ticket-attachments.ts';

export const TICKET_SUBJECT_MAX = 120;
const TEXT_MAX = groupThousands(TICKET_MESSAGE_MAX);
/** One limit for the message, staff comments and customer replies (DESIGN.md's 200 was too short for real tickets). */
export const TICKET_COMMENT_MAX = TICKET_MESSAGE_MAX;

// The specification's copy (sections 5 and 8); each field keeps its own clear message, and
// `formInvalid` is the summary the form shows on an invalid submit.
export const ticketMessages = {
  formInvalid: 'Please fill all required fields.',
  subjectRequired: 'Subject is required.',
  subjectMax: `Subject must be at most ${TICKET_SUBJECT_MAX} characters.`,
  messageRequired: 'Message is required.',
  messageMax: `Message must be at most ${TEXT_MAX} characters.`,
  categoryRequired: 'Please choose a category.',
  priorityRequired: 'Please choose a priority.',
  created: 'Ticket created successfully',
  createFailed: 'Failed to create ticket',
  updated: 'Ticket updated successfully',
  updateFailed: 'Could not update ticket. Try again.',
  statusRequired: 'Status must be Open, InProgress or Resolved',
  commentMax: `Comment must be at most ${TEXT_MAX} characters.`,
  replyRequired: 'Write a reply first.',
  replyMax: `Reply must be at most ${TEXT_MAX} characters.`,
  nothingToUpdate: 'Change the status or write a comment.',
  resolved: 'This ticket is resolved. Open a new ticket if you still need help.',
  notYours: 'You can only open tickets for your own account',
  notFound: 'Ticket not found',
  // Template (fillMessage): { from, to }, the statuses' labels.
  transitionRefused: 'A ticket that is {{from}} cannot be set to {{to}}.',
} as const;

export { TICKET_STATUS_LABELS };

/**
 * Where staff may move a ticket: Open is picked up (InProgress) or answered at once (Resolved);
 * a Resolved ticket is reopened as InProgress. Keeping the status while commenting is always allowed.
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  Open: ['InProgress', 'Resolved'],
  InProgress: ['Resolved'],
  Resolved: ['InProgress'],
};

export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return from === to || TICKET_TRANSITIONS[from].includes(to);
}

export function transitionRefused(from: TicketStatus, to: TicketStatus): string {
  return fillMessage(ticketMessages.transitionRefused, { from: TICKET_STATUS_LABELS[from], to: TICKET_STATUS_LABELS[to] });
}

/** The ticket form (specification section 5); the same schema checks the server's input. */
export const ticketInput = z.object({
  subject: z.string({ error: ticketMessages.subjectRequired }).trim().min(1, ticketMessages.subjectRequired).max(TICKET_SUBJECT_MAX, ticketMessages.subjectMax),
  message: z.string({ error: ticketMessages.messageRequired }).trim().min(1, ticketMessages.messageRequired).max(TICKET_MESSAGE_MAX, ticketMessages.messageMax),
  category: z.enum(TICKET_CATEGORIES, { error: ticketMessages.categoryRequired }),
  priority: z.enum(TICKET_PRIORITIES, { error: ticketMessages.priorityRequired }),
});
export type TicketInput = z.input<typeof ticketInput>;

/** `userId` comes from the legacy path `POST /support-tickets/{userId}`: only the caller's own. */
export const createTicketInput = ticketInput.extend({ userId: recordId.optional(), attachments: attachmentIdsField });
export type CreateTicketInput = z.input<typeof createTicketInput>;
export type CreateTicketValues = z.output<typeof createTicketInput>;

/** Staff: status and comment are sent together; an empty comment is none. */
export const ticketUpdateInput = z.object({
  id: recordId,
  status: z.enum(TICKET_STATUSES, { error: ticketMessages.statusRequired }),
  comment: z.string().trim().max(TICKET_COMMENT_MAX, ticketMessages.commentMax).optional(),
  /** An internal note is for staff only: the customer never sees it, nor hears of it. */
  internal: z.boolean().default(false),
  /** Files uploaded first; they go with the comment (a note's files stay staff-only). */
  attachments: attachmentIdsField,
});
export type TicketUpdateInput = z.input<typeof ticketUpdateInput>;

/** The customer's reply to their own ticket. */
export const ticketReplyInput = z.object({
  id: recordId,
  body: z.string({ error: ticketMessages.replyRequired }).trim().min(1, ticketMessages.replyRequired).max(TICKET_COMMENT_MAX, ticketMessages.replyMax),
  attachments: attachmentIdsField,
});
export type TicketReplyInput = z.input<typeof ticketReplyInput>;

const ticketListFields = pageFields.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  /** Only tickets waiting for staff: not Resolved, and the customer spoke last or no one answered. */
  waiting: z.boolean().optional(),
});
export const ticketListInput = paged(ticketListFields);
export type TicketListInput = z.input<typeof ticketListInput>;

/** One customer's tickets: that customer or staff (legacy `GET /support-tickets/user/{userId}`). */
export const userTicketsInput = paged(ticketListFields.extend({ userId: recordId }));
export type UserTicketsInput = z.input<typeof userTicketsInput>;

/** Legacy `PUT /support-tickets/{ticketId}` body: `comments` is the staff comment sent with the status. */
export const legacyTicketUpdate = z.object({
  status: z.enum(TICKET_STATUSES, { error: ticketMessages.statusRequired }),
  comments: z.string().max(TICKET_COMMENT_MAX, ticketMessages.commentMax).nullish(),
  internal: z.boolean().optional(),
});

/**
 * A row of the tickets table (ID, subject, customer, agent, status, priority, created, agent
 * comments). `comments` is the latest staff reply the customer sees ('' when none) and
 * `commentCount` counts only what the customer sees: internal notes never reach a row.
 */
export type TicketRow = {
  ticketId: number;
  subject: string;
  message: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  userName: string;
  agentName: string | null;
  createdDate: Date;
  comments: string;
  commentCount: number;
  /** The latest visible comment's time (never an internal note's), or the ticket's creation when none. */
  lastActivity: Date;
  /** Not Resolved, and the customer spoke last (or no one has answered yet). */
  waitingForStaff: boolean;
};

export type TicketComment = {
  id: number;
  authorName: string;
  authorRole: Role;
  body: string;
  date: Date;
  internal: boolean;
  attachments: TicketAttachment[];
};

/**
 * One ticket with its comment history, oldest first; a customer's copy has no internal notes nor
 * their files. `attachments` are the files of the opening message.
 */
export type TicketDetail = TicketRow & { history: TicketComment[]; attachments: TicketAttachment[] };

/** Legacy support ticket (specification section 3): exactly its fields, dates as ISO strings. */
export type LegacyTicket = Omit<TicketRow, 'createdDate' | 'commentCount' | 'lastActivity' | 'waitingForStaff'> & { createdDate: string };

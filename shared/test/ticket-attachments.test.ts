import { describe, expect, it } from 'vitest';
import { createTicketInput, ticketReplyInput, ticketUpdateInput } from '../src/tickets.ts';
import { attachmentMessages, attachmentProblem, TICKET_ATTACHMENT_MAX_BYTES } from '../src/ticket-attachments.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('a picked attachment, before it is sent', () => {
  it('takes a PNG up to 2 MB and refuses one byte more, an empty file, and a page named .png', () => {
    expect(attachmentProblem({ size: TICKET_ATTACHMENT_MAX_BYTES }, PNG)).toBeNull();
    expect(attachmentProblem({ size: TICKET_ATTACHMENT_MAX_BYTES + 1 }, PNG)).toBe(attachmentMessages.tooLarge);
    expect(attachmentProblem({ size: 0 }, PNG)).toBe(attachmentMessages.empty);
    expect(
      attachmentProblem(
        { size: 40 },
        Uint8Array.from('<html><body>', (char) => char.charCodeAt(0)),
      ),
    ).toBe(attachmentMessages.type);
  });

  it('a message carries 3 files at most, and none by default', () => {
    const ticket = { subject: 'A', message: 'B', category: 'technical', priority: 'LOW' } as const;
    expect(createTicketInput.parse(ticket).attachments).toEqual([]);
    expect(createTicketInput.safeParse({ ...ticket, attachments: [1, 2, 3] }).success).toBe(true);
    expect(createTicketInput.safeParse({ ...ticket, attachments: [1, 2, 3, 4] }).error?.issues[0]?.message).toBe(attachmentMessages.tooMany);
    expect(ticketReplyInput.safeParse({ id: 1, body: 'x', attachments: [1, 2, 3, 4] }).success).toBe(false);
    expect(ticketUpdateInput.safeParse({ id: 1, status: 'Open', comment: 'x', attachments: [1, 2, 3, 4] }).success).toBe(false);
  });
});

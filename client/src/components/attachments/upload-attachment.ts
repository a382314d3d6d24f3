import { attachmentMessages, type TicketAttachment } from '@nimbus/shared/ticket-attachments';
import { CSRF_HEADER } from '@nimbus/shared/sessions';
import { RestError } from '../../lib/errors.ts';
import { currentCsrfToken } from '../../lib/session-store.ts';

/**
 * Uploads one file for a ticket message (`POST /api/tickets/attachments`); the message then
 * names it by id. A refusal rejects with a RestError carrying the server's message.
 */
export async function uploadAttachment(file: File, signal?: AbortSignal): Promise<TicketAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  const csrf = currentCsrfToken();
  let response: Response;
  try {
    response = await fetch('/api/tickets/attachments', { method: 'POST', body: form, headers: csrf ? { [CSRF_HEADER]: csrf } : {}, signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(attachmentMessages.uploadFailed);
  }
  const body = (await response.json().catch(() => null)) as (TicketAttachment & { message?: string }) | null;
  if (!response.ok) throw new RestError(response.status, typeof body?.message === 'string' ? body.message : attachmentMessages.uploadFailed);
  return body as TicketAttachment;
}

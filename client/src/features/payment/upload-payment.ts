import type { PaymentMethod } from '@nimbus/shared/enums';
import { CSRF_HEADER } from '@nimbus/shared/sessions';
import { usePaymentText } from '../../i18n/en/payment.ts';
import { RestError } from '../../lib/errors.ts';

export type PaymentUpload = {
  /** The session cookie goes by itself; the CSRF header proves the page sent it. */
  csrfToken: string | null;
  userId: number;
  planId: number;
  /** The price the customer saw; the server refuses it if the plan's price has changed. */
  amount: string;
  method: PaymentMethod;
  receipt: File;
  idempotencyKey: string;
  /** An applied coupon; none: the full price. */
  couponCode?: string | undefined;
  /** The order reference the page showed (ADR 038); null when it could not be reserved. */
  reference: string | null;
  /** The transaction id or hash, trimmed; empty for none. */
  transactionRef: string;
  onProgress: (percent: number) => void;
};

/** The answer of `POST /api/payments/save` (legacy list item plus what comes next). */
export type SubmittedPayment = { id: number; status: string; planName: string; subscriptionId: number; message: string };

/**
 * Sends the payment as multipart to the REST adapter. XMLHttpRequest rather than fetch: only it
 * reports upload progress. A refusal rejects with a RestError carrying the server's message; a
 * network failure with a plain Error (the screen then shows the specification's fallback).
 */
export function uploadPayment(upload: PaymentUpload): Promise<SubmittedPayment> {
  const form = new FormData();
  form.append('userId', String(upload.userId));
  form.append('planId', String(upload.planId));
  form.append('amount', upload.amount);
  form.append('method', upload.method);
  if (upload.couponCode) form.append('couponCode', upload.couponCode);
  if (upload.reference) form.append('reference', upload.reference);
  if (upload.transactionRef) form.append('transactionRef', upload.transactionRef);
  form.append('receipt', upload.receipt, upload.receipt.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/payments/save');
    if (upload.csrfToken) xhr.setRequestHeader(CSRF_HEADER, upload.csrfToken);
    xhr.setRequestHeader('Idempotency-Key', upload.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as SubmittedPayment);
        return;
      }
      const message = typeof body?.message === 'string' ? body.message : xhr.statusText;
      reject(new RestError(xhr.status, message));
    };
    xhr.onerror = () => reject(new Error(usePaymentText.t('form.unreachable')));
    xhr.send(form);
  });
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

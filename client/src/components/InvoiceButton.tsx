import { invoiceMessages } from '@nimbus/shared/invoices';
import { IconFileInvoice } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '../lib/alerts.tsx';
import { failureMessage } from '../lib/errors.ts';
import { useTRPC } from '../lib/trpc.ts';
import { RowAction } from './RowAction.tsx';

/** Saves a file the page holds in memory under its name (an <a download> click, then the URL is freed). */
function saveFile(bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a verified payment's invoice (ADR 038): fetched when clicked, never kept in the
 * query cache, and saved as a file rather than opened in a tab.
 */
export function InvoiceButton({ paymentId, number }: { paymentId: number; number: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const pdf = await queryClient.fetchQuery({ ...trpc.payments.invoice.queryOptions({ paymentId }), staleTime: 0, gcTime: 0 });
      saveFile(
        Uint8Array.from(atob(pdf.base64), (char) => char.charCodeAt(0)),
        pdf.fileName,
        'application/pdf',
      );
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, invoiceMessages.downloadFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <RowAction tone="primary" loading={busy} onClick={() => void download()} aria-label={`Invoice ${number}: download the PDF`}>
      <IconFileInvoice size={16} aria-hidden style={{ marginRight: 4 }} />
      Invoice
    </RowAction>
  );
}

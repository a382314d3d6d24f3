import { invoiceMessages } from '@nimbus/shared/invoices';
import { IconFileInvoice } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '../lib/alerts.tsx';
import { failureMessage } from '../lib/errors.ts';
import { saveFile } from '../lib/save-file.ts';
import { useTRPC } from '../lib/trpc.ts';
import { RowAction } from './RowAction.tsx';
import { useCommonText } from '../i18n/en/common.ts';

/**
 * Downloads a verified payment's invoice (ADR 038): fetched when clicked, never kept in the
 * query cache, and saved as a file rather than opened in a tab.
 */
export function InvoiceButton({ paymentId, number }: { paymentId: number; number: string }) {
  const { t } = useCommonText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const pdf = await queryClient.fetchQuery({ ...trpc.payments.invoice.queryOptions({ paymentId }), staleTime: 0, gcTime: 0 });
      saveFile([Uint8Array.from(atob(pdf.base64), (char) => char.charCodeAt(0))], pdf.fileName, 'application/pdf');
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, invoiceMessages.downloadFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <RowAction tone="primary" loading={busy} onClick={() => void download()} aria-label={t('invoice.label', { number })}>
      <IconFileInvoice size={16} aria-hidden style={{ marginRight: 4 }} />
      {t('invoice.button')}
    </RowAction>
  );
}

import { Alert, Anchor, Box, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatPrice } from '@nimbus/shared/money';
import type { StaffPayment } from '@nimbus/shared/payments';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { InvoiceButton } from '../../components/InvoiceButton.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { DuplicateAlert } from './DuplicateFlags.tsx';
import { upgradeText } from './upgrade-text.ts';
import { useStaffText } from '../../i18n/en/staff.ts';
import { tm } from '../../i18n/messages.ts';
import { RestError } from '../../lib/errors.ts';
import { formatDateTime } from '@nimbus/shared/format';
import { session } from '../../lib/session-store.ts';
import { PAYMENT_METHOD_LABELS } from '@nimbus/shared/labels';

// pdf.js is large: it loads the first time a PDF receipt is opened, never with the page.
const PdfReceipt = lazy(() => import('./PdfReceipt.tsx'));

type Loaded = { file: Blob; url: string; pdf: boolean };
type State = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & Loaded);

/**
 * The receipt, fetched with the session cookie only when the modal opens. An image is shown
 * from a blob URL; a PDF is drawn by pdf.js, without its scripts,
 * and never handed to the browser's PDF viewer: its download link is typed as plain bytes, so
 * even opened in a tab it is saved, not run in the app's origin. URLs are revoked on close.
 */
export function ReceiptModal({
  payment,
  onClose,
  onOpenPayment,
}: {
  payment: StaffPayment | null;
  onClose: () => void;
  /** A duplicate flag's link: another payment, by its reference. */
  onOpenPayment: (reference: string) => void;
}) {
  const { t } = useStaffText();
  const phone = useMediaQuery('(max-width: 48em)');
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const id = payment?.id;

  useEffect(() => {
    if (id === undefined) return;
    const abort = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    (async () => {
      const response = await fetch(`/api/payments/${id}/receipt`, { signal: abort.signal });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new RestError(response.status, body?.message ?? useStaffText.t('receipt.loadFailed'));
      }
      const file = await response.blob();
      const pdf = file.type === 'application/pdf';
      url = URL.createObjectURL(pdf ? new Blob([file], { type: 'application/octet-stream' }) : file);
      setState({ status: 'ready', file, url, pdf });
    })().catch((error: unknown) => {
      if (abort.signal.aborted) return;
      if (error instanceof RestError && error.status === 401) {
        session.clear();
        void navigate({ to: '/login' });
        return;
      }
      setState({
        status: 'error',
        message: error instanceof RestError ? tm(error.message) : useStaffText.t('receipt.connectionFailed'),
      });
    });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, attempt, navigate]);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('receipt.close') }}
      opened={payment !== null}
      onClose={onClose}
      title={t('receipt.title')}
      size="xl"
      centered
      fullScreen={phone}
    >
      {payment && (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <div>
              <Text fw={700}>
                {payment.fullName}: {formatPrice(payment.amount)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('receipt.paidBy', { plan: payment.planName, method: tm(PAYMENT_METHOD_LABELS[payment.method]), date: formatDateTime(payment.date) })}
              </Text>
              <Text size="sm">
                {t('receipt.orderReference')}{' '}
                <Text span ff="monospace" fw={700}>
                  {payment.reference}
                </Text>
                {payment.transactionRef && (
                  <>
                    {' '}
                    · {t('receipt.transactionId')}{' '}
                    <Text span ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {payment.transactionRef}
                    </Text>
                  </>
                )}
              </Text>
              {payment.upgrade && (
                <Text size="sm" c="dimmed">
                  {upgradeText(payment.upgrade)}
                </Text>
              )}
            </div>
            <Group gap="xs">
              {payment.invoiceNumber && <InvoiceButton paymentId={payment.id} number={payment.invoiceNumber} />}
              <StatusBadge status={payment.status} label={t(`paymentStatus.${payment.status}`)} />
            </Group>
          </Group>
          <DuplicateAlert payment={payment} onOpen={onOpenPayment} />
          <Receipt state={state} name={payment.fullName} onRetry={() => setAttempt((n) => n + 1)} />
          <Group justify="flex-end">
            {state.status === 'ready' &&
              (state.pdf ? (
                <Anchor href={state.url} download={`receipt-${payment.id}.pdf`} size="sm">
                  {t('receipt.downloadPdf')}
                </Anchor>
              ) : (
                <Anchor href={state.url} target="_blank" rel="noopener" size="sm">
                  {t('receipt.openInTab')}
                </Anchor>
              ))}
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('receipt.closeButton')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Receipt({ state, name, onRetry }: { state: State; name: string; onRetry: () => void }) {
  const { t } = useStaffText();
  if (state.status === 'loading') {
    return (
      <Center mih={240}>
        <Loader aria-label={t('receipt.loading')} />
      </Center>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" title={t('receipt.showFailed')}>
        <Group justify="space-between">
          <Text size="sm">{state.message}</Text>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('receipt.tryAgain')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (state.pdf) {
    return (
      <Box
        bg="gray.1"
        p={{ base: 'xs', sm: 'md' }}
        mah={{ base: 'none', sm: '70vh' }}
        style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
        // A scrolling area of several pages: reachable by keyboard.
        tabIndex={0}
      >
        <Suspense
          fallback={
            <Center mih={240}>
              <Loader aria-label={t('receipt.loading')} />
            </Center>
          }
        >
          <PdfReceipt file={state.file} name={name} />
        </Suspense>
      </Box>
    );
  }
  return (
    <Box bg="var(--nimbus-surface-muted)" p="xs" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Image src={state.url} alt={t('receipt.imageAlt', { name })} fit="contain" mah="70vh" w="auto" mx="auto" />
    </Box>
  );
}

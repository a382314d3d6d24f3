import { Alert, Anchor, Box, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatPrice } from '@nimbus/shared/money';
import type { StaffPayment } from '@nimbus/shared/payments';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { RestError } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { session } from '../../lib/session-store.ts';
import { METHOD_LABELS } from './method-labels.ts';

type Loaded = { url: string; mime: string };
type State = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & Loaded);

/**
 * The receipt, fetched with the session cookie only when the modal opens, shown from a blob URL
 * that is revoked when the modal closes.
 */
export function ReceiptModal({ payment, onClose }: { payment: StaffPayment | null; onClose: () => void }) {
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
        throw new RestError(response.status, body?.message ?? 'The receipt could not be loaded.');
      }
      const blob = await response.blob();
      url = URL.createObjectURL(blob);
      setState({ status: 'ready', url, mime: blob.type });
    })().catch((error: unknown) => {
      if (abort.signal.aborted) return;
      if (error instanceof RestError && error.status === 401) {
        session.clear();
        void navigate({ to: '/login' });
        return;
      }
      setState({
        status: 'error',
        message: error instanceof RestError ? error.message : 'The receipt could not be loaded. Check the connection and try again.',
      });
    });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, attempt, navigate]);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close the receipt' }}
      opened={payment !== null}
      onClose={onClose}
      title="Payment receipt"
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
                {payment.planName}, paid by {METHOD_LABELS[payment.method]} on {formatDateTime(payment.date)}
              </Text>
            </div>
            <StatusBadge status={payment.status} />
          </Group>
          <Receipt state={state} name={payment.fullName} onRetry={() => setAttempt((n) => n + 1)} />
          <Group justify="flex-end">
            {state.status === 'ready' && (
              <Anchor href={state.url} target="_blank" rel="noopener" size="sm">
                Open in a new tab
              </Anchor>
            )}
            <Button variant="default" onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Receipt({ state, name, onRetry }: { state: State; name: string; onRetry: () => void }) {
  if (state.status === 'loading') {
    return (
      <Center mih={240}>
        <Loader aria-label="Loading the receipt" />
      </Center>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" title="Could not show the receipt">
        <Group justify="space-between">
          <Text size="sm">{state.message}</Text>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (state.mime === 'application/pdf') {
    return <Box component="iframe" src={state.url} title={`Receipt of ${name} (PDF)`} w="100%" h="70vh" style={{ border: 0 }} />;
  }
  return (
    <Box bg="gray.0" p="xs" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Image src={state.url} alt={`Receipt uploaded by ${name}`} fit="contain" mah="70vh" w="auto" mx="auto" />
    </Box>
  );
}

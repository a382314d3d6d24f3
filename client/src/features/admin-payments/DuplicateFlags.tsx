import { Alert, Anchor, Badge, List, Stack, Text } from '@mantine/core';
import type { PaymentTwin, StaffPayment } from '@nimbus/shared/payments';
import { IconCopy } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

// ADR 038: a receipt file or a transaction id already used on another payment is shown to staff
// before they verify, with a link to that payment (the payments list searched by its reference).

type Props = { payment: StaffPayment; onOpen: (reference: string) => void };

const flagsOf = (payment: StaffPayment) =>
  [
    { kind: 'receipt', twin: payment.sameReceipt, text: 'Same receipt file as' },
    { kind: 'transaction', twin: payment.sameTransaction, text: 'Same transaction id as' },
  ].filter((flag): flag is { kind: string; twin: PaymentTwin; text: string } => flag.twin !== null);

function TwinLink({ twin, onOpen }: { twin: PaymentTwin; onOpen: Props['onOpen'] }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const href = `${pathname}?${new URLSearchParams({ q: twin.reference, status: 'all' }).toString()}`;
  const open = (event: MouseEvent) => {
    // A plain click stays in the page; a middle or modified click opens the link as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(twin.reference);
  };
  return (
    <Anchor href={href} onClick={open} ff="monospace" fw={700} inherit>
      {twin.reference}
    </Anchor>
  );
}

/** In the table: a badge per flag, under the payer's name. */
export function DuplicateBadges({ payment, onOpen }: Props) {
  const flags = flagsOf(payment);
  if (flags.length === 0) return null;
  return (
    <Stack gap={4} mt={4} align="flex-start">
      {flags.map((flag) => (
        <Badge
          key={flag.kind}
          color="red"
          variant="light"
          leftSection={<IconCopy size={12} aria-hidden />}
          tt="none"
          c="light-dark(#a61e1e, var(--mantine-color-red-2))"
          // A flag is read, not skimmed: it wraps instead of ending in an ellipsis on a phone.
          styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'left' } }}
          radius="sm"
        >
          {flag.text} <TwinLink twin={flag.twin} onOpen={onOpen} /> ({flag.twin.status})
        </Badge>
      ))}
    </Stack>
  );
}

/** In the receipt viewer: the warning, before the Verify button is pressed. */
export function DuplicateAlert({ payment, onOpen }: Props) {
  const flags = flagsOf(payment);
  if (flags.length === 0) return null;
  return (
    <Alert color="red" variant="light" title="This proof was already used on another payment" icon={<IconCopy aria-hidden />}>
      <List size="sm" spacing={4}>
        {flags.map((flag) => (
          <List.Item key={flag.kind}>
            {flag.text} payment <TwinLink twin={flag.twin} onOpen={onOpen} /> ({flag.twin.status}).
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        Compare both receipts before you verify: a receipt or a transaction id pays for one order only.
      </Text>
    </Alert>
  );
}

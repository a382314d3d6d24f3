import { Alert, Anchor, Badge, List, Stack, Text } from '@mantine/core';
import type { PaymentTwin, StaffPayment } from '@nimbus/shared/payments';
import { IconCopy } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useStaffText } from '../../i18n/en/staff.ts';

// ADR 038: a receipt file or a transaction id already used on another payment is shown to staff
// before they verify, with a link to that payment (the payments list searched by its reference).

type Props = { payment: StaffPayment; onOpen: (reference: string) => void };

const flagsOf = (payment: StaffPayment) =>
  [
    { kind: 'receipt', twin: payment.sameReceipt, badge: 'duplicates.badgeReceipt', alert: 'duplicates.alertReceipt' },
    { kind: 'transaction', twin: payment.sameTransaction, badge: 'duplicates.badgeTransaction', alert: 'duplicates.alertTransaction' },
  ] as const;

type Flag = ReturnType<typeof flagsOf>[number] & { twin: PaymentTwin };
const raised = (payment: StaffPayment) => flagsOf(payment).filter((flag): flag is Flag => flag.twin !== null);

/** The twin's reference, a link that opens it in the same page; Trans gives it its text. */
function TwinLink({ twin, onOpen, children }: { twin: PaymentTwin; onOpen: Props['onOpen']; children?: ReactNode }) {
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
      {children}
    </Anchor>
  );
}

/** "Same receipt file as <link>PAY-…</link> (Pending)", with the link. */
function FlagText({ flag, text, onOpen }: { flag: Flag; text: Flag['badge'] | Flag['alert']; onOpen: Props['onOpen'] }) {
  const { t } = useStaffText();
  return (
    <Trans
      t={t}
      i18nKey={text}
      values={{ reference: flag.twin.reference, status: t(`paymentStatus.${flag.twin.status}`) }}
      components={{ anchor: <TwinLink twin={flag.twin} onOpen={onOpen} /> }}
    />
  );
}

/** In the table: a badge per flag, under the payer's name. */
export function DuplicateBadges({ payment, onOpen }: Props) {
  const flags = raised(payment);
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
          <FlagText flag={flag} text={flag.badge} onOpen={onOpen} />
        </Badge>
      ))}
    </Stack>
  );
}

/** In the receipt viewer: the warning, before the Verify button is pressed. */
export function DuplicateAlert({ payment, onOpen }: Props) {
  const { t } = useStaffText();
  const flags = raised(payment);
  if (flags.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('duplicates.alertTitle')} icon={<IconCopy aria-hidden />}>
      <List size="sm" spacing={4}>
        {flags.map((flag) => (
          <List.Item key={flag.kind}>
            <FlagText flag={flag} text={flag.alert} onOpen={onOpen} />
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('duplicates.compare')}
      </Text>
    </Alert>
  );
}

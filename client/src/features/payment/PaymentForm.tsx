import { Button, Paper, Progress, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { authMessages } from '@nimbus/shared/auth';
import { PAYMENT_METHODS, type PaymentMethod } from '@nimbus/shared/enums';
import { PAYMENT_METHOD_LABELS } from '@nimbus/shared/labels';
import { formatPrice } from '@nimbus/shared/money';
import { paymentMessages, receiptProblem } from '@nimbus/shared/payments';
import type { PublicSettings } from '@nimbus/shared/settings';
import { IconBrandPaypal, IconCoinBitcoin, IconCreditCard, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage, RestError } from '../../lib/errors.ts';
import { dashboardPath } from '../../lib/landing.ts';
import { currentCsrfToken, session } from '../../lib/session-store.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BankPanel } from './BankPanel.tsx';
import { newIdempotencyKey, type Choice } from './chosen-option.ts';
import { CryptoPanel } from './CryptoPanel.tsx';
import { PayPalPanel } from './PayPalPanel.tsx';
import { ReceiptDropzone } from './ReceiptDropzone.tsx';
import classes from './PaymentForm.module.css';
import { uploadPayment } from './upload-payment.ts';

/** A chosen receipt and the idempotency key of its upload (a retry of the same file reuses it). */
type Receipt = { file: File; key: string };
type Receipts = Record<PaymentMethod, Receipt | null>;

const TABS: { value: PaymentMethod; label: string; icon: ReactNode }[] = [
  { value: 'bank', label: PAYMENT_METHOD_LABELS.bank, icon: <IconCreditCard size={18} aria-hidden /> },
  { value: 'crypto', label: PAYMENT_METHOD_LABELS.crypto, icon: <IconCoinBitcoin size={18} aria-hidden /> },
  { value: 'paypal', label: PAYMENT_METHOD_LABELS.paypal, icon: <IconBrandPaypal size={18} aria-hidden /> },
];

const isMethod = (value: string | null): value is PaymentMethod => PAYMENT_METHODS.includes(value as PaymentMethod);

type Props = {
  choice: Choice;
  settings: PublicSettings;
  /** Why submitting is not possible (the renewal rule refuses this plan now), if so. */
  blocked: boolean;
  /** The amount due when it is not the plan's price (a pro-rated upgrade, as the server quoted it). */
  amount?: string | undefined;
};

/** Specification section 4: tabs bank | crypto (default) | paypal, a receipt per tab, submit. */
export function PaymentForm({ choice, settings, blocked, amount = choice.option.price }: Props) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod>('crypto');
  const [receipts, setReceipts] = useState<Receipts>({ bank: null, crypto: null, paypal: null });
  const [attempted, setAttempted] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  const price = formatPrice(amount);

  const chooseMethod = (next: PaymentMethod) => {
    setMethod(next);
    setAttempted(false);
  };

  const setReceipt = (tab: PaymentMethod, file: File | null) =>
    setReceipts((current) => ({ ...current, [tab]: file ? { file, key: newIdempotencyKey() } : null }));

  const submit = async () => {
    setAttempted(true);
    const receipt = receipts[method];
    // The missing-receipt message shows under the dropzone of this tab.
    if (receiptProblem(receipt?.file, method) || !receipt) return;
    const current = session.current();
    if (!current) {
      void navigate({ to: '/login', search: { plan: choice.plan.name, devices: choice.option.devices } });
      return;
    }
    setProgress(0);
    try {
      await uploadPayment({
        csrfToken: currentCsrfToken(),
        userId: current.user.id,
        planId: choice.option.id,
        amount,
        method,
        receipt: receipt.file,
        idempotencyKey: receipt.key,
        onProgress: setProgress,
      });
      await Promise.all([
        queryClient.invalidateQueries(trpc.subscriptions.mine.queryFilter()),
        queryClient.invalidateQueries(trpc.payments.mine.queryFilter()),
      ]);
      void navigate({ to: dashboardPath(current.user.role) });
      showSuccess(paymentMessages.submitted);
    } catch (error) {
      if (error instanceof RestError && error.status === 401) {
        // The session ended (expired, password changed elsewhere): as every other call does.
        session.clear();
        notifications.show({
          id: 'session-ended',
          color: 'red',
          title: 'Error!',
          message: authMessages.sessionInvalid,
          closeButtonProps: { 'aria-label': 'Close' },
        });
        void navigate({ to: '/login', search: { plan: choice.plan.name, devices: choice.option.devices } });
        return;
      }
      await showAlert({ title: 'Error!', message: failureMessage(error, paymentMessages.submitFailed) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Tabs
        value={method}
        onChange={(value) => isMethod(value) && chooseMethod(value)}
        keepMounted={false}
        classNames={{ list: classes.list, tab: classes.tab, tabLabel: classes.tabLabel, tabSection: classes.tabSection }}
      >
        <Tabs.List grow mb="lg" aria-label="Payment method">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon} disabled={uploading}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <Stack gap="xl">
              {tab.value === 'bank' && <BankPanel onChoose={chooseMethod} />}
              {tab.value === 'crypto' && <CryptoPanel settings={settings} price={price} />}
              {tab.value === 'paypal' && <PayPalPanel link={settings.paypalLink} price={price} />}
              {/* Card payments are not offered yet: no receipt to upload and nothing to submit there,
                  rather than a form that could only leave a payment nobody can verify. */}
              {tab.value !== 'bank' && (
                <ReceiptDropzone
                  method={tab.value}
                  file={receipts[tab.value]?.file ?? null}
                  onChange={(file) => setReceipt(tab.value, file)}
                  attempted={attempted}
                  disabled={uploading}
                />
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>

      {method !== 'bank' && (
        <Stack gap="xs" mt="xl">
          {uploading && (
            <div>
              <Text size="sm" mb={4} aria-live="polite">
                {progress < 100 ? `Uploading your receipt… ${progress}%` : 'Receipt uploaded, saving your payment…'}
              </Text>
              <Progress value={progress} size="lg" radius="xl" animated aria-label="Upload progress" />
            </div>
          )}
          <Button size="md" fullWidth leftSection={<IconSend size={18} aria-hidden />} onClick={() => void submit()} loading={uploading} disabled={blocked}>
            Submit Payment · {price}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

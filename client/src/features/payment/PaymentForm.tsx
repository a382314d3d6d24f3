import { Button, Paper, Progress, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { authMessages } from '@nimbus/shared/auth';
import type { CouponQuote } from '@nimbus/shared/coupons';
import { PAYMENT_METHODS, type PaymentMethod } from '@nimbus/shared/enums';
import { PAYMENT_METHOD_LABELS } from '@nimbus/shared/labels';
import { formatPrice } from '@nimbus/shared/money';
import { invoiceMessages, TRANSACTION_REF_MAX } from '@nimbus/shared/invoices';
import { paymentMessages, receiptProblem } from '@nimbus/shared/payments';
import type { PublicSettings } from '@nimbus/shared/settings';
import { IconBrandPaypal, IconCircleCheck, IconCoinBitcoin, IconCreditCard, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useCommonText } from '../../i18n/en/common.ts';
import { usePaymentText } from '../../i18n/en/payment.ts';
import { tm } from '../../i18n/messages.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage, RestError } from '../../lib/errors.ts';
import { dashboardPath } from '../../lib/landing.ts';
import { currentCsrfToken, session } from '../../lib/session-store.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BankPanel } from './BankPanel.tsx';
import { newIdempotencyKey, type Choice } from './chosen-option.ts';
import { CryptoPanel } from './CryptoPanel.tsx';
import { OrderReference } from './OrderReference.tsx';
import { PayPalPanel } from './PayPalPanel.tsx';
import { ReceiptDropzone } from './ReceiptDropzone.tsx';
import classes from './PaymentForm.module.css';
import { uploadPayment } from './upload-payment.ts';

/** A chosen receipt and the idempotency key of its upload (a retry of the same file reuses it). */
type Receipt = { file: File; key: string };
type Receipts = Record<PaymentMethod, Receipt | null>;

// The methods' names are shared labels, shown in the current language.
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
  /** The applied coupon's price, if any: what is paid and whether a receipt is needed. */
  quote: CouponQuote | null;
  /** The amount due before a coupon when it is not the plan's price (a pro-rated upgrade, as the server quoted it). */
  amount?: string | undefined;
};

/** Specification section 4: tabs bank | crypto (default) | paypal, a receipt per tab, submit. */
export function PaymentForm({ choice, settings, blocked, quote, amount = choice.option.price }: Props) {
  const { t } = usePaymentText();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod>('crypto');
  const [receipts, setReceipts] = useState<Receipts>({ bank: null, crypto: null, paypal: null });
  const [attempted, setAttempted] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  const price = formatPrice(quote?.amountDue ?? amount);
  const covered = useMutation(trpc.payments.submitCovered.mutationOptions());
  const [coveredKey] = useState(newIdempotencyKey);
  const [transactionRef, setTransactionRef] = useState('');
  // The order reference shown before paying (ADR 038): the customer's open one, made if none.
  const reserve = useMutation(trpc.payments.reserveReference.mutationOptions());
  const reserveReference = reserve.mutate;
  useEffect(() => reserveReference(), [reserveReference]);
  const reference = reserve.data?.reference ?? null;

  const chooseMethod = (next: PaymentMethod) => {
    setMethod(next);
    setAttempted(false);
  };

  const setReceipt = (tab: PaymentMethod, file: File | null) =>
    setReceipts((current) => ({ ...current, [tab]: file ? { file, key: newIdempotencyKey() } : null }));

  const send = async (role: Parameters<typeof dashboardPath>[0], run: () => Promise<unknown>) => {
    try {
      await run();
      await Promise.all([
        queryClient.invalidateQueries(trpc.subscriptions.mine.queryFilter()),
        queryClient.invalidateQueries(trpc.payments.mine.queryFilter()),
      ]);
      void navigate({ to: dashboardPath(role) });
      showSuccess(paymentMessages.submitted);
    } catch (error) {
      if (error instanceof RestError && error.status === 401) {
        // The session ended (expired, password changed elsewhere): as every other call does.
        session.clear();
        notifications.show({
          id: 'session-ended',
          color: 'red',
          title: useCommonText.t('alerts.error'),
          message: tm(authMessages.sessionInvalid),
          closeButtonProps: { 'aria-label': t('form.close') },
        });
        void navigate({ to: '/login', search: { plan: choice.plan.name, devices: choice.option.devices } });
        return;
      }
      await showAlert({ title: 'Error!', message: failureMessage(error, paymentMessages.submitFailed) });
      // The reference was used meanwhile (another tab paid with it): show the next one.
      if (error instanceof RestError && error.message === invoiceMessages.referenceUsed) reserveReference();
    } finally {
      setProgress(null);
    }
  };

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
    await send(current.user.role, () =>
      uploadPayment({
        csrfToken: currentCsrfToken(),
        userId: current.user.id,
        planId: choice.option.id,
        // The amount as quoted (the plan's price, or an upgrade's): the server refuses it if it changed, then applies the coupon.
        amount,
        method,
        receipt: receipt.file,
        idempotencyKey: receipt.key,
        couponCode: quote?.code,
        reference,
        transactionRef: transactionRef.trim(),
        onProgress: setProgress,
      }),
    );
  };

  /** A coupon covers the whole price: no receipt, straight to staff verification. */
  const confirmCovered = async () => {
    const current = session.current();
    if (!current || !quote) return;
    setProgress(100);
    await send(current.user.role, () => covered.mutateAsync({ planId: choice.option.id, method, amount, couponCode: quote.code, idempotencyKey: coveredKey }));
  };

  if (quote?.covered) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md" align="flex-start">
          <IconCircleCheck size={36} color="var(--mantine-color-teal-7)" aria-hidden />
          <Title order={2} fz={22}>
            {t('form.coveredTitle', { code: quote.code })}
          </Title>
          <Text>{t('form.covered')}</Text>
          <Button
            size="md"
            fullWidth
            leftSection={<IconSend size={18} aria-hidden />}
            onClick={() => void confirmCovered()}
            loading={uploading}
            disabled={blocked}
          >
            {t('form.confirm', { price })}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <OrderReference reference={reference} failed={reserve.isError} />
      <Tabs
        mt="lg"
        value={method}
        onChange={(value) => isMethod(value) && chooseMethod(value)}
        keepMounted={false}
        classNames={{ list: classes.list, tab: classes.tab, tabLabel: classes.tabLabel, tabSection: classes.tabSection }}
      >
        <Tabs.List grow mb="lg" aria-label={t('form.methods')}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon} disabled={uploading}>
              {tm(tab.label)}
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
                <>
                  <ReceiptDropzone
                    method={tab.value}
                    reference={reference}
                    file={receipts[tab.value]?.file ?? null}
                    onChange={(file) => setReceipt(tab.value, file)}
                    attempted={attempted}
                    disabled={uploading}
                  />
                  <TextInput
                    label={t('form.transactionRef')}
                    description={tab.value === 'paypal' ? t('form.paypalRef') : t('form.cryptoRef')}
                    value={transactionRef}
                    onChange={(event) => setTransactionRef(event.currentTarget.value)}
                    maxLength={TRANSACTION_REF_MAX}
                    disabled={uploading}
                    autoComplete="off"
                    spellCheck={false}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  />
                </>
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
                {progress < 100 ? t('form.uploading', { percent: progress }) : t('form.saving')}
              </Text>
              <Progress value={progress} size="lg" radius="xl" animated aria-label={t('form.progress')} />
            </div>
          )}
          <Button size="md" fullWidth leftSection={<IconSend size={18} aria-hidden />} onClick={() => void submit()} loading={uploading} disabled={blocked}>
            {t('form.submit', { price })}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

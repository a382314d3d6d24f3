import { Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { CouponQuote } from '@nimbus/shared/coupons';
import { formatPrice } from '@nimbus/shared/money';
import { IconDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePaymentText } from '../../i18n/en/payment.ts';
import { discountText } from '../../lib/coupon-text.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Props = {
  planId: number;
  /** The quote of the applied code, or null (none, being checked, or refused). */
  onQuote: (quote: CouponQuote | null) => void;
  disabled?: boolean;
};

/**
 * A coupon code, checked by the server for this plan before anything is paid (`coupons.quote`):
 * the discounted price shows at once, a refused code says why. Another plan asks again.
 */
export function CouponField({ planId, onQuote, disabled = false }: Props) {
  const { t } = usePaymentText();
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const quote = useQuery({
    ...trpc.coupons.quote.queryOptions({ code: applied ?? '', planId }),
    enabled: applied !== null,
    retry: false,
    staleTime: 30_000,
  });
  const accepted = applied !== null && quote.data ? quote.data : null;

  useEffect(() => onQuote(accepted), [accepted, onQuote]);

  const apply = () => {
    const code = text.trim();
    setApplied(code ? code : null);
  };
  const remove = () => {
    setApplied(null);
    setText('');
  };
  const refused = applied !== null && quote.error ? failureMessage(quote.error, t('coupon.checkFailed')) : null;

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      {accepted ? (
        <Group justify="space-between" wrap="nowrap" align="flex-start" aria-live="polite">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconDiscountCheck size={22} color="var(--mantine-color-teal-7)" aria-hidden />
            <div>
              <Text fw={700} size="sm">
                {t('coupon.applied', { code: accepted.code })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('coupon.saving', { label: discountText(accepted.value), amount: formatPrice(accepted.discount) })}
              </Text>
            </div>
          </Group>
          <CloseButton aria-label={t('coupon.remove', { code: accepted.code })} onClick={remove} disabled={disabled} />
        </Group>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <Stack gap="xs">
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('coupon.label')}
                placeholder={t('coupon.placeholder')}
                autoComplete="off"
                autoCapitalize="characters"
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  if (applied !== null) setApplied(null);
                }}
                error={refused}
                disabled={disabled}
                maxLength={64}
              />
              <Button type="submit" variant="light" mt={25} loading={applied !== null && quote.isFetching} disabled={disabled || !text.trim()}>
                {t('coupon.apply')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

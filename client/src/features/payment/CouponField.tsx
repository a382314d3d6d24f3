import { Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { CouponQuote } from '@nimbus/shared/coupons';
import { formatPrice } from '@nimbus/shared/money';
import { IconDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  const refused = applied !== null && quote.error ? failureMessage(quote.error, 'The code could not be checked. Try again.') : null;

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      {accepted ? (
        <Group justify="space-between" wrap="nowrap" align="flex-start" aria-live="polite">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconDiscountCheck size={22} color="var(--mantine-color-teal-7)" aria-hidden />
            <div>
              <Text fw={700} size="sm">
                Coupon {accepted.code} applied
              </Text>
              <Text size="sm" c="dimmed">
                {accepted.label}: you save {formatPrice(accepted.discount)}
              </Text>
            </div>
          </Group>
          <CloseButton aria-label={`Remove coupon ${accepted.code}`} onClick={remove} disabled={disabled} />
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
                label="Coupon code"
                placeholder="Enter a code"
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
                Apply
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

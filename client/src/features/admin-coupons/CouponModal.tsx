import { Button, Checkbox, Group, Modal, MultiSelect, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { couponInput, couponMessages, type CouponRow } from '@nimbus/shared/coupons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { EMPTY_COUPON, toCouponInput, validateCoupon, valuesOf, type CouponFormValues } from './coupon-form.ts';

const devicesText = (devices: number) => (devices === 1 ? '1 device' : `${devices} devices`);

/** `coupon` null: closed; 'new': add one; a row: edit it. */
export function CouponModal({ coupon, onClose }: { coupon: CouponRow | 'new' | null; onClose: () => void }) {
  const trpc = useTRPC();
  const phone = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const plans = useQuery({ ...trpc.plans.rows.queryOptions(), enabled: coupon !== null });
  const create = useMutation(trpc.coupons.create.mutationOptions());
  const update = useMutation(trpc.coupons.update.mutationOptions());
  const editing = coupon !== null && coupon !== 'new' ? coupon : null;
  const pending = create.isPending || update.isPending;
  const form = useForm<CouponFormValues>({ mode: 'controlled', initialValues: EMPTY_COUPON, validate: validateCoupon, validateInputOnBlur: true });

  useEffect(() => {
    if (coupon === null) return;
    form.setInitialValues(editing ? valuesOf(editing) : EMPTY_COUPON);
    form.reset();
  }, [coupon]); // eslint-disable-line react-hooks/exhaustive-deps -- the form object is new each render; only opening another coupon refills it

  const submit = form.onSubmit(async (values) => {
    const parsed = couponInput.parse(toCouponInput(values));
    try {
      if (editing) await update.mutateAsync({ ...parsed, id: editing.id });
      else await create.mutateAsync(parsed);
      onClose();
      showSuccess(editing ? couponMessages.updated : couponMessages.saved);
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, 'The coupon could not be saved. Try again.') });
    } finally {
      await queryClient.invalidateQueries(trpc.coupons.list.pathFilter());
    }
  });

  const planOptions = (plans.data ?? []).map((plan) => ({ value: String(plan.id), label: `${plan.name} · ${devicesText(plan.devices)}` }));
  const percent = form.values.kind === 'percent';

  return (
    <Modal
      opened={coupon !== null}
      onClose={onClose}
      title={editing ? `Edit coupon ${editing.code}` : 'Add coupon'}
      size="lg"
      centered
      fullScreen={phone}
      closeOnClickOutside={!pending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Code"
            description="What the customer types; letters and digits are not case-sensitive"
            required
            data-autofocus
            {...form.getInputProps('code')}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="coupon-kind-label">
              Discount
            </Text>
            <SegmentedControl
              aria-labelledby="coupon-kind-label"
              data={[
                { value: 'percent', label: 'Percent' },
                { value: 'fixed', label: 'Fixed amount' },
              ]}
              {...form.getInputProps('kind')}
            />
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={percent ? 'Percent off' : 'Amount off (USD)'}
              inputMode={percent ? 'numeric' : 'decimal'}
              placeholder={percent ? '10' : '5.00'}
              rightSection={percent ? '%' : undefined}
              required
              {...form.getInputProps('value')}
            />
            <TextInput label="Max uses in total" description="Empty: no limit" inputMode="numeric" placeholder="100" {...form.getInputProps('maxUses')} />
            <TextInput label="Valid from" description="Empty: from now" type="datetime-local" {...form.getInputProps('validFrom')} />
            <TextInput label="Valid until" description="Empty: no end" type="datetime-local" {...form.getInputProps('validUntil')} />
          </SimpleGrid>
          <MultiSelect
            label="Plans"
            description="Empty: every plan"
            placeholder={form.values.planIds.length ? undefined : 'Every plan'}
            data={planOptions}
            searchable
            clearable
            {...form.getInputProps('planIds')}
          />
          <Checkbox label="Once per customer" {...form.getInputProps('oncePerCustomer', { type: 'checkbox' })} />
          <Checkbox label="New customers only (no verified payment before)" {...form.getInputProps('newCustomersOnly', { type: 'checkbox' })} />
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? 'Update coupon' : 'Save coupon'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

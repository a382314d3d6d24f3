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
import { useSettingsText } from '../../i18n/en/settings.ts';
import { EMPTY_COUPON, toCouponInput, validateCoupon, valuesOf, type CouponFormValues } from './coupon-form.ts';

/** `coupon` null: closed; 'new': add one; a row: edit it. */
export function CouponModal({ coupon, onClose }: { coupon: CouponRow | 'new' | null; onClose: () => void }) {
  const { t } = useSettingsText();
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
      await showAlert({ title: 'Error!', message: failureMessage(error, t('couponModal.saveFailed')) });
    } finally {
      await queryClient.invalidateQueries(trpc.coupons.list.pathFilter());
    }
  });

  const planOptions = (plans.data ?? []).map((plan) => ({
    value: String(plan.id),
    label: t('couponModal.planOption', { name: plan.name, count: plan.devices }),
  }));
  const percent = form.values.kind === 'percent';

  return (
    <Modal
      opened={coupon !== null}
      onClose={onClose}
      title={editing ? t('couponModal.editTitle', { code: editing.code }) : t('couponModal.addTitle')}
      size="lg"
      centered
      fullScreen={phone}
      closeOnClickOutside={!pending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('couponModal.code')} description={t('couponModal.codeHelp')} required data-autofocus {...form.getInputProps('code')} />
          <div>
            <Text size="sm" fw={500} mb={4} id="coupon-kind-label">
              {t('couponModal.discount')}
            </Text>
            <SegmentedControl
              aria-labelledby="coupon-kind-label"
              data={[
                { value: 'percent', label: t('couponModal.percent') },
                { value: 'fixed', label: t('couponModal.fixed') },
              ]}
              {...form.getInputProps('kind')}
            />
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={percent ? t('couponModal.percentOff') : t('couponModal.amountOff')}
              inputMode={percent ? 'numeric' : 'decimal'}
              placeholder={percent ? '10' : '5.00'}
              rightSection={percent ? '%' : undefined}
              required
              {...form.getInputProps('value')}
            />
            <TextInput
              label={t('couponModal.maxUses')}
              description={t('couponModal.noLimit')}
              inputMode="numeric"
              placeholder="100"
              {...form.getInputProps('maxUses')}
            />
            <TextInput label={t('couponModal.validFrom')} description={t('couponModal.fromNow')} type="datetime-local" {...form.getInputProps('validFrom')} />
            <TextInput label={t('couponModal.validUntil')} description={t('couponModal.noEnd')} type="datetime-local" {...form.getInputProps('validUntil')} />
          </SimpleGrid>
          <MultiSelect
            label={t('couponModal.plans')}
            description={t('couponModal.everyPlanHelp')}
            placeholder={form.values.planIds.length ? undefined : t('couponModal.everyPlan')}
            data={planOptions}
            searchable
            clearable
            {...form.getInputProps('planIds')}
          />
          <Checkbox label={t('couponModal.oncePerCustomer')} {...form.getInputProps('oncePerCustomer', { type: 'checkbox' })} />
          <Checkbox label={t('couponModal.newCustomersOnly')} {...form.getInputProps('newCustomersOnly', { type: 'checkbox' })} />
          <Switch label={t('couponModal.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('couponModal.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? t('couponModal.update') : t('couponModal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

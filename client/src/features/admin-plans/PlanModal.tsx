import { Button, Fieldset, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { PLAN_DEVICES_MAX, PLAN_DEVICES_MIN } from '@nimbus/shared/constants';
import { PLAN_STATUSES } from '@nimbus/shared/enums';
import { planFormInput, planMessages, type PlanRow } from '@nimbus/shared/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureWithReason } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { useStaffText } from '../../i18n/en/staff.ts';

const validate = zodResolver(planFormInput);
const deviceOptions = Array.from({ length: PLAN_DEVICES_MAX - PLAN_DEVICES_MIN + 1 }, (_, i) => String(PLAN_DEVICES_MIN + i));

/** Text fields as the inputs hold them; `planFormInput` turns them into the plan. Selects start empty. */
type PlanFormValues = {
  name: string;
  price: string;
  devices: string;
  channels: string;
  duration: string;
  status: string;
  features: string;
  /** Empty: the plan has no free trial (ADR 039). */
  trialHours: string;
  trialDevices: string;
};
const EMPTY: PlanFormValues = { name: '', price: '', devices: '', channels: '', duration: '', status: '', features: '', trialHours: '', trialDevices: '1' };

function valuesOf(plan: PlanRow): PlanFormValues {
  return {
    name: plan.name,
    price: plan.price,
    devices: String(plan.devices),
    channels: String(plan.channels),
    duration: String(plan.duration),
    status: plan.status,
    features: plan.features,
    trialHours: plan.trialHours === null ? '' : String(plan.trialHours),
    trialDevices: String(plan.trialDevices),
  };
}

/** `plan` null: closed; 'new': add a plan; a row: edit it. One form, the specification's rules and messages. */
export function PlanModal({ plan, onClose }: { plan: PlanRow | 'new' | null; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useStaffText();
  const phone = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const create = useMutation(trpc.plans.create.mutationOptions());
  const update = useMutation(trpc.plans.update.mutationOptions());
  const editing = plan !== null && plan !== 'new' ? plan : null;
  const pending = create.isPending || update.isPending;
  // Errors show once a field is touched (left), or for every field on an attempted save.
  const form = useForm<PlanFormValues>({ mode: 'controlled', initialValues: EMPTY, validate, validateInputOnBlur: true });

  useEffect(() => {
    if (plan === null) return;
    form.setInitialValues(editing ? valuesOf(editing) : EMPTY);
    form.reset();
  }, [plan]); // eslint-disable-line react-hooks/exhaustive-deps -- the form object is new each render; only opening another plan refills it

  const submit = form.onSubmit(async (values) => {
    const parsed = planFormInput.parse(values);
    try {
      if (editing) {
        await update.mutateAsync({ ...parsed, id: editing.id });
        onClose();
        showSuccess(planMessages.updated);
      } else {
        await create.mutateAsync(parsed);
        onClose();
        showSuccess(planMessages.saved);
      }
    } catch (error) {
      await showAlert({
        title: 'Error!',
        message: failureWithReason(error, editing ? planMessages.updateFailed : planMessages.saveFailed),
      });
    } finally {
      // Both the admin table and the public plans (carousel) read these rows.
      await queryClient.invalidateQueries(trpc.plans.pathFilter());
    }
  });

  return (
    <Modal
      opened={plan !== null}
      onClose={onClose}
      title={editing ? t('planForm.editTitle', { name: editing.name, devices: t('devices', { count: editing.devices }) }) : t('planForm.addTitle')}
      size="lg"
      centered
      fullScreen={phone}
      closeOnClickOutside={!pending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('planForm.name')} required data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('planForm.price')} inputMode="decimal" placeholder="19.99" required {...form.getInputProps('price')} />
            <Select
              label={t('planForm.devices')}
              placeholder={t('planForm.devicesPlaceholder')}
              data={deviceOptions}
              required
              allowDeselect={false}
              {...form.getInputProps('devices')}
            />
            <TextInput label={t('planForm.channels')} inputMode="numeric" placeholder="20000" required {...form.getInputProps('channels')} />
            <TextInput label={t('planForm.duration')} inputMode="numeric" placeholder="30" required {...form.getInputProps('duration')} />
            <Select
              label={t('planForm.status')}
              placeholder={t('planForm.statusPlaceholder')}
              data={PLAN_STATUSES.map((value) => ({ value, label: t(`planStatus.${value}`) }))}
              required
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
          </SimpleGrid>
          <Textarea label={t('planForm.features')} description={t('planForm.featuresHint')} autosize minRows={3} required {...form.getInputProps('features')} />
          <Fieldset legend={t('planForm.freeTrial')} variant="filled">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('planForm.trialHours')}
                description={t('planForm.trialHoursHint')}
                inputMode="numeric"
                placeholder="48"
                {...form.getInputProps('trialHours')}
              />
              <Select
                label={t('planForm.trialDevices')}
                description={t('planForm.trialDevicesHint')}
                data={deviceOptions}
                allowDeselect={false}
                {...form.getInputProps('trialDevices')}
              />
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('planForm.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? t('planForm.update') : t('planForm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

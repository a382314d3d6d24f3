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
      title={editing ? `Edit plan: ${editing.name}, ${editing.devices} ${editing.devices === 1 ? 'device' : 'devices'}` : 'Add plan'}
      size="lg"
      centered
      fullScreen={phone}
      closeOnClickOutside={!pending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="Price (USD)" inputMode="decimal" placeholder="19.99" required {...form.getInputProps('price')} />
            <Select label="Devices" placeholder="Select devices" data={deviceOptions} required allowDeselect={false} {...form.getInputProps('devices')} />
            <TextInput label="Channels" inputMode="numeric" placeholder="20000" required {...form.getInputProps('channels')} />
            <TextInput label="Duration (days)" inputMode="numeric" placeholder="30" required {...form.getInputProps('duration')} />
            <Select label="Status" placeholder="Select status" data={[...PLAN_STATUSES]} required allowDeselect={false} {...form.getInputProps('status')} />
          </SimpleGrid>
          <Textarea
            label="Features"
            description="Comma-separated, e.g. Live TV, Movies, Series, 4K"
            autosize
            minRows={3}
            required
            {...form.getInputProps('features')}
          />
          <Fieldset legend="Free trial" variant="filled">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label="Trial length (hours)"
                description="Empty: no free trial. IPTV trials usually last 24 to 72 hours."
                inputMode="numeric"
                placeholder="48"
                {...form.getInputProps('trialHours')}
              />
              <Select
                label="Trial devices"
                description="At most the plan's devices."
                data={deviceOptions}
                allowDeselect={false}
                {...form.getInputProps('trialDevices')}
              />
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? 'Update plan' : 'Save plan'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

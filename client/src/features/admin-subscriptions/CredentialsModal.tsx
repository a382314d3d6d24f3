import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AppRouter } from '@nimbus/server/router';
import { credentialsInput, type StaffSubscription } from '@nimbus/shared/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import { useEffect } from 'react';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { useCommonText } from '../../i18n/en/common.ts';
import { useStaffText } from '../../i18n/en/staff.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';

const validate = zodResolver(credentialsInput);

/** The answer says the row changed under us (activated by someone else, deleted): nothing to retry here. */
function rowMoved(error: unknown): boolean {
  const status = isTRPCClientError<AppRouter>(error) ? error.data?.httpStatus : undefined;
  return status === 409 || status === 404;
}

type Props = { subscription: StaffSubscription | null; onClose: () => void };

/** Streaming credentials for a Pending or Expired subscription, then activation. */
export function CredentialsModal({ subscription, onClose }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const activate = useMutation(trpc.subscriptions.activate.mutationOptions());
  const { t } = useStaffText();
  const form = useForm({ mode: 'controlled', initialValues: { userName: '', password: '' }, validate, validateInputOnBlur: true });

  // A fresh form for every subscription opened.
  useEffect(() => {
    if (subscription) form.reset();
  }, [subscription?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- only another subscription resets the form, not a re-render

  const submit = form.onSubmit(async (values) => {
    // The dialog itself, naming the customer and the plan, is the confirmation: no second
    // "Are you sure?" after its Activate button.
    if (!subscription) return;
    try {
      await activate.mutateAsync({ id: subscription.id, ...values });
      notifications.show({ color: 'teal', title: useCommonText.t('alerts.success'), message: t('credentials.activated', { name: subscription.fullName }) });
      onClose();
    } catch (error) {
      if (rowMoved(error)) onClose();
      await showAlert({ title: 'Error!', message: failureMessage(error, t('credentials.activateFailed')) });
    } finally {
      await queryClient.invalidateQueries(trpc.subscriptions.list.queryFilter());
    }
  });

  return (
    <Modal opened={subscription !== null} onClose={onClose} title={t('credentials.title')} centered closeOnClickOutside={!activate.isPending}>
      {subscription && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <div>
              <Text fw={600}>{subscription.fullName}</Text>
              <Text size="sm" c="dimmed">
                <EmailAddress email={subscription.email} />
              </Text>
              <Text size="sm" mt={4}>
                {t('credentials.planAndDevices', { plan: subscription.plan.name, devices: t('devices', { count: subscription.devices }) })}
              </Text>
            </div>
            <Text size="sm" c="dimmed">
              {t('credentials.explanation')}
            </Text>
            <TextInput label={t('credentials.userName')} autoComplete="off" required data-autofocus {...form.getInputProps('userName')} />
            <PasswordInput label={t('credentials.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={activate.isPending}>
                {t('credentials.cancel')}
              </Button>
              <Button type="submit" loading={activate.isPending}>
                {t('credentials.activate')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

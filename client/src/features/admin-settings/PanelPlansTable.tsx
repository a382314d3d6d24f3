import { Badge, Button, Paper, Switch, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { panelMessages, parseBouquets, type PanelPlan } from '@nimbus/shared/panel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';
import { useCommonText } from '../../i18n/en/common.ts';
import { tm } from '../../i18n/messages.ts';

/** One plan's bouquets and automatic switch, saved on its own. */
function PlanRow({ plan }: { plan: PanelPlan }) {
  const { t } = useSettingsText();
  const { t: common } = useCommonText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [bouquets, setBouquets] = useState(plan.bouquets.join(', '));
  const [automatic, setAutomatic] = useState(plan.automatic);
  const parsed = parseBouquets(bouquets);
  const dirty = automatic !== plan.automatic || parsed === null || parsed.join(',') !== plan.bouquets.join(',');
  const save = useMutation(
    trpc.panel.updatePlan.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.panel.plans.queryKey(), (rows) => rows?.map((row) => (row.id === saved.id ? saved : row)));
        setBouquets(saved.bouquets.join(', '));
        showSuccess(panelMessages.planSaved);
      },
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, panelMessages.planSaveFailed) }),
    }),
  );
  const label = t('panelPlans.planDevices', { name: plan.name, count: plan.devices });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{plan.name}</Text>
        {plan.status !== 'Active' ? (
          <Badge color="gray" variant="light">
            {plan.status === 'Inactive' ? common('status.Inactive') : tm(plan.status)}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>{plan.devices}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('panelPlans.bouquetsOf', { plan: label })}
          placeholder="1, 4, 9"
          value={bouquets}
          onChange={(event) => setBouquets(event.currentTarget.value)}
          error={parsed === null ? tm(panelMessages.bouquets) : undefined}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('panelPlans.automaticFor', { plan: label })}
          checked={automatic}
          onChange={(event) => setAutomatic(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="default"
          disabled={!dirty || parsed === null}
          loading={save.isPending}
          onClick={() => parsed && save.mutate({ planId: plan.id, bouquets: parsed, automatic })}
          aria-label={t('panelPlans.saveOf', { plan: label })}
        >
          {t('panelPlans.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Per plan: the panel bouquets its lines get, and whether verifying a payment makes the line. */
export function PanelPlansTable({ plans }: { plans: PanelPlan[] }) {
  const { t } = useSettingsText();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="settings-panel-plans">
      <Title order={2} size="h4" id="settings-panel-plans">
        {t('panelPlans.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('panelPlans.description')}
      </Text>
      {plans.length === 0 ? (
        <Text size="sm">{t('panelPlans.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-labelledby="settings-panel-plans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('panelPlans.plan')}</Table.Th>
                <Table.Th>{t('panelPlans.devices')}</Table.Th>
                <Table.Th>{t('panelPlans.bouquets')}</Table.Th>
                <Table.Th>{t('panelPlans.automatic')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('panelPlans.save')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.map((plan) => (
                <PlanRow key={plan.id} plan={plan} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

import { Badge, Button, Paper, Switch, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { panelMessages, parseBouquets, type PanelPlan } from '@nimbus/shared/panel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** One plan's bouquets and automatic switch, saved on its own. */
function PlanRow({ plan }: { plan: PanelPlan }) {
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
  const label = `${plan.name}, ${plan.devices} device${plan.devices === 1 ? '' : 's'}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{plan.name}</Text>
        {plan.status !== 'Active' ? (
          <Badge color="gray" variant="light">
            {plan.status}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>{plan.devices}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Bouquets of ${label}`}
          placeholder="1, 4, 9"
          value={bouquets}
          onChange={(event) => setBouquets(event.currentTarget.value)}
          error={parsed === null ? panelMessages.bouquets : undefined}
        />
      </Table.Td>
      <Table.Td>
        <Switch aria-label={`Automatic for ${label}`} checked={automatic} onChange={(event) => setAutomatic(event.currentTarget.checked)} />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="default"
          disabled={!dirty || parsed === null}
          loading={save.isPending}
          onClick={() => parsed && save.mutate({ planId: plan.id, bouquets: parsed, automatic })}
          aria-label={`Save ${label}`}
        >
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Per plan: the panel bouquets its lines get, and whether verifying a payment makes the line. */
export function PanelPlansTable({ plans }: { plans: PanelPlan[] }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="settings-panel-plans">
      <Title order={2} size="h4" id="settings-panel-plans">
        Plans on the panel
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The panel bouquet ids each plan&apos;s lines get. Automatic: once the panel is on, verifying a payment makes the line; off, staff enter credentials for
        that plan as today.
      </Text>
      {plans.length === 0 ? (
        <Text size="sm">No plans yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-labelledby="settings-panel-plans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Devices</Table.Th>
                <Table.Th>Bouquets</Table.Th>
                <Table.Th>Automatic</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Save</VisuallyHidden>
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

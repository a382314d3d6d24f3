import { Button, Group, Stack, Text } from '@mantine/core';
import { webhookMessages, type WebhookEndpointRow, type WebhookWithSecret } from '@nimbus/shared/webhooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm.tsx';
import { ConfirmSubject } from '../../components/ConfirmSubject.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { RowAction } from '../../components/RowAction.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { TABLE_PAGE_SIZES, useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { pageQuery, type TableSearch } from '../../lib/table-url.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { deliveryOutcome } from './delivery-outcome.ts';
import { SecretModal } from './SecretModal.tsx';
import { WebhookModal } from './WebhookModal.tsx';

/** Every endpoint, newest first, searched by URL; add, edit, send a test, rotate the secret, delete. */
export function WebhooksTable({ search, setSearch }: { search: TableSearch; setSearch: SetTableSearch<TableSearch> }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const state = useUrlTableState(search, setSearch);
  const list = useQuery({ ...trpc.webhooks.list.queryOptions(pageQuery(search)), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.webhooks.delete.mutationOptions());
  const rotate = useMutation(trpc.webhooks.rotateSecret.mutationOptions());
  const test = useMutation(trpc.webhooks.sendTest.mutationOptions());
  const [editing, setEditing] = useState<WebhookEndpointRow | 'new' | null>(null);
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function act(endpoint: WebhookEndpointRow, run: () => Promise<void>, failure: string) {
    setBusy(endpoint.id);
    try {
      await run();
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, failure) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries(trpc.webhooks.pathFilter());
    }
  }

  const sendTest = (endpoint: WebhookEndpointRow) =>
    act(
      endpoint,
      async () => {
        const sent = await test.mutateAsync({ id: endpoint.id });
        if (sent.status === 'delivered') showSuccess(`Test delivered: the endpoint answered ${sent.statusCode}`);
        else await showAlert({ title: 'Error!', message: deliveryOutcome(sent) });
      },
      'The test could not be sent. Try again.',
    );

  const rotateSecret = async (endpoint: WebhookEndpointRow) => {
    const confirmed = await confirmAction({
      message: 'Make a new secret? Deliveries are signed with it at once; the receiver needs the new one.',
      confirmLabel: 'Yes, rotate',
      details: <ConfirmSubject>{endpoint.url}</ConfirmSubject>,
    });
    if (confirmed) await act(endpoint, async () => setSecret(await rotate.mutateAsync({ id: endpoint.id })), 'The secret could not be rotated. Try again.');
  };

  const deleteEndpoint = async (endpoint: WebhookEndpointRow) => {
    const confirmed = await confirmAction({
      message: webhookMessages.confirmDelete,
      confirmLabel: 'Yes, delete',
      danger: true,
      details: <ConfirmSubject>{endpoint.url}</ConfirmSubject>,
    });
    if (!confirmed) return;
    await act(
      endpoint,
      async () => {
        await remove.mutateAsync({ id: endpoint.id });
        showSuccess(webhookMessages.deleted);
      },
      'The endpoint could not be deleted. Try again.',
    );
  };

  const columns: Column<WebhookEndpointRow>[] = [
    {
      key: 'url',
      header: 'URL',
      render: (endpoint) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Text>
          {endpoint.description ? (
            <Text size="xs" c="dimmed">
              {endpoint.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'events',
      header: 'Events',
      render: (endpoint) => (endpoint.events.length === 1 ? endpoint.events[0] : `${endpoint.events.length} events`),
      visibleFrom: 'sm',
    },
    { key: 'status', header: 'Status', render: (endpoint) => <StatusBadge status={endpoint.active ? 'Active' : 'Inactive'} /> },
    {
      key: 'actions',
      header: 'Actions',
      render: (endpoint) => (
        <Group gap={6} wrap="wrap">
          <RowAction tone="primary" onClick={() => setEditing(endpoint)} aria-label={`Edit endpoint ${endpoint.url}`}>
            Edit
          </RowAction>
          <RowAction
            tone="primary"
            onClick={() => void navigate({ to: '/admin/webhooks/$endpointId', params: { endpointId: String(endpoint.id) } })}
            aria-label={`Delivery log of ${endpoint.url}`}
          >
            Log
          </RowAction>
          <RowAction
            tone="primary"
            loading={busy === endpoint.id && test.isPending}
            disabled={busy !== null}
            onClick={() => void sendTest(endpoint)}
            aria-label={`Send test to ${endpoint.url}`}
          >
            Send test
          </RowAction>
          <RowAction tone="primary" disabled={busy !== null} onClick={() => void rotateSecret(endpoint)} aria-label={`Rotate secret of ${endpoint.url}`}>
            Rotate secret
          </RowAction>
          <RowAction tone="danger" disabled={busy !== null} onClick={() => void deleteEndpoint(endpoint)} aria-label={`Delete endpoint ${endpoint.url}`}>
            Delete
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Webhook endpoints"
        columns={columns}
        data={list.data}
        rowKey={(endpoint) => endpoint.id}
        state={state}
        pageSizes={TABLE_PAGE_SIZES}
        phoneCards
        cardsUpTo="tablet"
        loading={list.isFetching}
        error={list.error ? failureMessage(list.error, 'The endpoints could not be loaded.') : null}
        onRetry={() => void list.refetch()}
        emptyText="No endpoints yet. Add the first one."
        searchPlaceholder="Search by URL"
        toolbar={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add endpoint
          </Button>
        }
      />
      <WebhookModal endpoint={editing} onClose={() => setEditing(null)} onSecret={setSecret} />
      <SecretModal made={secret} onClose={() => setSecret(null)} />
    </>
  );
}

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
import { useSettingsText } from '../../i18n/en/settings.ts';

/** Every endpoint, newest first, searched by URL; add, edit, send a test, rotate the secret, delete. */
export function WebhooksTable({ search, setSearch }: { search: TableSearch; setSearch: SetTableSearch<TableSearch> }) {
  const { t } = useSettingsText();
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
        if (sent.status === 'delivered') showSuccess(t('webhooks.testDelivered', { code: String(sent.statusCode) }));
        else await showAlert({ title: 'Error!', message: deliveryOutcome(sent) });
      },
      t('webhooks.testFailed'),
    );

  const rotateSecret = async (endpoint: WebhookEndpointRow) => {
    const confirmed = await confirmAction({
      message: t('webhooks.rotateQuestion'),
      confirmLabel: t('webhooks.rotateConfirm'),
      details: <ConfirmSubject>{endpoint.url}</ConfirmSubject>,
    });
    if (confirmed) await act(endpoint, async () => setSecret(await rotate.mutateAsync({ id: endpoint.id })), t('webhooks.rotateFailed'));
  };

  const deleteEndpoint = async (endpoint: WebhookEndpointRow) => {
    const confirmed = await confirmAction({
      message: webhookMessages.confirmDelete,
      confirmLabel: t('webhooks.deleteConfirm'),
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
      t('webhooks.deleteFailed'),
    );
  };

  const columns: Column<WebhookEndpointRow>[] = [
    {
      key: 'url',
      header: t('webhooks.url'),
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
      header: t('webhooks.events'),
      render: (endpoint) => (endpoint.events.length === 1 ? endpoint.events[0] : t('webhooks.eventCount', { count: endpoint.events.length })),
      visibleFrom: 'sm',
    },
    { key: 'status', header: t('webhooks.status'), render: (endpoint) => <StatusBadge status={endpoint.active ? 'Active' : 'Inactive'} /> },
    {
      key: 'actions',
      header: t('webhooks.actions'),
      render: (endpoint) => (
        <Group gap={6} wrap="wrap">
          <RowAction tone="primary" onClick={() => setEditing(endpoint)} aria-label={t('webhooks.editLabel', { url: endpoint.url })}>
            {t('webhooks.edit')}
          </RowAction>
          <RowAction
            tone="primary"
            onClick={() => void navigate({ to: '/admin/webhooks/$endpointId', params: { endpointId: String(endpoint.id) } })}
            aria-label={t('webhooks.logLabel', { url: endpoint.url })}
          >
            {t('webhooks.log')}
          </RowAction>
          <RowAction
            tone="primary"
            loading={busy === endpoint.id && test.isPending}
            disabled={busy !== null}
            onClick={() => void sendTest(endpoint)}
            aria-label={t('webhooks.sendTestLabel', { url: endpoint.url })}
          >
            {t('webhooks.sendTest')}
          </RowAction>
          <RowAction
            tone="primary"
            disabled={busy !== null}
            onClick={() => void rotateSecret(endpoint)}
            aria-label={t('webhooks.rotateLabel', { url: endpoint.url })}
          >
            {t('webhooks.rotate')}
          </RowAction>
          <RowAction
            tone="danger"
            disabled={busy !== null}
            onClick={() => void deleteEndpoint(endpoint)}
            aria-label={t('webhooks.deleteLabel', { url: endpoint.url })}
          >
            {t('webhooks.delete')}
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={t('webhooks.caption')}
        columns={columns}
        data={list.data}
        rowKey={(endpoint) => endpoint.id}
        state={state}
        pageSizes={TABLE_PAGE_SIZES}
        phoneCards
        cardsUpTo="tablet"
        loading={list.isFetching}
        error={list.error ? failureMessage(list.error, t('webhooks.loadFailed')) : null}
        onRetry={() => void list.refetch()}
        emptyText={t('webhooks.empty')}
        searchPlaceholder={t('webhooks.search')}
        toolbar={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('webhooks.add')}
          </Button>
        }
      />
      <WebhookModal endpoint={editing} onClose={() => setEditing(null)} onSecret={setSecret} />
      <SecretModal made={secret} onClose={() => setSecret(null)} />
    </>
  );
}

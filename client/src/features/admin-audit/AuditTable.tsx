import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import type { AuditRow } from '@nimbus/shared/audit';
import type { Role } from '@nimbus/shared/enums';
import { formatDay, formatTime } from '@nimbus/shared/format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { TABLE_PAGE_SIZES, useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { FIRST_PAGE } from '../../lib/table-url.ts';
import { auditList } from '../../lib/staff-table-queries.ts';
import type { AuditSearch } from '../../lib/staff-table-urls.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ActorFilter, type Actor } from './ActorFilter.tsx';
import { AuditChanges } from './AuditChanges.tsx';
import { actionLabel, actionOptions, entityLabel, entityOptions } from './vocabulary.ts';
import { auditQuery } from '../../lib/staff-table-urls.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { ROLE_LABELS } from '@nimbus/shared/labels';
import { useSettingsText } from '../../i18n/en/settings.ts';
import { tm } from '../../i18n/messages.ts';

const ROLE_COLORS: Record<Role, string> = { USER: 'gray', ADMIN: 'nimbus', AGENT: 'blue' };

/** Who did what and when, newest first: filtered by actor, entity and action, searched, paged. */
export function AuditTable({ search, setSearch }: { search: AuditSearch; setSearch: SetTableSearch<AuditSearch> }) {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const state = useUrlTableState(search, setSearch);
  const audit = useQuery({ ...auditList(trpc, search), placeholderData: keepPreviousData });
  const actor: Actor | null = search.actor ? { id: search.actor, label: search.actorName ?? t('audit.userNumber', { id: search.actor }) } : null;
  const entity = search.entity ?? null;
  const action = search.action ?? null;

  // A new filter starts again on page 1, as a new search does.
  const setActor = (value: Actor | null) => setSearch({ ...FIRST_PAGE, actor: value?.id, actorName: value?.label });
  const setAction = (value: string | null) => setSearch({ ...FIRST_PAGE, action: value ?? undefined });
  const onEntity = (value: string | null) =>
    setSearch({ ...FIRST_PAGE, entity: value ?? undefined, ...(action && value && !action.startsWith(`${value}.`) ? { action: undefined } : {}) });

  const columns: Column<AuditRow>[] = [
    {
      key: 'when',
      header: t('audit.when'),
      render: (row) => (
        <time dateTime={row.createdAt.toISOString()}>
          <Text size="sm" component="span" display="block" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(row.createdAt)}
          </Text>
          <Text size="xs" c="dimmed" component="span" display="block" style={{ whiteSpace: 'nowrap' }}>
            {formatTime(row.createdAt)}
          </Text>
        </time>
      ),
    },
    {
      key: 'who',
      header: t('audit.who'),
      render: (row) =>
        row.actor ? (
          <Stack gap={2} align="flex-start">
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              ta="left"
              onClick={() =>
                setActor({ id: row.actor!.id, label: t('audit.actorOption', { name: row.actor!.name, role: t(`audit.roleWords.${row.actor!.role}`) }) })
              }
              title={t('audit.showOnly', { name: row.actor.name })}
            >
              {row.actor.name}
            </Anchor>
            <Badge size="xs" variant="light" color={ROLE_COLORS[row.actor.role]}>
              {tm(ROLE_LABELS[row.actor.role])}
            </Badge>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('audit.system')}
          </Text>
        ),
    },
    {
      key: 'what',
      header: t('audit.what'),
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {actionLabel(row.action)}
          </Text>
          <Text size="xs" c="dimmed">
            {entityLabel(row.entity)}
            {row.entityId !== null && ` #${row.entityId}`}
          </Text>
        </Stack>
      ),
    },
    { key: 'changes', header: t('audit.changes'), render: (row) => <AuditChanges before={row.before} after={row.after} refs={row.refs} /> },
  ];

  const anyFilter = actor || entity || action;
  return (
    <DataTable
      caption={t('audit.caption')}
      columns={columns}
      data={audit.data}
      rowKey={(row) => row.id}
      state={state}
      loading={audit.isFetching}
      error={audit.error ? failureMessage(audit.error, t('audit.loadFailed')) : null}
      onRetry={() => void audit.refetch()}
      emptyText={anyFilter ? t('audit.emptyFiltered') : t('audit.empty')}
      searchPlaceholder={t('audit.search')}
      pageSizes={TABLE_PAGE_SIZES}
      phoneCards
      toolbar={
        <Group gap="sm" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
          <ActorFilter value={actor} onChange={setActor} />
          <Select
            aria-label={t('audit.byEntity')}
            placeholder={t('audit.anyEntity')}
            data={entityOptions()}
            value={entity}
            onChange={onEntity}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            aria-label={t('audit.byAction')}
            placeholder={t('audit.anyAction')}
            data={actionOptions(entity)}
            value={action}
            onChange={setAction}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
          <ExportButton table="audit" query={auditQuery(search)} label={t('audit.exportLabel')} />
        </Group>
      }
    />
  );
}

import { Alert, Button, Center, Checkbox, Group, Loader, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { groupThousands } from '@nimbus/shared/format';
import { EXACT_COUNT_LIMIT, isShortTerm, pagingMessages, type Page } from '@nimbus/shared/paging';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { DataCards } from './DataCards.tsx';
import { useCommonText } from '../i18n/en/common.ts';
import { tm } from '../i18n/messages.ts';
import type { TableState } from '../lib/table-state.ts';

export type Column<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Hidden below this Mantine breakpoint's width, for less important columns on phones. */
  visibleFrom?: 'sm' | 'md' | 'lg' | 'xl';
  align?: 'left' | 'right' | 'center';
};

type Selection = { selected: ReadonlySet<number>; onChange: (next: Set<number>) => void; isSelectable?: (id: number) => boolean };

type Props<Row> = {
  /** Names the table for screen readers and labels the search box. */
  caption: string;
  columns: Column<Row>[];
  data: Page<Row> | undefined;
  rowKey: (row: Row) => number;
  state: TableState;
  loading: boolean;
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
  searchPlaceholder?: string;
  /** false: no search box (a short list of one's own rows, e.g. Recent Payments). */
  searchable?: boolean;
  /** Below this width the table scrolls sideways; a narrow table can fit a phone instead. */
  minWidth?: number;
  /** Filters or bulk actions shown beside the search box. */
  toolbar?: ReactNode;
  selection?: Selection;
  pageSizes?: number[];
  /** On a phone, one card a row instead of a table scrolling sideways (the staff tables, whose rows carry actions). */
  phoneCards?: boolean;
  /**
   * With `phoneCards`, up to which width rows are cards: 'phone' (below Mantine's sm), or
   * 'tablet' (below lg) for a table whose columns do not fit beside the sidebar on a tablet or
   * a small laptop, where its actions would scroll out of sight.
   */
  cardsUpTo?: 'phone' | 'tablet';
};

const CARDS_QUERY = { phone: '(max-width: 47.99em)', tablet: '(max-width: 74.99em)' } as const;

/**
 * "1,234"; "about 1,000,000" for an estimate (two significant digits); "more than 1,000" when the
 * count stopped at its limit (shared/paging's totalLabel, in the reader's language).
 */
function totalText(page: Pick<Page<unknown>, 'total' | 'totalExact'>): string {
  const { t } = useCommonText;
  if (page.totalExact) return groupThousands(page.total);
  if (page.total <= EXACT_COUNT_LIMIT + 1) return t('table.moreThan', { number: groupThousands(EXACT_COUNT_LIMIT) });
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, page.total))) - 1);
  return t('table.about', { number: groupThousands(Math.round(page.total / scale) * scale) });
}

/**
 * A table wider than the screen scrolls sideways: its viewport takes keyboard focus (arrow keys
 * scroll it) even when no row has a button, as an empty or read-only table has (axe
 * scrollable-region-focusable).
 */
function scrollViewport(caption: string) {
  return { tabIndex: 0, role: 'region', 'aria-label': caption, className: 'mantine-focus-auto' };
}

/**
 * The one table of the app: search box, server paging with Prev/Next and "Page x of y",
 * page size switch, loading, error and empty states, optional row selection.
 */
export function DataTable<Row>(props: Props<Row>) {
  const { caption, columns, data, rowKey, state, loading, selection } = props;
  const { t } = useCommonText();
  const rows = data?.items ?? [];
  const selectable = rows.filter((row) => selection?.isSelectable?.(rowKey(row)) ?? true).map(rowKey);
  const allSelected = selectable.length > 0 && selectable.every((id) => selection?.selected.has(id));
  // Below Mantine's sm breakpoint (lg for a wide table) a row is a card: its actions never scroll out of sight.
  // Read while rendering (the client never hydrates): no second render of the table after the first.
  const phone = useMediaQuery(CARDS_QUERY[props.cardsUpTo ?? 'phone'], undefined, { getInitialValueInEffect: false }) && props.phoneCards === true;

  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  return (
    <Stack gap="sm">
      {(props.searchable !== false || props.toolbar) && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          {props.searchable !== false && (
            <TextInput
              aria-label={t('table.searchLabel', { caption: caption.toLowerCase() })}
              placeholder={props.searchPlaceholder ?? t('table.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={state.search}
              onChange={(event) => state.setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 280 }}
            />
          )}
          {props.toolbar && <Group gap="sm">{props.toolbar}</Group>}
        </Group>
      )}
      {props.searchable !== false && isShortTerm(state.search) && (
        <Text size="xs" c="dimmed" role="status">
          {tm(pagingMessages.shortTerm)}
        </Text>
      )}

      {props.error ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('table.loadFailed')}>
          <Group justify="space-between">
            <Text size="sm">{props.error}</Text>
            {props.onRetry && (
              <Button size="xs" variant="white" color="red" onClick={props.onRetry}>
                {t('table.tryAgain')}
              </Button>
            )}
          </Group>
        </Alert>
      ) : (
        <Paper withBorder={!phone} radius="md" pos="relative">
          {phone ? (
            <DataCards
              caption={caption}
              columns={columns}
              rows={rows}
              rowKey={rowKey}
              selected={selection?.selected}
              isSelectable={selection?.isSelectable}
              onToggle={selection ? toggle : undefined}
            />
          ) : (
            <Table.ScrollContainer minWidth={props.minWidth ?? 640} scrollAreaProps={{ viewportProps: scrollViewport(caption) }}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
                <Table.Caption style={{ captionSide: 'top', textAlign: 'left', position: 'absolute', left: -10000 }}>{caption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {selection && (
                      <Table.Th w={40}>
                        <Checkbox
                          aria-label={t('table.selectAll')}
                          checked={allSelected}
                          indeterminate={!allSelected && selectable.some((id) => selection.selected.has(id))}
                          onChange={() => selection.onChange(allSelected ? new Set() : new Set(selectable))}
                        />
                      </Table.Th>
                    )}
                    {columns.map((column) => (
                      <Table.Th key={column.key} visibleFrom={column.visibleFrom} ta={column.align}>
                        {column.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const id = rowKey(row);
                    return (
                      <Table.Tr key={id}>
                        {selection && (
                          <Table.Td>
                            <Checkbox
                              aria-label={t('table.selectRow', { id })}
                              checked={selection.selected.has(id)}
                              disabled={!(selection.isSelectable?.(id) ?? true)}
                              onChange={() => toggle(id)}
                            />
                          </Table.Td>
                        )}
                        {columns.map((column) => (
                          <Table.Td key={column.key} visibleFrom={column.visibleFrom} ta={column.align}>
                            {column.render(row)}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {loading && rows.length === 0 && (
            <Center py="xl">
              <Loader size="sm" aria-label={t('table.loading')} />
            </Center>
          )}
          {!loading && rows.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {state.query.search ? t('table.nothingMatches', { search: state.query.search }) : (props.emptyText ?? t('table.empty'))}
            </Text>
          )}
        </Paper>
      )}

      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('table.rowsPerPage')}
          </Text>
          {/* Native: the phone's own picker, and no dropdown mounted and positioned with every table. */}
          <NativeSelect
            aria-label={t('table.rowsPerPage')}
            size="xs"
            w={80}
            data={(props.pageSizes ?? [5, 10, 25, 50]).map(String)}
            value={String(state.pageSize)}
            onChange={(event) => state.setPageSize(Number(event.currentTarget.value))}
          />
          {data && (
            <Text size="sm" c="dimmed">
              {t('table.inAll', { total: totalText(data) })}
            </Text>
          )}
        </Group>
        <Pager data={data} state={state} />
      </Group>
    </Stack>
  );
}

/**
 * First, Prev, Next and Last. Next and Prev follow the answer's cursors when it has them (a big
 * list), else the page numbers (a short one); the page number is shown when it is known.
 */
export function Pager<Row>({ data, state }: { data: Page<Row> | undefined; state: TableState }) {
  const { t } = useCommonText();
  const page = data?.page ?? state.page;
  const pageCount = data?.pageCount ?? null;
  const hasPrev = data ? data.prev !== null || (page !== null && page > 1) : false;
  const hasNext = data ? data.next !== null || (pageCount !== null && page !== null && page < pageCount) : false;
  const atLast = data ? !hasNext : false;
  const previous = () => {
    const number = page === null ? null : page - 1;
    if (number === 1 || !data?.prev) state.setPage(Math.max(1, number ?? 1));
    else state.setCursor(data.prev, number);
  };
  const next = () => {
    const number = page === null ? null : page + 1;
    if (data?.next) state.setCursor(data.next, number);
    else if (number !== null) state.setPage(number);
  };
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" disabled={page === 1 || !hasPrev} onClick={() => state.setPage(1)} visibleFrom="sm">
        {t('pager.first')}
      </Button>
      <Button variant="default" size="xs" disabled={!hasPrev} onClick={previous}>
        {t('pager.prev')}
      </Button>
      <Text size="sm" aria-live="polite">
        {page === null
          ? t(atLast ? 'pager.lastPage' : 'pager.page')
          : pageCount === null
            ? t('pager.pageNumber', { page })
            : t('pager.pageOf', { page: Math.min(page, pageCount), pages: pageCount })}
      </Text>
      <Button variant="default" size="xs" disabled={!hasNext} onClick={next}>
        {t('pager.next')}
      </Button>
      <Button variant="default" size="xs" disabled={atLast} onClick={() => state.setLast()} visibleFrom="sm">
        {t('pager.last')}
      </Button>
    </Group>
  );
}

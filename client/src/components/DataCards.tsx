import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { Column } from './DataTable.tsx';
import { useCommonText } from '../i18n/en/common.ts';

type Props<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => number;
  selected?: ReadonlySet<number> | undefined;
  isSelectable?: ((id: number) => boolean) | undefined;
  onToggle?: ((id: number) => void) | undefined;
};

/**
 * A table on a phone or a tablet: one card a row, the first column as its heading, the others
 * as label and value lines, the row's actions across the bottom at full width. Nothing scrolls
 * sideways, so no action is ever off-screen. A column the table shows only from a width
 * (`visibleFrom`) shows in the card from the same width.
 */
export function DataCards<Row>({ caption, columns, rows, rowKey, selected, isSelectable, onToggle }: Props<Row>) {
  const { t } = useCommonText();
  const [heading, ...rest] = columns;
  const details = rest.filter((column) => column.key !== 'actions');
  const actions = rest.find((column) => column.key === 'actions');
  return (
    <Stack gap="sm" component="ul" aria-label={caption} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => {
        const id = rowKey(row);
        return (
          <Paper key={id} component="li" withBorder radius="md" p="sm" data-testid="row-card">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <div style={{ minWidth: 0, flex: 1 }}>{heading?.render(row)}</div>
                {selected && onToggle && (
                  <Checkbox
                    aria-label={t('table.selectRow', { id })}
                    checked={selected.has(id)}
                    disabled={!(isSelectable?.(id) ?? true)}
                    onChange={() => onToggle(id)}
                  />
                )}
              </Group>
              {details.map((column) => (
                <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start" {...(column.visibleFrom ? { visibleFrom: column.visibleFrom } : {})}>
                  <Text size="xs" c="dimmed" w={96} style={{ flexShrink: 0 }} pt={2}>
                    {column.header}
                  </Text>
                  <div style={{ minWidth: 0, flex: 1, fontSize: 'var(--mantine-font-size-sm)' }}>{column.render(row)}</div>
                </Group>
              ))}
              {actions && <div style={{ paddingTop: 4 }}>{actions.render(row)}</div>}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

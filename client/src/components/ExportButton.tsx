import { Button, Group, Progress, Text } from '@mantine/core';
import { groupThousands } from '@nimbus/shared/format';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { showAlert } from '../lib/alerts.tsx';
import { failureMessage } from '../lib/errors.ts';
import { useCommonText } from '../i18n/en/common.ts';
import { downloadCsv, exportInput, type ExportProgress, type ExportTable } from '../lib/download-csv.ts';

/**
 * "Export CSV" for a staff table: every row with the table's current filters and search, as the
 * server streams it, with the rows received against the table's total while it runs.
 */
export function ExportButton({ table, query, label }: { table: ExportTable; query: Record<string, unknown>; label: string }) {
  const { t } = useCommonText();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total: 0, exact: true });
    try {
      await downloadCsv(table, exportInput(query), setProgress, controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) await showAlert({ title: 'Error!', message: failureMessage(error, t('export.failed')) });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  if (!progress) {
    return (
      <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void start()}>
        {t('export.button')}
      </Button>
    );
  }
  const percent = progress.total > 0 ? Math.min(100, (progress.rows / progress.total) * 100) : 0;
  return (
    <Group gap="xs" wrap="nowrap" miw={220}>
      <Progress value={percent} w={120} aria-label={t('export.progressLabel', { what: label })} animated />
      <Text size="xs" c="dimmed" aria-live="polite">
        {t(progress.exact ? 'export.progress' : 'export.progressAbout', { rows: groupThousands(progress.rows), total: groupThousands(progress.total) })}
      </Text>
      <Button variant="subtle" size="compact-xs" onClick={() => abort.current?.abort()}>
        {t('export.cancel')}
      </Button>
    </Group>
  );
}

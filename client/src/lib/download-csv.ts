import { useCommonText } from '../i18n/en/common.ts';
import { RestError } from './errors.ts';
import { saveFile } from './save-file.ts';

export type ExportTable = 'users' | 'payments' | 'subscriptions' | 'tickets' | 'audit';
export type ExportProgress = { rows: number; total: number; exact: boolean };

/** The list's input without its paging: the export reads every page (docs/decisions/042). */
export function exportInput(query: Record<string, unknown>): Record<string, unknown> {
  const { page: _page, pageSize: _pageSize, cursor: _cursor, last: _last, ...filters } = query;
  return filters;
}

/**
 * Streams a staff table's CSV from the server, counting its lines as they come for the progress
 * bar, then hands the file to the browser's downloads. `signal` cancels it.
 */
export async function downloadCsv(
  table: ExportTable,
  input: Record<string, unknown>,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`/api/export/${table}?input=${encodeURIComponent(JSON.stringify(input))}`, { credentials: 'same-origin', signal });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new RestError(response.status, body?.message ?? useCommonText.t('export.notMade'));
  }
  const total = Number(response.headers.get('x-total-rows') ?? 0);
  const exact = response.headers.get('x-total-exact') === 'true';
  const chunks: Uint8Array[] = [];
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines += 1;
    // The header is a line too; an estimated total may be passed.
    onProgress({ rows: Math.max(0, lines - 1), total: Math.max(total, lines - 1), exact });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${table}.csv`;
  saveFile(chunks as BlobPart[], name, 'text/csv;charset=utf-8');
}

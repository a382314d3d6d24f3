import { Alert, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { getDocument, GlobalWorkerOptions, VerbosityLevel, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useStaffText } from '../../i18n/en/staff.ts';

// pdf.js draws the pages onto canvases: the PDF's JavaScript, forms and links are never run or
// shown, and Chromium's own PDF viewer never opens the file in the app's origin. Its worker is
// a file of our build, served from our origin like every script (docs/decisions/012).
GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most: a receipt is a page or two; a longer file is still downloadable. */
const MAX_PAGES = 10;

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pdf: PDFDocumentProxy };

/** A PDF receipt, every page stacked and fitted to the width. Loaded only when a PDF is opened. */
export default function PdfReceipt({ file, name }: { file: Blob; name: string }) {
  const { t } = useStaffText();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let task: ReturnType<typeof getDocument> | null = null;
    setState({ status: 'loading' });
    (async () => {
      const data = new Uint8Array(await file.arrayBuffer());
      if (cancelled) return;
      task = getDocument({
        data,
        // No WebAssembly: the CSP allows no wasm compilation. JPEG 2000 and JBIG2 images stay blank.
        useWasm: false,
        verbosity: VerbosityLevel.ERRORS,
      });
      const pdf = await task.promise;
      if (!cancelled) setState({ status: 'ready', pdf });
    })().catch(() => {
      if (!cancelled) setState({ status: 'error' });
    });
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [file]);

  if (state.status === 'loading') {
    return (
      <Center mih={240}>
        <Loader aria-label={t('receipt.loading')} />
      </Center>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" title={t('receipt.pdfFailedTitle')}>
        {t('receipt.pdfFailed')}
      </Alert>
    );
  }
  const shown = Math.min(state.pdf.numPages, MAX_PAGES);
  return (
    <Stack gap="sm" role="group" aria-label={t('receipt.pdfLabel', { name, count: state.pdf.numPages })}>
      {Array.from({ length: shown }, (_, index) => (
        <PdfPage key={index} pdf={state.pdf} number={index + 1} total={state.pdf.numPages} />
      ))}
      {state.pdf.numPages > shown && (
        <Text size="sm" c="dimmed" ta="center">
          {t('receipt.pdfFirstPages', { shown, total: state.pdf.numPages })}
        </Text>
      )}
    </Stack>
  );
}

function PdfPage({ pdf, number, total }: { pdf: PDFDocumentProxy; number: number; total: number }) {
  const { t } = useStaffText();
  const { ref: frame, width } = useElementSize();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (width === 0 || !canvas.current) return;
    const target = canvas.current;
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    (async () => {
      const page = await pdf.getPage(number);
      if (cancelled) return;
      const scale = width / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale: scale * window.devicePixelRatio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
      const task = page.render({ canvas: target, viewport });
      render = task;
      await task.promise;
      if (!cancelled) setDrawn(true);
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, number, width]);

  return (
    <Stack gap={4}>
      {total > 1 && (
        <Text size="xs" c="dimmed" ta="center" aria-hidden>
          {t('receipt.pageOf', { number, total })}
        </Text>
      )}
      <Box ref={frame} pos="relative" bg="white" style={{ boxShadow: 'var(--mantine-shadow-sm)', borderRadius: 'var(--mantine-radius-sm)' }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={total > 1 ? t('receipt.pageOf', { number, total }) : t('receipt.singlePage')}
          data-drawn={drawn ? 'true' : undefined}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
        {!drawn && !failed && (
          <Center pos="absolute" inset={0} mih={120}>
            <Loader size="sm" aria-label={t('receipt.drawingPage', { number })} />
          </Center>
        )}
        {failed && (
          <Text size="sm" c="red.8" p="md">
            {t('receipt.pageFailed', { number })}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

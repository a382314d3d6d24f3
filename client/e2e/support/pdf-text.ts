import { fileURLToPath } from 'node:url';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The text of a PDF the stories download, one string per line of the page, read by pdf.js (the
// client already depends on it); server/test/pdf-text.ts reads the server's PDFs the same way.
GlobalWorkerOptions.workerSrc = import.meta.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
// The metrics of the 14 standard fonts (our invoices use Helvetica without embedding it).
const standardFontDataUrl = fileURLToPath(new URL('../standard_fonts/', import.meta.resolve('pdfjs-dist/package.json').replace('package.json', 'build/')));

export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false });
  const pdf = await task.promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    let line = '';
    let lastY: number | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const y = item.transform[5] as number;
      if (lastY !== null && Math.abs(y - lastY) > 2) {
        if (line.trim()) lines.push(line.trim());
        line = '';
      }
      line += (line && !line.endsWith(' ') && item.str && !item.str.startsWith(' ') && lastY !== null && Math.abs(y - lastY) <= 2 ? ' ' : '') + item.str;
      lastY = y;
      if (item.hasEOL) {
        if (line.trim()) lines.push(line.trim());
        line = '';
        lastY = null;
      }
    }
    if (line.trim()) lines.push(line.trim());
  }
  await task.destroy();
  return lines;
}

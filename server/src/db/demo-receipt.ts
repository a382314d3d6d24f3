// The demo's receipts: a one-page PDF a staff member can open and read in the receipt viewer,
// not a blank pixel. Written by hand (the PDF format needs nothing more for a page of text).

/** Helvetica in a PDF knows no accents: "Müller" is written "Muller", parentheses escaped. */
function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A receipt: a bold title, then "label: value" lines. */
export function receiptPdf(title: string, lines: readonly (readonly [label: string, value: string])[]): Buffer {
  const text = [
    `BT /F2 18 Tf 40 340 Td (${pdfText(title)}) Tj ET`,
    ...lines.map(
      ([label, value], i) => `BT /F2 11 Tf 40 ${300 - i * 22} Td (${pdfText(label)}) Tj ET BT /F1 11 Tf 150 ${300 - i * 22} Td (${pdfText(value)}) Tj ET`,
    ),
    '0.6 G 40 326 m 380 326 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 400] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

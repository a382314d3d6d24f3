import { deflateSync } from 'node:zlib';

// Files the stories upload, made in memory.

/** A real, small PNG (a colour gradient): passes the receipt check and previews as an actual image. */
export function tinyPng(width = 48, height = 32): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows[at] = 70 + x * 3;
      rows[at + 1] = 80 + y * 2;
      rows[at + 2] = 220 - x * 2;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A file with a PNG's first bytes but over the 1 MB receipt limit. */
export function oversizePng(): Buffer {
  return Buffer.concat([tinyPng(), Buffer.alloc(1_048_576)]);
}

/** A PNG as an upload (setInputFiles, multipart): `receipt.png` by default. */
export function pngFile(name = 'receipt.png', buffer: Buffer = tinyPng()) {
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A PDF receipt (each page a blue panel with "Paid 42.00" and its number) that carries
 * JavaScript an attacker would write: an /OpenAction, a page-open action and a document-level
 * script, each calling app.alert(). A viewer that runs PDF scripts shows a dialog.
 */
export function pdfWithScript(pages = 1): Buffer {
  const pageIds = Array.from({ length: pages }, (_, index) => 6 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R /Names << /JavaScript << /Names [(pwn) 5 0 R] >> >> >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    "<< /Type /Action /S /JavaScript /JS (app.alert\\('The receipt ran a script on open'\\);) >>",
    "<< /Type /Action /S /JavaScript /JS (app.alert\\('The receipt ran a page script'\\);) >>",
  ];
  for (const [index, id] of pageIds.entries()) {
    const content = `0.16 0.32 0.85 rg 20 20 260 160 re f BT /F1 28 Tf 1 1 1 rg 48 90 Td (Paid 42.00) Tj ET BT /F1 12 Tf 0 0 0 rg 130 6 Td (${index + 1}/${pages}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents ${id + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> /AA << /O 5 0 R >> >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  let pdf = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Starts like a PDF (so the upload accepts it) but is not one: the viewer shows its error. */
export function brokenPdf(): Buffer {
  return Buffer.from('%PDF-1.7\nthis is not a PDF document at all\n', 'latin1');
}

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

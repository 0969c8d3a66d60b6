import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small grey-scale PNG that looks like a till receipt (white paper, printed lines, a total line): the demo
 * receipts' attached file.
 */
export function demoReceiptPng(width = 150, height = 240): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1);
    raw[row] = 0; // filter: none
    const line = Math.floor(y / 12);
    const inText = y % 12 >= 4 && y % 12 <= 7 && y > 12 && y < height - 12;
    const textEnd = line % 3 === 0 ? width - 20 : 40 + ((line * 37) % (width - 60));
    for (let x = 0; x < width; x++) {
      let v = 250;
      if (x < 6 || x >= width - 6) v = 225;
      else if (inText && x > 14 && x < textEnd && (x + line) % 7 !== 0) v = line === Math.floor(height / 12) - 3 ? 30 : 110;
      raw[row + 1 + x] = v;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey-scale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

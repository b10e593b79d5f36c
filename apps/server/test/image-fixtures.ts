import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose header declares `width` × `height` and whose data is `rows`, compressed. */
function png(width: number, height: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A well-formed grey PNG of the given size, as an image editor would save it. */
export function pngOf(width: number, height: number): Buffer {
  // Each row: filter byte 0, then one byte a pixel.
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return png(width, height, rows);
}

/**
 * A few hundred bytes whose header claims `width` × `height` pixels (a decompression bomb's
 * front): whatever decodes it would allocate for every pixel claimed.
 */
export function pngClaiming(width: number, height: number): Buffer {
  return png(width, height, Buffer.alloc(1024));
}

import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageWithoutExtras } from './images.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // The CRC is not checked by the sanitizer; browsers do, but these bytes never reach one.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const pixels = deflateSync(Buffer.from([0, 255, 0, 0]));
const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const picture = [chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))];
const cleanPng = Buffer.concat([signature, ...picture]);

describe('images served back keep only their picture', () => {
  it('drops PNG text chunks and whatever follows the image end', () => {
    const polyglot = Buffer.concat([
      signature,
      picture[0] as Buffer,
      chunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>')),
      chunk('eXIf', Buffer.from('MM\0*GPS')),
      ...picture.slice(1),
      Buffer.from('<html><script>alert(2)</script></html>'),
    ]);
    const kept = imageWithoutExtras(polyglot, 'image/png');
    expect(kept?.equals(cleanPng)).toBe(true);
    expect(kept?.toString('latin1')).not.toContain('script');
  });

  it('drops JPEG EXIF and comments and keeps the scan up to its end', () => {
    const segment = (marker: number, body: string) => {
      const data = Buffer.from(body, 'latin1');
      const length = Buffer.alloc(2);
      length.writeUInt16BE(data.length + 2);
      return Buffer.concat([Buffer.from([0xff, marker]), length, data]);
    };
    const jfif = segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0');
    const quantization = segment(0xdb, '\0'.repeat(65));
    const scan = Buffer.concat([segment(0xda, '\x01\x01\0\0?\0'), Buffer.from([1, 0xff, 0, 2])]);
    const end = Buffer.from([0xff, 0xd9]);
    const withExtras = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      jfif,
      segment(0xe1, 'Exif\0\0GPS 4.6097,-74.0817'),
      segment(0xfe, '<script>alert(1)</script>'),
      quantization,
      scan,
      end,
      Buffer.from('<script>alert(2)</script>'),
    ]);
    const kept = imageWithoutExtras(withExtras, 'image/jpeg');
    expect(kept).toEqual(Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, quantization, scan, end]));
  });

  it('refuses bytes that are not a whole image of the claimed type', () => {
    expect(imageWithoutExtras(cleanPng.subarray(0, 30), 'image/png')).toBeUndefined();
    expect(imageWithoutExtras(cleanPng, 'image/jpeg')).toBeUndefined();
    expect(imageWithoutExtras(Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg')).toBeUndefined();
  });
});

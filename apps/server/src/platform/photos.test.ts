import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { keptPhoto, PhotoRefused } from './photos.ts';

const rules = {
  maxBytes: 2_000_000,
  minSide: 160,
  maxSide: 4000,
  maxPixels: 8_000_000,
  keptSide: 400,
};

/** A picture whose left half is red and right half blue, to see which way it was turned. */
function halves(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      data.set(x < width / 2 ? [220, 0, 0, 255] : [0, 0, 220, 255], at);
    }
  }
  return data;
}

function pngPhoto(width = 320, height = 240): Buffer {
  const png = new PNG({ width, height });
  halves(width, height).copy(png.data);
  return PNG.sync.write(png);
}

function jpegPhoto(width = 320, height = 240): Buffer {
  return jpeg.encode({ width, height, data: halves(width, height) }, 90).data;
}

async function webpPhoto(width: number, height: number): Promise<Buffer> {
  const codec = await import('@jsquash/webp/encode.js');
  const wasm = createRequire(import.meta.url).resolve('@jsquash/webp/codec/enc/webp_enc.wasm');
  const bytes = await fs.readFile(wasm);
  await codec.init({
    wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
  });
  const data = new Uint8ClampedArray(halves(width, height));
  const encoded = await codec.default({ data, width, height, colorSpace: 'srgb' } as Parameters<
    typeof codec.default
  >[0]);
  return Buffer.from(encoded);
}

/** The colour of a kept JPEG's pixel. */
function pixel(kept: Buffer, x: number, y: number): number[] {
  const image = jpeg.decode(kept, { useTArray: true });
  const at = (y * image.width + x) * 4;
  return [...image.data.subarray(at, at + 3)];
}

const isRed = ([r = 0, , b = 0]: number[]) => r > 150 && b < 80;

/** EXIF orientation 6 ("turn right to see it") inserted as an APP1 segment after SOI. */
function withOrientation(photo: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([photo.subarray(0, 2), head, body, photo.subarray(2)]);
}

describe('a photo is kept as a JPEG rebuilt from its pixels', () => {
  it('re-encodes JPEG, PNG and WebP, and makes a large one smaller', async () => {
    for (const photo of [jpegPhoto(), pngPhoto(), await webpPhoto(320, 240)]) {
      const kept = await keptPhoto(photo, rules);
      expect(kept.jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect([kept.width, kept.height]).toEqual([320, 240]);
      expect(isRed(pixel(kept.jpeg, 10, 120))).toBe(true);
      expect(kept.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    const large = await keptPhoto(pngPhoto(1200, 600), rules);
    expect([large.width, large.height]).toEqual([400, 200]);
  });

  it('turns a phone photo upright by its EXIF orientation, and keeps no EXIF', async () => {
    const kept = await keptPhoto(withOrientation(jpegPhoto(320, 240), 6), rules);
    expect([kept.width, kept.height]).toEqual([240, 320]);
    // Turned right: the red left half is now on top.
    expect(isRed(pixel(kept.jpeg, 120, 10))).toBe(true);
    expect(kept.jpeg.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('rebuilds off the main thread, which goes on answering meanwhile', async () => {
    // Decoding 3 megapixels in JavaScript takes most of a second; on the main thread, a timer
    // due after 20 ms would fire only once the photo was done.
    let rebuilding = true;
    const kept = keptPhoto(jpegPhoto(2000, 1500), rules).finally(() => {
      rebuilding = false;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rebuilding).toBe(true);
    expect((await kept).width).toBe(400);
  });

  it('drops what a polyglot carried after its picture', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const kept = await keptPhoto(Buffer.concat([jpegPhoto(), script]), rules);
    expect(kept.jpeg.includes(script)).toBe(false);
  });

  it('refuses what is not a picture, too many bytes, or the wrong size', async () => {
    const refusal = (bytes: Buffer) =>
      keptPhoto(bytes, rules).then(
        () => 'kept',
        (error: unknown) => (error instanceof PhotoRefused ? error.reason : String(error)),
      );
    expect(await refusal(Buffer.from('%PDF-1.7 not a photo'))).toBe('type');
    expect(await refusal(Buffer.alloc(0))).toBe('type');
    expect(await refusal(Buffer.concat([jpegPhoto().subarray(0, 600)]))).toBe('type');
    expect(await refusal(Buffer.alloc(rules.maxBytes + 1))).toBe('tooLarge');
    expect(await refusal(pngPhoto(100, 100))).toBe('dimensions');
    // A header that claims 20,000 × 20,000 pixels is refused before anything decodes it.
    const bomb = pngPhoto();
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    expect(await refusal(bomb)).toBe('dimensions');
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { imageWithoutExtras } from './images.ts';
import type { KeptPhoto, PhotoAnswer, PhotoRules, PhotoWork } from './photos.ts';

type Bitmap = { width: number; height: number; data: Uint8Array | Uint8ClampedArray };

type WebpDecode = (bytes: ArrayBuffer) => Promise<Bitmap>;
let webpDecoder: Promise<WebpDecode> | undefined;

/** libwebp compiled to WebAssembly (@jsquash/webp), loaded from its file the first time a WebP comes. */
function decodeWebp(bytes: Buffer): Promise<Bitmap> {
  webpDecoder ??= (async () => {
    const codec = await import('@jsquash/webp/decode.js');
    const wasm = createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm');
    // Handed the bytes, the module compiles them itself: nothing is fetched or looked up.
    const bytes = await fs.readFile(wasm);
    await codec.init({
      wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
    });
    return codec.default as WebpDecode;
  })();
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return webpDecoder.then((decode) => decode(copy as ArrayBuffer));
}

async function decoded(bytes: Buffer, mime: string, rules: PhotoRules): Promise<Bitmap> {
  if (mime === 'image/jpeg') {
    return jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: rules.maxPixels / 1_000_000,
      maxMemoryUsageInMB: 1024,
    });
  }
  // pngjs refuses bytes after the picture's end, which browsers ignore: they are cut off first.
  if (mime === 'image/png')
    return PNG.sync.read(imageWithoutExtras(bytes, mime) ?? Buffer.alloc(0));
  return decodeWebp(bytes);
}

/**
 * A JPEG's EXIF orientation (1–8; 1 when absent): phones store the sensor's pixels and say how
 * to turn them. The kept copy has no EXIF, so it is turned here.
 */
function exifOrientation(bytes: Buffer): number {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xe1 && bytes.toString('latin1', at + 4, at + 10) === 'Exif\0\0') {
      const tiff = at + 10;
      const little = bytes.toString('latin1', tiff, tiff + 2) === 'II';
      const u16 = (offset: number) =>
        little ? bytes.readUInt16LE(offset) : bytes.readUInt16BE(offset);
      const u32 = (offset: number) =>
        little ? bytes.readUInt32LE(offset) : bytes.readUInt32BE(offset);
      const ifd = tiff + u32(tiff + 4);
      if (ifd + 2 > bytes.length) return 1;
      for (let entry = 0; entry < u16(ifd); entry += 1) {
        const tag = ifd + 2 + entry * 12;
        if (tag + 10 > bytes.length) return 1;
        if (u16(tag) === 0x0112) return u16(tag + 8);
      }
      return 1;
    }
    if (marker === 0xda) return 1;
    at += 2 + length;
  }
  return 1;
}

/**
 * Where the pixel at (x, y) of the upright picture (`width` × `height`) is in the stored one,
 * `stored` pixels wide, for each EXIF orientation: mirrored (2, 4), turned (3, 6, 8), both (5, 7).
 */
function sourceIndex(orientation: number, stored: number, width: number, height: number) {
  const back = (x: number) => width - 1 - x;
  const up = (y: number) => height - 1 - y;
  const at = (sx: number, sy: number) => sy * stored + sx;
  switch (orientation) {
    case 2:
      return (x: number, y: number) => at(back(x), y);
    case 3:
      return (x: number, y: number) => at(back(x), up(y));
    case 4:
      return (x: number, y: number) => at(x, up(y));
    case 5:
      return (x: number, y: number) => at(y, x);
    case 6:
      return (x: number, y: number) => at(y, back(x));
    case 7:
      return (x: number, y: number) => at(up(y), back(x));
    case 8:
      return (x: number, y: number) => at(up(y), x);
    default:
      return at;
  }
}

/**
 * The photo as it is to be seen: turned by its EXIF orientation, made smaller (by averaging the
 * source pixels each kept pixel covers) until its longest side is `keptSide`, and laid on white
 * where it was transparent. Turning 5–8 swaps width and height.
 */
function upright(bitmap: Bitmap, orientation: number, keptSide: number): Bitmap {
  const swap = orientation >= 5 && orientation <= 8;
  const width = swap ? bitmap.height : bitmap.width;
  const height = swap ? bitmap.width : bitmap.height;
  const scale = Math.min(1, keptSide / Math.max(width, height));
  const outWidth = Math.max(1, Math.round(width * scale));
  const outHeight = Math.max(1, Math.round(height * scale));
  const at = sourceIndex(orientation, bitmap.width, width, height);
  const sums = new Float64Array(outWidth * outHeight * 4);
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(outHeight - 1, Math.floor(y * scale)) * outWidth;
    for (let x = 0; x < width; x += 1) {
      const from = at(x, y) * 4;
      const to = (row + Math.min(outWidth - 1, Math.floor(x * scale))) * 4;
      const alpha = (bitmap.data[from + 3] as number) / 255;
      for (let channel = 0; channel < 3; channel += 1) {
        sums[to + channel] =
          (sums[to + channel] as number) +
          (bitmap.data[from + channel] as number) * alpha +
          255 * (1 - alpha);
      }
      sums[to + 3] = (sums[to + 3] as number) + 1;
    }
  }
  const data = new Uint8Array(outWidth * outHeight * 4);
  for (let at = 0; at < data.length; at += 4) {
    const count = (sums[at + 3] as number) || 1;
    for (let channel = 0; channel < 3; channel += 1) {
      data[at + channel] = Math.round((sums[at + channel] as number) / count);
    }
    data[at + 3] = 255;
  }
  return { width: outWidth, height: outHeight, data };
}

/**
 * A checked photo rebuilt from its pixels: decoded, turned upright, reduced and encoded anew as a
 * JPEG. Undefined when it does not decode to the size its header declared.
 */
async function rebuilt(work: PhotoWork): Promise<KeptPhoto | undefined> {
  const bytes = Buffer.from(work.bytes);
  const bitmap = await decoded(bytes, work.mime, work.rules).catch(() => undefined);
  if (bitmap?.width !== work.width || bitmap.height !== work.height) return undefined;
  const orientation = work.mime === 'image/jpeg' ? exifOrientation(bytes) : 1;
  const kept = upright(bitmap, orientation, work.rules.keptSide);
  const encoded = jpeg.encode({ ...kept, data: Buffer.from(kept.data.buffer) }, 85).data;
  return {
    jpeg: encoded,
    width: kept.width,
    height: kept.height,
    sha256: createHash('sha256').update(encoded).digest('hex'),
  };
}

// Run as photos.ts's thread: photos one at a time, each answered in the order it came, a failure
// as its message (the photos after it still get theirs).
let previous: Promise<unknown> = Promise.resolve();
parentPort?.on('message', (work: PhotoWork) => {
  previous = previous.then(async () => {
    const answer: PhotoAnswer = await rebuilt(work).then(
      (kept) => ({ kept }),
      (error: unknown) => ({ failed: error instanceof Error ? error.message : String(error) }),
    );
    parentPort?.postMessage(answer);
  });
});

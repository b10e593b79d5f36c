import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileTypeFromBuffer } from 'file-type';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { imageDimensions, imageWithoutExtras } from './images.ts';

/** Why a photo was refused: not a JPEG, PNG or WebP picture; too many bytes; too few or many pixels. */
export class PhotoRefused extends Error {
  constructor(readonly reason: 'type' | 'tooLarge' | 'dimensions') {
    super(reason);
  }
}

export type PhotoRules = {
  maxBytes: number;
  /** The shortest side it may have, and the longest, in pixels. */
  minSide: number;
  maxSide: number;
  /** Width × height at most, as its header declares, before anything decodes it. */
  maxPixels: number;
  /** The kept copy's longest side. */
  keptSide: number;
};

export type KeptPhoto = { jpeg: Buffer; width: number; height: number; sha256: string };

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

const photoTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A photo someone uploaded, checked by its content and rebuilt from its pixels alone: JPEG, PNG
 * or WebP by magic bytes, at most `maxBytes`, its declared width and height within the rules
 * before it is decoded (a few bytes may claim gigapixels), then decoded, turned upright, reduced
 * and encoded anew as a JPEG. Whatever else the upload carried (metadata, a script or a page
 * appended to a picture, a polyglot) is not in the result; what fails to decode is refused.
 */
export async function keptPhoto(bytes: Buffer, rules: PhotoRules): Promise<KeptPhoto> {
  if (bytes.length > rules.maxBytes) throw new PhotoRefused('tooLarge');
  const type = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!type || !photoTypes.has(type.mime)) throw new PhotoRefused('type');
  const declared = imageDimensions(bytes, type.mime);
  if (!declared) throw new PhotoRefused('type');
  const { width, height } = declared;
  if (
    Math.min(width, height) < rules.minSide ||
    Math.max(width, height) > rules.maxSide ||
    width * height > rules.maxPixels
  ) {
    throw new PhotoRefused('dimensions');
  }
  const bitmap = await decoded(bytes, type.mime, rules).catch(() => {
    throw new PhotoRefused('type');
  });
  if (bitmap.width !== width || bitmap.height !== height) throw new PhotoRefused('type');
  const orientation = type.mime === 'image/jpeg' ? exifOrientation(bytes) : 1;
  const kept = upright(bitmap, orientation, rules.keptSide);
  const encoded = jpeg.encode({ ...kept, data: Buffer.from(kept.data.buffer) }, 85).data;
  return {
    jpeg: encoded,
    width: kept.width,
    height: kept.height,
    sha256: createHash('sha256').update(encoded).digest('hex'),
  };
}

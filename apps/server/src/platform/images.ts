/**
 * Uploaded images are served back to browsers, so only their pixels and what draws them are kept
 * (ASVS V12.2): text chunks, EXIF, XMP, comments and anything after the image's end are dropped.
 * A polyglot (an image that is also HTML or a script) then loses its other half. Returns undefined
 * when the bytes are not a well-formed image of the claimed type.
 */
export function imageWithoutExtras(bytes: Buffer, mime: string): Buffer | undefined {
  if (mime === 'image/png') return pngWithoutExtras(bytes);
  if (mime === 'image/jpeg') return jpegWithoutExtras(bytes);
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Chunks that define the picture (PNG specification §5.6); every other one is metadata. */
const pngKept = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'pHYs']);

function pngWithoutExtras(bytes: Buffer): Buffer | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (pngKept.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IEND') return Buffer.concat(kept);
    at = end;
  }
  return undefined;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const COM = 0xfe;

/** APP1–APP15 (EXIF, XMP, ICC, vendors) and comments carry no picture; APP0 (JFIF) does. */
const isJpegMetadata = (marker: number) => (marker > APP0 && marker <= 0xef) || marker === COM;

/** After a start of scan, compressed data runs until the next marker that is not a restart. */
function scanEnd(bytes: Buffer, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    const next = bytes[at + 1] as number;
    const isMarker =
      bytes[at] === 0xff && next !== 0 && next !== 0xff && (next < 0xd0 || next > 0xd7);
    if (isMarker) return at;
    at += 1;
  }
  return -1;
}

function jpegWithoutExtras(bytes: Buffer): Buffer | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return undefined;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === EOI) {
      kept.push(bytes.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) return undefined;
    if (marker === SOS) {
      const dataEnd = scanEnd(bytes, end);
      if (dataEnd < 0) return undefined;
      kept.push(bytes.subarray(at, dataEnd));
      at = dataEnd;
      continue;
    }
    if (!isJpegMetadata(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return undefined;
}

/**
 * A WebP's width and height from its first chunk (RFC 9649 §2.5–2.7): lossy `VP8 ` (14 bits
 * each after the key frame's start code), lossless `VP8L` (14 bits each, less one) or extended
 * `VP8X` (24 bits each, less one).
 */
function webpDimensions(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && bytes.readUIntBE(23, 3) === 0x9d012a) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

/**
 * The width and height an image declares: PNG's header chunk, a JPEG's start-of-frame
 * (any SOF marker but DHT, JPG and DAC, which share the range) or a WebP's first chunk.
 * Undefined when not found.
 */
export function imageDimensions(
  bytes: Buffer,
  mime: string,
): { width: number; height: number } | undefined {
  if (mime === 'image/png') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (mime === 'image/webp') return webpDimensions(bytes);
  if (mime !== 'image/jpeg') return undefined;
  let at = 2;
  while (at + 9 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

import { Readable, Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { imageDimensions, imageWithoutExtras } from './images.ts';
import { type FileStorage, newObjectKey, type Stored } from './storage.ts';

/**
 * Why an upload was refused: its content's type, its size against the limits, or an image's
 * declared width and height against its own.
 */
export class UploadRefused extends Error {
  constructor(readonly reason: 'type' | 'tooLarge' | 'tooSmall' | 'tooManyPixels') {
    super(reason);
  }
}

/** How a stored file's content is kept: its type and the extension of its stored name. */
export type ContentType = { mime: string; extension: string };

/** Decides an upload's type from its first bytes; undefined refuses it. */
export type TypeOf = (sample: Buffer) => Promise<ContentType | undefined>;

/** What the type detector reads of a file's beginning (file-type's own sample size). */
export const SAMPLE_BYTES = 4100;

/** Types told by their magic bytes (file-type), among `allowed` (type → stored extension). */
export function byMagic(allowed: Record<string, string>): TypeOf {
  return async (sample) => {
    const found = sample.length > 0 ? await fileTypeFromBuffer(sample) : undefined;
    const extension = found ? allowed[found.mime] : undefined;
    return found && extension ? { mime: found.mime, extension } : undefined;
  };
}

/** Why a part closed before its end (the word "multipart" makes it a malformed body, 500005). */
const failureOf = (source: Readable): Error =>
  source.errored ?? new Error('the multipart body ended before its file did');

/**
 * Reads the beginning of an upload and puts it back in front of the rest: the source stays the
 * one stream to read, or to drain. `ended` when the whole upload fit in the sample (an empty one
 * ends at once: nothing waits for bytes that will never come).
 */
function sampled(source: Readable): Promise<{ sample: Buffer; ended: boolean }> {
  const read: Buffer[] = [];
  let size = 0;
  // Events already gone by are not repeated to late listeners.
  if (source.destroyed) {
    return Promise.reject(failureOf(source));
  }
  if (source.readableEnded) return Promise.resolve({ sample: Buffer.alloc(0), ended: true });
  return new Promise((resolve, reject) => {
    const stop = () =>
      source.off('readable', take).off('end', onEnd).off('error', onError).off('close', onClose);
    const finish = (ended: boolean) => {
      stop();
      const sample = Buffer.concat(read);
      if (!ended && sample.length > 0) source.unshift(sample);
      resolve({ sample, ended });
    };
    const take = () => {
      while (size < SAMPLE_BYTES) {
        const chunk: Buffer | null = source.read();
        if (chunk === null) return;
        read.push(chunk);
        size += chunk.length;
      }
      finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // A part cut off by its request's end closes without an error of its own.
    const onClose = () => onError(failureOf(source));
    source.on('readable', take).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * Reads what is left of a refused upload and throws it away. Never destroyed: the multipart
 * parser waits for each part to be read to its end before it hands over the next one.
 */
function drain(source: Readable): void {
  source.unpipe();
  source.resume();
}

/** Fails the stream as soon as more than `maxBytes` have passed. */
function limiter(maxBytes: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > maxBytes ? new UploadRefused('tooLarge') : null, chunk);
    },
  });
}

/** `source` cut at `maxBytes`; a failure of the source reaches whoever reads the result. */
function limited(source: Readable, maxBytes: number): Readable {
  const limit = limiter(maxBytes);
  source.on('error', (error) => limit.destroy(error));
  // The reader may start only after an await (storage makes its folder first): until then the
  // failure is kept on the stream, which pipeline() reads as already failed.
  limit.on('error', () => undefined);
  return source.pipe(limit);
}

export type Pixels = { width: number; height: number };

/**
 * An image is read whole (they are small, `maxBytes` at most) and kept with its picture only
 * (platform/images.ts). The width and height its header declares are checked first: a few
 * compressed bytes may claim 20,000 × 20,000 pixels, gigabytes to whatever decodes them (the
 * sticker's PDF, a browser showing an avatar), so such an image is refused before anything does.
 */
async function pictureOnly(
  body: Readable,
  mime: string,
  maxPixels: Pixels,
): Promise<{ picture: Readable; pixels: Pixels }> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const pixels = imageDimensions(bytes, mime);
  if (!pixels) throw new UploadRefused('type');
  if (pixels.width > maxPixels.width || pixels.height > maxPixels.height) {
    throw new UploadRefused('tooManyPixels');
  }
  const picture = imageWithoutExtras(bytes, mime);
  if (!picture) throw new UploadRefused('type');
  return { picture: Readable.from([picture]), pixels };
}

export type UploadRules = {
  /** Where the object goes: its key is this folder and a random name of the server's. */
  folder: string;
  typeOf: TypeOf;
  maxBytes: number;
  minBytes?: number;
  /**
   * An image served back to browsers: stored with its picture only, and at most `maxPixels` wide
   * and high as its header declares ('tooManyPixels').
   */
  image?: { maxPixels: Pixels };
};

/** `pixels`: an image's width and height. */
export type StoredUpload = Stored & ContentType & { key: string; pixels?: Pixels };

/**
 * Stores an upload under a name of the server's: the type is taken from the content's first
 * bytes, never from the client's header or name, and the bytes are streamed to storage, counted
 * and hashed on the way. A refused upload leaves nothing stored and is read to its end, so the
 * request's next parts can still be read.
 */
export async function storeUpload(
  storage: FileStorage,
  source: Readable,
  rules: UploadRules,
): Promise<StoredUpload> {
  const { sample, ended } = await sampled(source);
  const type = await rules.typeOf(sample);
  if (!type) {
    drain(source);
    throw new UploadRefused(sample.length === 0 ? 'tooSmall' : 'type');
  }
  const key = newObjectKey(rules.folder, type.extension);
  try {
    const bytes = limited(ended ? Readable.from([sample]) : source, rules.maxBytes);
    const image = rules.image && (await pictureOnly(bytes, type.mime, rules.image.maxPixels));
    const stored = await storage.put(key, image ? image.picture : bytes);
    if (stored.size < (rules.minBytes ?? 1)) throw new UploadRefused('tooSmall');
    return { key, ...type, ...stored, ...(image && { pixels: image.pixels }) };
  } catch (error) {
    drain(source);
    await storage.delete(key);
    throw error;
  }
}

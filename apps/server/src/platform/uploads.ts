import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { imageWithoutExtras } from './images.ts';
import { type FileStorage, newObjectKey, type Stored } from './storage.ts';

/** Why an upload was refused: its content's type, or its size against the limits. */
export class UploadRefused extends Error {
  constructor(readonly reason: 'type' | 'tooLarge' | 'tooSmall') {
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

/**
 * Reads the beginning of an upload and hands back the whole of it as one stream again. An empty
 * upload ends at once with an empty sample: nothing waits for bytes that will never come.
 */
async function sampled(source: Readable): Promise<{ sample: Buffer; whole: Readable }> {
  const chunks = source[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < SAMPLE_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    read.push(next.value);
    size += next.value.length;
  }
  const sample = Buffer.concat(read);
  async function* rest() {
    yield sample;
    if (!ended) for await (const chunk of { [Symbol.asyncIterator]: () => chunks }) yield chunk;
  }
  return { sample, whole: Readable.from(rest()) };
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
  // The reader sees the failure through `limit`, which pipeline destroys with it.
  pipeline(source, limit).catch(() => undefined);
  return limit;
}

/** An image is read whole (they are small) and kept with its picture only (platform/images.ts). */
async function pictureOnly(whole: Readable, maxBytes: number, mime: string): Promise<Readable> {
  const chunks: Buffer[] = [];
  await pipeline(whole, limiter(maxBytes), async (read: AsyncIterable<Buffer>) => {
    for await (const chunk of read) chunks.push(chunk);
  });
  const picture = imageWithoutExtras(Buffer.concat(chunks), mime);
  if (!picture) throw new UploadRefused('type');
  return Readable.from([picture]);
}

export type UploadRules = {
  /** Where the object goes: its key is this folder and a random name of the server's. */
  folder: string;
  typeOf: TypeOf;
  maxBytes: number;
  minBytes?: number;
  /** An image served back to browsers: stored with its picture only. */
  image?: boolean;
};

export type StoredUpload = Stored & ContentType & { key: string };

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
  const { sample, whole } = await sampled(source);
  const type = await rules.typeOf(sample);
  if (!type) {
    source.resume();
    throw new UploadRefused(sample.length === 0 ? 'tooSmall' : 'type');
  }
  const key = newObjectKey(rules.folder, type.extension);
  try {
    const body = rules.image
      ? await pictureOnly(whole, rules.maxBytes, type.mime)
      : limited(whole, rules.maxBytes);
    const stored = await storage.put(key, body);
    if (stored.size < (rules.minBytes ?? 1)) throw new UploadRefused('tooSmall');
    return { key, ...type, ...stored };
  } catch (error) {
    await storage.delete(key);
    source.resume();
    throw error;
  }
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { imageWithoutExtras } from './images.ts';

export type StoredFile = { key: string; mime: string; size: number };

/** What the type detector reads of a file's beginning (file-type's own sample size). */
const SAMPLE_BYTES = 4100;

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

/** Rewrites a stored image without its metadata and trailing bytes; refuses a broken one. */
async function keepOnlyPicture(file: string, mime: string): Promise<number> {
  const picture = imageWithoutExtras(await fs.promises.readFile(file), mime);
  if (!picture) throw new UploadRefused('type');
  await fs.promises.writeFile(file, picture);
  return picture.length;
}

export class UploadRefused extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(reason);
  }
}

/**
 * Files on local disk under DATA_DIR/files. Uploads are streamed to disk; the type is taken from
 * the content's first bytes, never from the client's header, and the name is the server's.
 */
export class LocalStorage {
  constructor(private readonly root: string) {}

  async saveUpload(
    source: Readable,
    options: {
      folder: string;
      allowed: Record<string, string>;
      maxBytes: number;
      /** An image served back to browsers: stored with its picture only (platform/images.ts). */
      image?: boolean;
    },
  ): Promise<StoredFile> {
    const { sample, whole } = await sampled(source);
    const fileType = sample.length > 0 ? await fileTypeFromBuffer(sample) : undefined;
    const extension = fileType ? options.allowed[fileType.mime] : undefined;
    if (!fileType || !extension) {
      source.resume();
      throw new UploadRefused('type');
    }
    const key = path.posix.join(options.folder, `${randomBytes(16).toString('hex')}.${extension}`);
    const target = this.#path(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(size > options.maxBytes ? new UploadRefused('size') : null, chunk);
      },
    });
    try {
      await pipeline(whole, limit, fs.createWriteStream(target));
      if (options.image) size = await keepOnlyPicture(target, fileType.mime);
    } catch (error) {
      await fs.promises.rm(target, { force: true });
      source.resume();
      throw error;
    }
    return { key, mime: fileType.mime, size };
  }

  read(key: string): Readable {
    return fs.createReadStream(this.#path(key));
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.#path(key), { force: true });
  }

  #path(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`storage key escapes the root: ${key}`);
    }
    return resolved;
  }
}

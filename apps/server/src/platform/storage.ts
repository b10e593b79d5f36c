import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeStream } from 'file-type';

export type StoredFile = { key: string; mime: string; size: number };

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
    options: { folder: string; allowed: Record<string, string>; maxBytes: number },
  ): Promise<StoredFile> {
    const typed = await fileTypeStream(source);
    const extension = typed.fileType ? options.allowed[typed.fileType.mime] : undefined;
    if (!typed.fileType || !extension) {
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
      await pipeline(typed, limit, fs.createWriteStream(target));
    } catch (error) {
      await fs.promises.rm(target, { force: true });
      source.resume();
      throw error;
    }
    return { key, mime: typed.fileType.mime, size };
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

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from './config.ts';

/** What storing an object measured on the way: its length and its SHA-256 (hex). */
export type Stored = { size: number; sha256: string };

/** Inclusive byte positions, as an HTTP Range header names them. */
export type ByteRange = { start: number; end: number };

/**
 * Where files live (ARCHITECTURE §6): local disk in embedded mode, an S3-compatible store in
 * server mode. Objects are streamed both ways and never held whole in memory; the key is always
 * the server's own, never a name a client chose.
 */
export interface FileStorage {
  /** Writes the whole stream under `key`, hashing and counting it on the way. */
  put(key: string, body: Readable): Promise<Stored>;
  /** Reads an object, or the bytes of `range`; StoredObjectMissing when there is none. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes an object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Lets go of connections the store keeps open (the S3 client's). */
  close?(): void;
}

export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
  }
}

/** A pass-through that counts and hashes what flows through it. */
function measuring(): Transform & { stored(): Stored } {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return Object.assign(transform, { stored: () => ({ size, sha256: hash.digest('hex') }) });
}

/** A new object key under `folder`: random, so it names nothing and collides with nothing. */
export function newObjectKey(folder: string, extension: string): string {
  return path.posix.join(folder, `${randomBytes(16).toString('hex')}.${extension}`);
}

/**
 * Objects as files under DATA_DIR/files. A write goes to a temporary name first and is renamed
 * once complete, so a key never names half a file, even after a crash.
 */
export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Readable): Promise<Stored> {
    const target = this.#path(key);
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const measure = measuring();
    try {
      await pipeline(body, measure, fs.createWriteStream(partial));
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    return measure.stored();
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const handle = await fs.promises.open(this.#path(key)).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new StoredObjectMissing(key) : error;
    });
    return handle.createReadStream(range ?? {});
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.#path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return fs.promises.stat(this.#path(key)).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }

  #path(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`storage key escapes the root: ${key}`);
    }
    return resolved;
  }
}

export type S3Settings = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

const missingObject = (error: unknown) =>
  error instanceof Error && ['NoSuchKey', 'NotFound'].includes(error.name);

/**
 * Objects in an S3-compatible store (AWS, MinIO, …) through the AWS SDK. Writes are multipart
 * uploads fed from the stream (lib-storage sends 5 MB parts as they fill), so a file of any size
 * passes through a few parts' worth of memory. Path-style addresses, which every local store
 * understands and AWS still serves.
 */
export class S3Storage implements FileStorage {
  readonly #client: S3Client;

  constructor(private readonly settings: S3Settings) {
    const { accessKeyId, secretAccessKey } = settings;
    this.#client = new S3Client({
      region: settings.region,
      forcePathStyle: true,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    });
  }

  async put(key: string, body: Readable): Promise<Stored> {
    const measure = measuring();
    const feed = new PassThrough();
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.settings.bucket, Key: key, Body: feed },
    });
    // The source's own failure (a size limit, a broken upload) is the one worth reporting: the
    // store's is only its consequence. Either way lib-storage aborts the multipart upload.
    const [fed, sent] = await Promise.allSettled([pipeline(body, measure, feed), upload.done()]);
    if (fed.status === 'rejected') throw fed.reason;
    if (sent.status === 'rejected') throw sent.reason;
    return measure.stored();
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      throw missingObject(error) ? new StoredObjectMissing(key) : error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (missingObject(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.#client.destroy();
  }
}

/** Disk under DATA_DIR/files unless an S3 bucket is configured (server mode). */
export function createStorage(config: Config): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, 'files'));
}

/** Reads a small object whole (a logo to measure, a page of a PDF to draw). */
export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

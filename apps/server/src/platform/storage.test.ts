import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.ts';
import {
  bytesOf,
  DiskStorage,
  type FileStorage,
  S3Storage,
  StoredObjectMissing,
} from './storage.ts';

/** Bytes that arrive in many small chunks, as an upload's do. */
function trickle(bytes: Buffer, chunk = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** One contract, two stores: whatever the features do with files must hold on both. */
function storageContract(
  name: string,
  open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>,
) {
  describe(`${name} storage`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('stores a stream and tells its size and SHA-256, measured on the way', async () => {
      const bytes = randomBytes(300_000);
      const stored = await storage.put('tenant/files/a.bin', trickle(bytes));
      expect(stored).toEqual({ size: bytes.length, sha256: sha256(bytes) });
      expect(await bytesOf(await storage.get('tenant/files/a.bin'))).toEqual(bytes);
      expect(await storage.exists('tenant/files/a.bin')).toBe(true);
    });

    it('streams a file larger than one multipart part back whole', async () => {
      const bytes = randomBytes(6 * 1024 * 1024 + 123);
      const stored = await storage.put('tenant/files/big.bin', trickle(bytes));
      expect(stored.size).toBe(bytes.length);
      expect(sha256(await bytesOf(await storage.get('tenant/files/big.bin')))).toBe(sha256(bytes));
    });

    it('reads a byte range, both ends included', async () => {
      const bytes = Buffer.from('0123456789abcdef');
      await storage.put('tenant/files/range.txt', Readable.from([bytes]));
      const part = await bytesOf(await storage.get('tenant/files/range.txt', { start: 3, end: 7 }));
      expect(part.toString()).toBe('34567');
    });

    it('says an object is missing, and deletes idempotently', async () => {
      await storage.put('tenant/files/gone.txt', Readable.from([Buffer.from('x')]));
      await storage.delete('tenant/files/gone.txt');
      await storage.delete('tenant/files/gone.txt');
      expect(await storage.exists('tenant/files/gone.txt')).toBe(false);
      await expect(storage.get('tenant/files/gone.txt')).rejects.toBeInstanceOf(
        StoredObjectMissing,
      );
    });

    it('keeps nothing under the key when the stream fails half-way', async () => {
      const failing = Readable.from(
        (async function* () {
          yield randomBytes(1024);
          throw new Error('the upload broke');
        })(),
      );
      await expect(storage.put('tenant/files/broken.bin', failing)).rejects.toThrow(
        'the upload broke',
      );
      expect(await storage.exists('tenant/files/broken.bin')).toBe(false);
    });
  });
}

storageContract('disk', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-disk-'));
  return {
    storage: new DiskStorage(root),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

storageContract('S3', async () => {
  const s3 = await startS3Server();
  const storage = new S3Storage(s3.settings);
  return {
    storage,
    async close() {
      storage.close();
      await s3.close();
    },
  };
});

describe('disk storage', () => {
  it('refuses a key that would leave its folder', async () => {
    const storage = new DiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-disk-')));
    await expect(storage.put('../escape.txt', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /escapes the root/,
    );
  });
});

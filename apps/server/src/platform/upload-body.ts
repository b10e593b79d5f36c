import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { limits } from '@custodia/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** A multipart body received whole: its parts are read from the copy, as @fastify/multipart's. */
export type ReceivedUpload = Pick<FastifyRequest, 'parts' | 'file'>;

/**
 * The most any multipart body of ours may hold: the company's largest number of files at the
 * largest size, and room for their fields and boundaries. Each part is judged against its own,
 * smaller limit as it is read from the copy.
 */
const MAX_BODY_BYTES = limits.uploads.maxFilesCeiling * limits.uploads.maxBytesCeiling + 1_048_576;

/** A refusal that ends the connection too: what the client still sends is not read. */
function closing(refusal: AppError): AppError {
  refusal.headers = { ...refusal.headers, connection: 'close' };
  return refusal;
}

/** Runs `check`; its refusal ends the connection, so the body it refused is never read. */
export async function refusingBody(check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    throw error instanceof AppError ? closing(error) : error;
  }
}

/**
 * Copies what the client sends, failing when nothing came for `idleMs`, when more than
 * `maxBytes` came, or when the client left before its body's end.
 */
function watchdog(raw: FastifyRequest['raw'], idleMs: number, maxBytes: number): Transform {
  let size = 0;
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      timer.refresh();
      callback(size > maxBytes ? closing(new AppError('payloadTooLarge')) : null, chunk);
    },
    flush(callback) {
      clearTimeout(timer);
      callback();
    },
    destroy(error, callback) {
      clearTimeout(timer);
      raw.off('close', left);
      callback(error);
    },
  });
  const timer = setTimeout(() => watch.destroy(closing(new AppError('uploadStalled'))), idleMs);
  const left = () => {
    if (!raw.readableEnded) watch.destroy(new AppError('malformedBody'));
  };
  raw.on('close', left);
  return watch;
}

/**
 * Receives a multipart request's body to a temporary file before anything else is done with it
 * (decision 45): no transaction, and none of the embedded database's one connection, waits on a
 * client's network. A client that stops sending for `idleMs` is answered 408 (500011) and its
 * connection closed, and one that sends more than `maxBytes` 413 (its endpoint's cap, or what the
 * largest upload of any company takes). `discard` deletes the copy once the request is done with it.
 */
export async function receiveUpload(
  request: FastifyRequest,
  idleMs: number,
  maxBytes = MAX_BODY_BYTES,
): Promise<{ upload: ReceivedUpload; discard: () => Promise<void> }> {
  const { raw } = request;
  // A client that left before its body was read: nobody waits for an answer.
  if (raw.destroyed) throw new AppError('malformedBody');
  const file = path.join(os.tmpdir(), `custodia-upload-${randomUUID()}`);
  const reading: fs.ReadStream[] = [];
  // A handler that refused the upload half-way leaves its reading open: it is closed here.
  const discard = async () => {
    for (const stream of reading) stream.destroy();
    await fs.promises.rm(file, { force: true });
  };
  const watch = watchdog(raw, idleMs, maxBytes);
  // Piped rather than in the pipeline: a refused request stays open for its answer.
  raw.pipe(watch);
  try {
    await pipeline(watch, fs.createWriteStream(file));
  } catch (error) {
    raw.unpipe(watch);
    await discard();
    throw error;
  }
  /**
   * @fastify/multipart reads the request's `raw` stream: a view of the request whose `raw` is
   * the copy, with the request's headers (the boundary), hands it the body received.
   */
  const copy = () => {
    const stream = fs.createReadStream(file);
    reading.push(stream);
    const body = Object.assign(stream, { headers: raw.headers });
    return Object.create(request, { raw: { value: body } }) as FastifyRequest;
  };
  return {
    upload: {
      parts: (options) => copy().parts(options),
      file: (options) => copy().file(options),
    },
    discard,
  };
}

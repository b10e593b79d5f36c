import { Worker } from 'node:worker_threads';
import { fileTypeFromBuffer } from 'file-type';
import { imageDimensions } from './images.ts';

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

/** What the worker thread is given: a checked photo's bytes, its type and declared size. */
export type PhotoWork = {
  bytes: ArrayBuffer;
  mime: string;
  width: number;
  height: number;
  rules: PhotoRules;
};

/**
 * The thread's first lines: TypeScript's loader, registered in the thread (a loader given to the
 * process by `--import` is not one a worker's modules go through), then the rebuilding module.
 */
const threadEntry = `
  import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => register())
    .then(() => import(${JSON.stringify(new URL('./photo-rebuild.ts', import.meta.url).href)}));
`;

/** The thread's answer for a photo: rebuilt (none when it does not decode as declared), or why not. */
export type PhotoAnswer = { kept: KeptPhoto | undefined } | { failed: string };

type Pending = { resolve: (kept: KeptPhoto | undefined) => void; reject: (error: Error) => void };

/**
 * The thread photos are rebuilt in (photo-rebuild.ts), started with the first photo and kept for
 * the next (starting one and loading its modules takes about half a second): decoding 40
 * megapixels in JavaScript takes seconds, during which the main thread would answer nobody. It
 * rebuilds one photo at a time, in the order sent, and does not keep the process alive. Should it
 * fail, the photos it held fail and the next one starts another.
 */
class PhotoThread {
  readonly #thread = new Worker(threadEntry, { eval: true });
  readonly #pending: Pending[] = [];

  constructor(onEnd: () => void) {
    this.#thread.unref();
    this.#thread.on('message', (answer: PhotoAnswer) => {
      const pending = this.#pending.shift();
      if ('failed' in answer) return pending?.reject(new Error(answer.failed));
      const { kept } = answer;
      pending?.resolve(kept && { ...kept, jpeg: Buffer.from(kept.jpeg) });
    });
    const fail = (error: Error) => {
      onEnd();
      for (const pending of this.#pending.splice(0)) pending.reject(error);
    };
    this.#thread.on('error', fail);
    this.#thread.on('exit', (code) => fail(new Error(`the photos' thread ended (${code})`)));
  }

  rebuild(work: PhotoWork): Promise<KeptPhoto | undefined> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ resolve, reject });
      this.#thread.postMessage(work, [work.bytes]);
    });
  }
}

let photoThread: PhotoThread | undefined;

function rebuiltInThread(work: PhotoWork): Promise<KeptPhoto | undefined> {
  if (!photoThread) {
    // A thread that failed lets the next photo start another; its 'exit', after its 'error',
    // must not forget that one.
    const thread: PhotoThread = new PhotoThread(() => {
      if (photoThread === thread) photoThread = undefined;
    });
    photoThread = thread;
  }
  return photoThread.rebuild(work);
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
  // A copy the thread takes over: the caller's buffer may be a view of a larger one.
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const kept = await rebuiltInThread({
    bytes: copy as ArrayBuffer,
    mime: type.mime,
    width,
    height,
    rules,
  });
  if (!kept) throw new PhotoRefused('type');
  return kept;
}

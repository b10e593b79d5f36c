/**
 * What the server's tests get for `@node-rs/argon2` (vitest.config.ts resolves the package's name
 * to this file for them alone): the same argon2id, verified the same way, hashed at its lowest
 * cost. The tests make and check passwords by the hundred, at some 20 ms each at the real cost.
 * The server itself never resolves through vitest's configuration, so no setting or variable of an
 * installation can reach this file: its passwords keep the cost apps/server/src/platform/secrets.ts
 * names.
 */
import { hash as argon2Hash, type Options } from '@node-rs/argon2/index.js';

export { verify } from '@node-rs/argon2/index.js';

export function hash(password: string | Uint8Array, options?: Options): Promise<string> {
  return argon2Hash(password, { ...options, memoryCost: 64, timeCost: 1 });
}

/**
 * Values read from the database, each kept with the company's access stamp its statement read
 * (migration 029, decision 60). A kept value is used only when a request's own statement reads the
 * same stamp: every committed change to what it was read from raises the stamp in the same
 * transaction, so an equal stamp means the value is still what the database holds.
 *
 * Values are frozen when kept: the next request shares them, and a handler that changed one would
 * answer others with its change. The least recently used go first past the capacity.
 */
export class StampedCache {
  readonly #kept = new Map<string, { value: unknown; stamp: string }>();

  constructor(readonly capacity: number) {}

  /** The value kept under the key, if its stamp is the one given. */
  fresh<V>(key: string, stamp: string): V | undefined {
    const kept = this.#kept.get(key);
    if (kept?.stamp !== stamp) return undefined;
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    return kept.value as V;
  }

  /**
   * The value kept under the key whatever its stamp, for the part of it that cannot have changed
   * since (the user a session's token belongs to). It does not count as a use.
   */
  peek<V>(key: string): V | undefined {
    return this.#kept.get(key)?.value as V | undefined;
  }

  /** Whether a value is kept under the key: its caller then reads the stamp to check it by. */
  has(key: string): boolean {
    return this.#kept.has(key);
  }

  keep<V>(key: string, value: V, stamp: string): V {
    this.#kept.delete(key);
    this.#kept.set(key, { value: deepFreeze(value), stamp });
    if (this.#kept.size > this.capacity) {
      const oldest = this.#kept.keys().next().value as string;
      this.#kept.delete(oldest);
    }
    return value;
  }

  forget(key: string): void {
    this.#kept.delete(key);
  }
}

function deepFreeze<V>(value: V): V {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (value instanceof Map) {
    for (const entry of value.values()) deepFreeze(entry);
  } else if (!(value instanceof Date)) {
    for (const entry of Object.values(value)) deepFreeze(entry);
  }
  return value;
}

/** What a read at a request's start keeps its value in, and the stamp the request checks it by. */
export type StampedRead = { kept: StampedCache; stamp: Promise<string> };

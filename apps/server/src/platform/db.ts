import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** Anything that runs SQL: the database itself, or an open transaction. */
export interface Sql {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** Settings a transaction holds until it ends (`set_config(name, value, true)`), such as its role. */
export type TransactionSettings = Record<string, string>;

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgresql';
  transaction<T>(work: (tx: Sql) => Promise<T>, settings?: TransactionSettings): Promise<T>;
  /**
   * Takes the session-level advisory lock (space, key) on a session that keeps it until it is
   * released, the database closes or the process dies; undefined if another session holds it.
   * Other sessions see it in `pg_locks`, which is how they know its holder is alive.
   */
  holdLock(space: number, key: number): Promise<HeldLock | undefined>;
  close(): Promise<void>;
}

/** An advisory lock held by `holdLock`: `held` turns false if its session was lost. */
export interface HeldLock {
  readonly held: boolean;
  release(): Promise<void>;
}

/** What runs SQL on PGlite: the database itself, or its open transaction. */
type PgliteRunner = Pick<Transaction, 'query' | 'exec'>;

/**
 * PGlite is a single connection: every statement and transaction goes through one queue, so a
 * statement issued while a transaction is open waits for it instead of running inside it.
 *
 * A statement with parameters is prepared once (`PREPARE`) and run as `EXECUTE` with its values
 * as literals, written by PGlite's own serializers for the parameters' types: PGlite's `query`
 * parses and plans the text at every call, and planning cost two to three times the run of the
 * engine's statements (decision 56). Prepared statements outlive the transactions that made them.
 */
class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  #queue: Promise<unknown> = Promise.resolve();
  /** The statements prepared or being prepared, by name, with their parameters' type oids. */
  readonly #prepared = new Map<string, Promise<number[]>>();

  constructor(
    private readonly pglite: PGlite,
    private readonly names: StatementNames,
  ) {
    names.opened(this);
  }

  #serialize<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #run<T extends Row>(runner: PgliteRunner, text: string, params: unknown[]): Promise<T[]> {
    const deallocation = this.names.deallocationFor(this, this.#prepared);
    if (deallocation) await runner.exec(deallocation);
    if (params.length === 0) return PgliteDatabase.#simple<T>(runner, text);
    const name = this.names.nameOf(text);
    let types = this.#prepared.get(name);
    if (!types) {
      // Kept before it is prepared: a statement of the same text sent meanwhile (a transaction
      // may run two at once) waits for this preparation instead of preparing it twice.
      types = this.#prepare(runner, name, text);
      this.#prepared.set(name, types);
    }
    const known = await types.catch((error: unknown) => {
      this.#prepared.delete(name);
      throw error;
    });
    const values = params.map((value, index) => this.#literal(value, known[index]));
    return PgliteDatabase.#simple<T>(runner, `EXECUTE ${name}(${values.join(', ')})`);
  }

  /**
   * One statement without parameters, as one simple-protocol message: `query` would add a parse,
   * a description and a bind around its run (a fifth of an EXECUTE's time).
   */
  static async #simple<T extends Row>(runner: PgliteRunner, statement: string): Promise<T[]> {
    const [result] = await runner.exec(statement);
    return (result?.rows ?? []) as T[];
  }

  /** Prepares a statement and answers its parameters' type oids. */
  async #prepare(runner: PgliteRunner, name: string, text: string): Promise<number[]> {
    await runner.exec(`PREPARE ${name} AS ${text}`);
    const [statement] = (
      await runner.query<{ types: number[] }>(
        'SELECT parameter_types::oid[] AS types FROM pg_prepared_statements WHERE name = $1',
        [name],
      )
    ).rows;
    return statement?.types ?? [];
  }

  /** A value as the literal PGlite's bind would have sent as text for a parameter of the type. */
  #literal(value: unknown, type: number | undefined): string {
    if (value === null || value === undefined) return 'NULL';
    const serializer = type === undefined ? undefined : this.pglite.serializers[type];
    const text = serializer ? serializer(value) : String(value);
    return `'${text.replaceAll("'", "''")}'`;
  }

  query<T extends Row>(text: string, params: unknown[] = []): Promise<T[]> {
    return this.#serialize(() => this.#run<T>(this.pglite, text, params));
  }

  async exec(script: string): Promise<void> {
    await this.#serialize(() => this.pglite.exec(script));
  }

  transaction<T>(work: (tx: Sql) => Promise<T>, settings: TransactionSettings = {}): Promise<T> {
    const names = Object.keys(settings);
    return this.#serialize(() =>
      this.pglite.transaction(async (tx) => {
        if (names.length > 0) {
          const calls = names.map(
            (_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`,
          );
          await this.#run(tx, `SELECT ${calls.join(', ')}`, Object.entries(settings).flat());
        }
        return work({
          query: <R extends Row>(text: string, params: unknown[] = []) =>
            this.#run<R>(tx, text, params),
          exec: async (script: string) => {
            await tx.exec(script);
          },
        });
      }),
    );
  }

  /** PGlite's one session holds it: it dies with the process, which is its only user. */
  async holdLock(space: number, key: number): Promise<HeldLock | undefined> {
    const [lock] = await this.query<{ taken: boolean }>(
      'SELECT pg_try_advisory_lock($1, $2) AS taken',
      [space, key],
    );
    if (!lock?.taken) return undefined;
    return {
      held: true,
      release: async () => {
        await this.query('SELECT pg_advisory_unlock($1, $2)', [space, key]);
      },
    };
  }

  async close(): Promise<void> {
    await this.#serialize(() => this.pglite.close());
  }

  dump(): Promise<Blob> {
    return this.#serialize(() => this.pglite.dumpDataDir('none'));
  }
}

/**
 * The names statements are prepared under, for the most recently used `capacity` texts. A name is
 * derived from its text, so a text keeps its name wherever it runs. Filters make their SQL from
 * what a person asks, so texts are many: past the capacity the least recently used one is
 * forgotten, and each connection that prepared it deallocates it before its next statement, so
 * neither this map nor the server's memory grows without end.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  /** Per connection, the names forgotten since it last ran a statement. */
  readonly #forgotten = new Map<object, Set<string>>();

  constructor(readonly capacity = 1000) {}

  nameOf(text: string): string {
    let name = this.#names.get(text);
    if (name) {
      this.#names.delete(text);
    } else {
      name = `s${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    }
    this.#names.set(text, name);
    if (this.#names.size > this.capacity) {
      const [oldest, oldestName] = this.#names.entries().next().value as [string, string];
      this.#names.delete(oldest);
      for (const forgotten of this.#forgotten.values()) forgotten.add(oldestName);
    }
    return name;
  }

  get size(): number {
    return this.#names.size;
  }

  opened(connection: object): void {
    this.#forgotten.set(connection, new Set());
  }

  closed(connection: object): void {
    this.#forgotten.delete(connection);
  }

  /**
   * The statement that deallocates the names forgotten since the connection last asked that it
   * prepared (`prepared`), undefined if there are none. They leave `prepared` at once, before the
   * statement is sent: a statement of the same text sent behind it prepares again.
   */
  deallocationFor(
    connection: object,
    prepared: { has(name: string): boolean; delete(name: string): unknown },
  ): string | undefined {
    const stale = this.forgottenBy(connection).filter((name) => prepared.has(name));
    for (const name of stale) prepared.delete(name);
    return stale.length > 0 ? stale.map((name) => `DEALLOCATE ${name}`).join('; ') : undefined;
  }

  /** The names forgotten since the connection last asked; it deallocates those it prepared. */
  forgottenBy(connection: object): string[] {
    const forgotten = this.#forgotten.get(connection);
    if (!forgotten || forgotten.size === 0) return [];
    const names = [...forgotten];
    forgotten.clear();
    return names;
  }
}

/** What pg keeps of a connection beyond its typed interface: the statements it prepared, its socket. */
type PreparingClient = pg.PoolClient & {
  connection: { parsedStatements: Record<string, string>; stream: Writable };
};

/**
 * Runs a statement on a connection. One with parameters is sent as a named prepared statement:
 * each connection parses and plans it once instead of at every request, which on the request
 * path's wide statements (the session and its grants) costs more than running them.
 */
async function run<T extends Row>(
  names: StatementNames,
  client: pg.PoolClient,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const prepared = (client as PreparingClient).connection.parsedStatements;
  const deallocation = names.deallocationFor(client, {
    has: (name) => name in prepared,
    delete: (name) => delete prepared[name],
  });
  // The connection pipelines: a statement of the same text sent behind it prepares again.
  if (deallocation) await client.query(deallocation);
  const config = values.length === 0 ? { text } : { name: names.nameOf(text), text, values };
  return (await client.query<T>(config)).rows;
}

class PostgresDatabase implements Database {
  readonly kind = 'postgresql';
  /** The connections that hold locks (holdLock), closed with the database. */
  readonly #holding = new Set<pg.Client>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly names: StatementNames,
    private readonly connectionString: string,
  ) {
    pool.on('connect', (client) => names.opened(client));
    pool.on('remove', (client) => names.closed(client));
  }

  async query<T extends Row>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = await this.pool.connect();
    try {
      return await run<T>(this.names, client, text, params);
    } finally {
      client.release();
    }
  }

  async exec(script: string): Promise<void> {
    await this.pool.query(script);
  }

  async transaction<T>(
    work: (tx: Sql) => Promise<T>,
    settings: TransactionSettings = {},
  ): Promise<T> {
    const client = await this.pool.connect();
    // BEGIN and the settings go as one simple query (it takes several statements but no
    // parameters, so the values go in as escaped literals), and the connection pipelines: the
    // work's first statement follows them on the wire without waiting for their answer, so
    // opening costs no round trip of its own. The server runs them in order: no statement runs
    // before the role and company are set, and if setting them fails the transaction is aborted
    // and every statement behind them fails with it.
    const calls = Object.entries(settings).map(
      ([name, value]) =>
        `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
    );
    // Sent in the same tick, they also leave in one write: a round trip's system calls cost the
    // request path more than most of its statements take to run.
    const socket = (client as PreparingClient).connection.stream;
    socket.cork();
    process.nextTick(() => socket.uncork());
    const opened = client.query(calls.length > 0 ? `BEGIN; SELECT ${calls.join(', ')}` : 'BEGIN');
    // Its failure is told below, in place of the aborted statements' own.
    const openingFailure = opened.then(
      () => undefined,
      (error: unknown) => error,
    );
    try {
      const result = await work({
        query: <R extends Row>(text: string, params: unknown[] = []) =>
          run<R>(this.names, client, text, params),
        exec: async (script: string) => {
          await client.query(script);
        },
      });
      await opened;
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw (await openingFailure) ?? error;
    } finally {
      client.release();
    }
  }

  /**
   * On a connection of its own, outside the pool: a lock held for a process's life must not take
   * a connection from the requests, and it ends with the connection (the server ends the session
   * of a process that died as soon as its socket closes).
   */
  async holdLock(space: number, key: number): Promise<HeldLock | undefined> {
    const client = new pg.Client({ connectionString: this.connectionString });
    let held = true;
    const lost = () => {
      held = false;
      this.#holding.delete(client);
    };
    // A connection the server drops (restart, failover, a dropped database) loses the lock;
    // unheard, its error would crash the process.
    client.on('error', lost);
    client.on('end', lost);
    const taken = await client
      .connect()
      .then(() =>
        client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS taken', [
          space,
          key,
        ]),
      )
      .then(({ rows }) => rows[0]?.taken === true)
      .catch(async (error: unknown) => {
        await client.end().catch(() => undefined);
        throw error;
      });
    if (!taken) {
      await client.end();
      return undefined;
    }
    this.#holding.add(client);
    return {
      get held() {
        return held;
      },
      release: async () => {
        this.#holding.delete(client);
        await client.end().catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.#holding].map((client) => client.end().catch(() => undefined)));
    await this.pool.end();
  }
}

/**
 * PGlite loads the extensions the migrations create (record search: unaccent, btree_gin; the
 * expedients' names and subjects: pg_trgm).
 */
const pgliteOptions: PGliteOptions = { extensions: { unaccent, btree_gin, pg_trgm } };

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** How many statement texts stay prepared (see StatementNames). */
  statementCapacity?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A statement is sent without waiting for the answers before it (see transaction).
      pipeline: true,
    });
    // An idle connection the server drops (restart, failover, a dropped database) is discarded by
    // the pool and the next query opens a new one; unheard, the error would crash the process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    return new PostgresDatabase(
      pool,
      new StatementNames(options.statementCapacity),
      options.databaseUrl,
    );
  }
  const dir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  return new PgliteDatabase(
    await PGlite.create(dir, pgliteOptions),
    new StatementNames(options.statementCapacity),
  );
}

/**
 * An in-memory PGlite, for tests that need a throwaway database: empty, or a copy of the one whose
 * data directory `dump` holds (see dumpMemoryDatabase), so that tests migrate a database only once.
 */
export async function openMemoryDatabase(
  options: { dump?: Blob; statementCapacity?: number } = {},
): Promise<Database> {
  return new PgliteDatabase(
    await PGlite.create({ ...pgliteOptions, ...(options.dump && { loadDataDir: options.dump }) }),
    new StatementNames(options.statementCapacity),
  );
}

/** The data directory of a database openMemoryDatabase opened, as a tarball it can open again. */
export function dumpMemoryDatabase(db: Database): Promise<Blob> {
  if (!(db instanceof PgliteDatabase)) throw new Error('only an in-memory PGlite can be dumped');
  return db.dump();
}

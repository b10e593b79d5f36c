import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  close(): Promise<void>;
}

/**
 * PGlite is a single connection: every statement and transaction goes through one queue, so a
 * statement issued while a transaction is open waits for it instead of running inside it.
 */
class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  #queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {}

  #serialize<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  query<T extends Row>(text: string, params: unknown[] = []): Promise<T[]> {
    return this.#serialize(async () => (await this.pglite.query<T>(text, params)).rows);
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
          await tx.query(`SELECT ${calls.join(', ')}`, Object.entries(settings).flat());
        }
        return work({
          query: async <R extends Row>(text: string, params: unknown[] = []) =>
            (await tx.query<R>(text, params)).rows,
          exec: async (script: string) => {
            await tx.exec(script);
          },
        });
      }),
    );
  }

  async close(): Promise<void> {
    await this.#serialize(() => this.pglite.close());
  }
}

const statementNames = new Map<string, string>();

/**
 * A statement with parameters is sent as a named prepared statement, its name derived from its
 * text: each connection parses and plans it once instead of at every request, which on the request
 * path's wide statements (the session and its grants) costs more than running them. Texts are
 * written in the code, their placeholders fixed by column lists, so the names are few.
 */
function prepared(text: string, values: unknown[]): pg.QueryConfig {
  if (values.length === 0) return { text };
  let name = statementNames.get(text);
  if (!name) {
    name = `s${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

class PostgresDatabase implements Database {
  readonly kind = 'postgresql';

  constructor(private readonly pool: pg.Pool) {}

  async query<T extends Row>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(prepared(text, params))).rows;
  }

  async exec(script: string): Promise<void> {
    await this.pool.query(script);
  }

  async transaction<T>(
    work: (tx: Sql) => Promise<T>,
    settings: TransactionSettings = {},
  ): Promise<T> {
    const client = await this.pool.connect();
    try {
      // One round trip opens the transaction and sets it up: the simple protocol takes several
      // statements but no parameters, so the values go in as escaped literals.
      const calls = Object.entries(settings).map(
        ([name, value]) =>
          `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
      );
      await client.query(calls.length > 0 ? `BEGIN; SELECT ${calls.join(', ')}` : 'BEGIN');
      const result = await work({
        query: async <R extends Row>(text: string, params: unknown[] = []) =>
          (await client.query<R>(prepared(text, params))).rows,
        exec: async (script: string) => {
          await client.query(script);
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection the server drops (restart, failover, a dropped database) is discarded by
    // the pool and the next query opens a new one; unheard, the error would crash the process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    return new PostgresDatabase(pool);
  }
  const dir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  return new PgliteDatabase(await PGlite.create(dir));
}

/** An in-memory PGlite, for tests that need a throwaway database. */
export async function openMemoryDatabase(): Promise<Database> {
  return new PgliteDatabase(await PGlite.create());
}

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

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgresql';
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
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

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.#serialize(() =>
      this.pglite.transaction((tx) =>
        work({
          query: async <R extends Row>(text: string, params: unknown[] = []) =>
            (await tx.query<R>(text, params)).rows,
          exec: async (script: string) => {
            await tx.exec(script);
          },
        }),
      ),
    );
  }

  async close(): Promise<void> {
    await this.#serialize(() => this.pglite.close());
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgresql';

  constructor(private readonly pool: pg.Pool) {}

  async query<T extends Row>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(text, params)).rows;
  }

  async exec(script: string): Promise<void> {
    await this.pool.query(script);
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({
        query: async <R extends Row>(text: string, params: unknown[] = []) =>
          (await client.query<R>(text, params)).rows,
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

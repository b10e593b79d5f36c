import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase, openMemoryDatabase, StatementNames } from './db.ts';

describe('the names of prepared statements', () => {
  it('keep the most recently used texts and forget the oldest past the capacity', () => {
    const names = new StatementNames(2);
    const connection = {};
    names.opened(connection);
    const a = names.nameOf('SELECT $1');
    const b = names.nameOf('SELECT $1, $2');
    expect(names.nameOf('SELECT $1')).toBe(a);
    names.nameOf('SELECT $1, $2, $3');
    expect(names.size).toBe(2);
    // b was the least recently used: each open connection is told to deallocate it, once.
    expect(names.forgottenBy(connection)).toEqual([b]);
    expect(names.forgottenBy(connection)).toEqual([]);
    // A forgotten text comes back under the same name, derived from its text.
    expect(names.nameOf('SELECT $1, $2')).toBe(b);
    names.closed(connection);
    expect(names.forgottenBy(connection)).toEqual([]);
  });
});

/** The test database through a pool of one connection, so every statement shares it. */
const oneConnection = (options: { statementCapacity?: number } = {}) =>
  openDatabase({
    databaseUrl: process.env.TEST_DATABASE_URL,
    dataDir: os.tmpdir(),
    poolSize: 1,
    ...options,
  });

/** How many statements the connection holds prepared. */
const preparedCount = async (db: Database) =>
  Number(
    (await db.query<{ count: string }>('SELECT count(*) FROM pg_prepared_statements'))[0]?.count,
  );

describe.runIf(process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  it('are deallocated on the connection once forgotten, inside transactions too', async () => {
    const db = await oneConnection({ statementCapacity: 3 });
    const prepared = () => preparedCount(db);
    try {
      for (let index = 0; index < 8; index += 1) {
        const [row] = await db.query<{ sum: number }>(`SELECT $1::int + ${index} AS sum`, [1]);
        expect(row?.sum).toBe(1 + index);
        expect(await prepared()).toBeLessThanOrEqual(3);
      }
      await db.transaction(async (tx) => {
        for (let index = 8; index < 12; index += 1) {
          await tx.query(`SELECT $1::int + ${index}`, [1]);
        }
        // The transaction's one connection (pool of 1) is the one the count runs on.
        const [row] = await tx.query<{ count: string }>(
          'SELECT count(*) FROM pg_prepared_statements',
        );
        expect(Number(row?.count)).toBeLessThanOrEqual(4);
      });
      expect(await prepared()).toBeLessThanOrEqual(3);
      // A forgotten statement prepares again when it comes back.
      expect((await db.query<{ sum: number }>('SELECT $1::int + 0 AS sum', [5]))[0]?.sum).toBe(5);
    } finally {
      await db.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a transaction on PostgreSQL', () => {
  it('runs no statement unless its settings took, though they go without waiting', async () => {
    const db = await oneConnection();
    try {
      const ran: string[] = [];
      const refused = db.transaction(
        async (tx) => {
          const [row] = await tx.query<{ tenant: string }>(
            "SELECT current_setting('app.tenant_id', true) AS tenant WHERE $1",
            [true],
          );
          ran.push(row?.tenant ?? '');
        },
        { role: 'no_such_role', 'app.tenant_id': 'a' },
      );
      // The failure told is the settings', not the aborted statement's behind them.
      await expect(refused).rejects.toThrow(/no_such_role/);
      expect(ran).toEqual([]);
      // The connection goes back clean: the next transaction sees nothing of that one.
      const [row] = await db.transaction((tx) =>
        tx.query<{ tenant: string | null }>(
          "SELECT nullif(current_setting('app.tenant_id', true), '') AS tenant",
        ),
      );
      expect(row?.tenant).toBeNull();
    } finally {
      await db.close();
    }
  });
});

describe('statements with parameters on PGlite', () => {
  it('are prepared once, forgotten past the capacity, and given their values as a bind would', async () => {
    const db = await openMemoryDatabase({ statementCapacity: 3 });
    const prepared = () => preparedCount(db);
    try {
      for (let round = 0; round < 2; round += 1) {
        for (let index = 0; index < 5; index += 1) {
          const [row] = await db.query<{ sum: number }>(`SELECT $1::int + ${index} AS sum`, [1]);
          expect(row?.sum).toBe(1 + index);
        }
      }
      // The three texts used last stay prepared; the two before them were deallocated.
      expect(await prepared()).toBe(3);
      // Prepared inside a transaction that rolled back, a statement stays prepared for the next.
      await expect(
        db.transaction(async (tx) => {
          await tx.query('SELECT $1::text AS kept', ['a']);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await db.query('SELECT $1::text AS kept', ["l'été"])).toEqual([{ kept: "l'été" }]);

      const values = [
        ["o'clock", 'say "hi"', null, 'back\\slash'],
        { quote: "it's", nested: [1, null] },
        [JSON.stringify({ a: 1 }), null],
        new Date('2026-11-29T10:00:00.000Z'),
        new Uint8Array([0, 39, 92, 255]),
        null,
        12345678901234,
        true,
      ];
      const [row] = await db.query(
        `SELECT $1::text[] AS texts, $2::jsonb AS object, $3::jsonb[] AS objects,
                $4::timestamptz AS moment, $5::bytea AS bytes, $6::uuid AS nothing,
                $7::bigint AS big, $8::boolean AS yes`,
        values,
      );
      expect(row).toEqual({
        texts: ["o'clock", 'say "hi"', null, 'back\\slash'],
        object: { quote: "it's", nested: [1, null] },
        objects: [{ a: 1 }, null],
        moment: new Date('2026-11-29T10:00:00.000Z'),
        bytes: new Uint8Array([0, 39, 92, 255]),
        nothing: null,
        big: 12345678901234,
        yes: true,
      });
    } finally {
      await db.close();
    }
  });
});

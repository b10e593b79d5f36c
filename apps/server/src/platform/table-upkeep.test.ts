import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase, openMemoryDatabase } from './db.ts';
import { keepTables } from './table-upkeep.ts';

const COMPANY = '00000000-0000-4000-8000-000000000001';

/**
 * The plan a long-lived connection keeps for a company's rows by key (a generic plan, as the app's
 * transactions ask), as one line of node names and their index.
 */
async function keyedPlan(db: Database, table: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT set_config('plan_cache_mode', 'force_generic_plan', true)");
    await tx.exec(
      `PREPARE keyed (uuid, uuid[]) AS SELECT * FROM ${table} WHERE tenant_id = $1 AND id = ANY($2)`,
    );
    const rows = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN EXECUTE keyed ('${COMPANY}', ARRAY[gen_random_uuid()])`,
    );
    await tx.exec('DEALLOCATE keyed');
    return rows.map((row) => row['QUERY PLAN']).join(' | ');
  });
}

/** A company's table grown from empty by one burst, as records or tasks are at a company's start. */
async function grownTable(db: Database, table: string): Promise<void> {
  await db.exec(
    `CREATE TABLE ${table} (tenant_id uuid NOT NULL, id uuid NOT NULL, created_at timestamptz NOT NULL,
                            PRIMARY KEY (tenant_id, id));
     CREATE INDEX ${table.replace('.', '_')}_by_date ON ${table} (tenant_id, created_at);
     INSERT INTO ${table} SELECT '${COMPANY}', gen_random_uuid(), now() - g * interval '1 minute'
       FROM generate_series(1, 3000) g;`,
  );
}

async function keepsTheGrownTable(db: Database, schema: string): Promise<void> {
  const table = `${schema}.grown`;
  await grownTable(db, table);
  expect((await keepTables(db)).analyzed).toContain(table);
  const plan = await keyedPlan(db, table);
  // The company is every row: only the key narrows them, through the primary key.
  expect(plan).toMatch(/Index (Only )?Scan using grown_pkey/);
  expect(plan).toContain('id = ANY');
  // Nothing changed since: it is left alone.
  expect((await keepTables(db)).analyzed).not.toContain(table);
  // Half its rows deleted: the dead ones are vacuumed away.
  await db.exec(`DELETE FROM ${table} WHERE created_at < now() - interval '1500 minutes'`);
  expect((await keepTables(db)).vacuumed).toContain(table);
  const [kept] = await db.query<{ dead: string }>(
    `SELECT n_dead_tup AS dead FROM pg_stat_user_tables WHERE relid = '${table}'::regclass`,
  );
  expect(Number(kept?.dead)).toBe(0);
}

describe('tables vacuumed and analyzed by the app', () => {
  it('PGlite, which never does: a table grown in a burst is analyzed, left alone, then vacuumed', async () => {
    const db = await openMemoryDatabase();
    try {
      await db.exec('CREATE SCHEMA scratch');
      await keepsTheGrownTable(db, 'scratch');
    } finally {
      await db.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL with autovacuum off (as this server runs): the same, on the server',
    async () => {
      const db = await openDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL,
        dataDir: os.tmpdir(),
        poolSize: 1,
      });
      const schema = `upkeep_${randomBytes(4).toString('hex')}`;
      try {
        const [server] = await db.query<{ autovacuum: string }>('SHOW autovacuum');
        await db.exec(`CREATE SCHEMA ${schema}`);
        if (server?.autovacuum === 'on') {
          // The server keeps its tables: the app leaves them to it.
          await grownTable(db, `${schema}.grown`);
          expect(await keepTables(db)).toEqual({ vacuumed: [], analyzed: [] });
        } else {
          await keepsTheGrownTable(db, schema);
        }
      } finally {
        await db.exec(`DROP SCHEMA ${schema} CASCADE`);
        await db.close();
      }
    },
  );
});

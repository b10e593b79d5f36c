import fs from 'node:fs';
import path from 'node:path';
import type { Database, Sql } from './db.ts';
import { seal } from './secrets.ts';

const migrationsDir = path.join(import.meta.dirname, '../../migrations');

/**
 * Columns a migration turns into sealed secrets (`seal` under the installation's key), which SQL
 * cannot do: right after the file, in its transaction, each value already there is sealed.
 */
const sealedBy: Record<string, { table: string; column: string }> = {
  '051_webhook_secrets_sealed.sql': { table: 'webhooks', column: 'secret_sealed' },
};

/**
 * Seals a column's clear values. The values are random secrets, one per row, so each is found by
 * itself. The key is read only when there is something to seal: a new database needs none.
 */
async function sealColumn(
  tx: Sql,
  { table, column }: { table: string; column: string },
  key: (() => Buffer) | undefined,
): Promise<void> {
  const clear = await tx.query<{ value: string }>(
    `SELECT DISTINCT ${column} AS value FROM ${table}`,
  );
  if (clear.length === 0) return;
  if (!key) throw new Error(`sealing ${table}.${column} needs the installation's key`);
  const sealingKey = key();
  for (const { value } of clear) {
    await tx.query(`UPDATE ${table} SET ${column} = $2 WHERE ${column} = $1`, [
      value,
      seal(sealingKey, value),
    ]);
  }
}

/**
 * Applies the numbered SQL files of migrations/ not applied yet, each in its own transaction.
 * `{{app_role}}` in a file is replaced by the role the application's queries run as.
 * An advisory lock keeps two processes starting together from applying the same file twice.
 * `installationKey` seals what a migration turns into secrets (`sealedBy`).
 */
export async function migrate(
  db: Database,
  appRole: string,
  installationKey?: () => Buffer,
): Promise<string[]> {
  const files = fs
    .readdirSync(migrationsDir)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const file of files.filter((name) => !done.has(name))) {
      const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
      await tx.exec(sql.replaceAll('{{app_role}}', appRole));
      const sealed = sealedBy[file];
      if (sealed) await sealColumn(tx, sealed, installationKey);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

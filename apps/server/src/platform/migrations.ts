import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './db.ts';

const migrationsDir = path.join(import.meta.dirname, '../../migrations');

/**
 * Applies the numbered SQL files of migrations/ not applied yet, each in its own transaction.
 * `{{app_role}}` in a file is replaced by the role the application's queries run as.
 * An advisory lock keeps two processes starting together from applying the same file twice.
 */
export async function migrate(db: Database, appRole: string): Promise<string[]> {
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
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

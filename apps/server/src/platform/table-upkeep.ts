import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db.ts';

/**
 * Autovacuum's defaults: a table is vacuumed once more than 50 rows and a fifth of those it held
 * are dead, analyzed once more than 50 and a tenth of them changed since its last analysis.
 */
const ROWS_BASE = 50;
const DEAD_SHARE = 0.2;
const CHANGED_SHARE = 0.1;

export type TablesKept = { vacuumed: string[]; analyzed: string[] };

/**
 * Does autovacuum's work when the database does not, and says on which tables. PGlite never does
 * (its single backend runs no autovacuum); a PostgreSQL server does unless its autovacuum is off.
 * Without statistics the planner takes a company for half a percent of a table, so the plans a
 * connection keeps (its prepared statements, the triggers' and foreign keys' checks) read every
 * row of the company through its tenant index, and filing and completing tasks slowed with each
 * record and task already there; without vacuuming, updated and deleted rows stay in the tables
 * and their indexes for good (decision 12). An analysis also makes connections plan again.
 */
export async function keepTables(db: Database, log?: FastifyBaseLogger): Promise<TablesKept> {
  if (db.kind === 'postgresql') {
    const [server] = await db.query<{ keeps: boolean }>(
      `SELECT current_setting('autovacuum') = 'on' AND current_setting('track_counts') = 'on'
              AS keeps`,
    );
    if (server?.keeps) return { vacuumed: [], analyzed: [] };
  }
  // A backend hands its counts to the statistics views now and then, PGlite's only one when told
  // to: this connection's own changes are counted from its next statement on.
  await db.query('SELECT pg_stat_force_next_flush()');
  const due = await db.query<{ name: string; vacuum: boolean }>(
    `SELECT format('%I.%I', s.schemaname, s.relname) AS name,
            s.n_dead_tup > $1 + $2 * greatest(c.reltuples, 0) AS vacuum
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.n_dead_tup > $1 + $2 * greatest(c.reltuples, 0)
         OR s.n_mod_since_analyze > $1 + $3 * greatest(c.reltuples, 0)
      ORDER BY s.relname`,
    [ROWS_BASE, DEAD_SHARE, CHANGED_SHARE],
  );
  const kept = {
    vacuumed: due.filter((table) => table.vacuum).map((table) => table.name),
    analyzed: due.map((table) => table.name),
  };
  const analyzedOnly = due.filter((table) => !table.vacuum).map((table) => table.name);
  // Each alone: VACUUM runs outside any transaction, and a script of statements would be one.
  if (kept.vacuumed.length > 0) await db.exec(`VACUUM (ANALYZE) ${kept.vacuumed.join(', ')}`);
  if (analyzedOnly.length > 0) await db.exec(`ANALYZE ${analyzedOnly.join(', ')}`);
  if (kept.analyzed.length > 0) log?.debug(kept, 'tables vacuumed and analyzed');
  return kept;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db.ts';

/**
 * A table is analyzed again once more rows changed since its last analysis than autovacuum's
 * defaults allow: 50, and a tenth of the rows it had then.
 */
const CHANGED_ROWS_BASE = 50;
const CHANGED_ROWS_SHARE = 0.1;

/**
 * Analyzes the tables whose rows changed enough since they were last analyzed, when the database
 * does not do it itself, and returns their names. Without statistics the planner takes a company
 * for half a percent of a table, so the plans a connection keeps (its prepared statements, the
 * triggers' and foreign keys' checks) read every row of the company by its tenant index: filing
 * and completing tasks slowed in proportion to the records and tasks already there (decision 82).
 * PGlite never analyzes (its single backend runs no autovacuum); a PostgreSQL server does unless
 * its autovacuum is off. An analysis also makes the connections plan their statements again.
 */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  if (db.kind === 'postgresql') {
    const [server] = await db.query<{ analyzes: boolean }>(
      `SELECT current_setting('autovacuum') = 'on' AND current_setting('track_counts') = 'on'
              AS analyzes`,
    );
    if (server?.analyzes) return [];
  }
  // A backend hands its counts to the statistics views now and then, PGlite's only one when told
  // to: this connection's own changes are counted from its next statement on.
  await db.query('SELECT pg_stat_force_next_flush()');
  const stale = await db.query<{ name: string }>(
    `SELECT format('%I.%I', s.schemaname, s.relname) AS name
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.n_mod_since_analyze > $1 + $2 * greatest(c.reltuples, 0)
      ORDER BY s.relname`,
    [CHANGED_ROWS_BASE, CHANGED_ROWS_SHARE],
  );
  const names = stale.map((table) => table.name);
  if (names.length > 0) await db.exec(`ANALYZE ${names.join(', ')}`);
  return names;
}

/**
 * The analysis as the job runner's recurring work: after a drain of the queue, at most every
 * `everyMs` (the check reads one row a table; the analysis samples a bounded number of rows).
 */
export function statisticsKeeping(db: Database, log: FastifyBaseLogger, everyMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  return async (): Promise<void> => {
    if (Date.now() - last < everyMs) return;
    last = Date.now();
    const analyzed = await analyzeChangedTables(db);
    if (analyzed.length > 0) log.debug({ tables: analyzed }, 'table statistics refreshed');
  };
}

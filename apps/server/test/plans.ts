import type { Sql } from '../src/platform/db.ts';

/**
 * The plans of the statements `work` sends through `tx`, each explained with its own parameters
 * in the same transaction (as the same role, in the same company) once `work` is done; with
 * `analyze`, each run again as it is explained.
 */
export async function plansOfStatements(
  tx: Sql,
  work: (recording: Sql) => Promise<unknown>,
  options: { analyze?: boolean } = {},
): Promise<string> {
  const sent: [string, unknown[]][] = [];
  await work({
    query: (text, params = []) => {
      sent.push([text, params]);
      return tx.query(text, params);
    },
    exec: (script) => tx.exec(script),
  });
  const plans: string[] = [];
  for (const [text, params] of sent) plans.push(await planOf(tx, text, params, options));
  return plans.join('\n---\n');
}

/** A parameter written as an untyped literal: PostgreSQL infers its type as it does a bound one. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = Array.isArray(value)
    ? `{${value.map((item) => (item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`
    : value instanceof Date
      ? value.toISOString()
      : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * One statement's plan, its lines joined; with `analyze`, as it ran, with its times. A statement
 * with parameters is prepared and explained as executed, so the plan is the one the application's
 * transactions run: the generic plan (decision 56), made without the values.
 */
export async function planOf(
  tx: Sql,
  text: string,
  params: unknown[] = [],
  options: { analyze?: boolean } = {},
): Promise<string> {
  const explain = options.analyze ? 'EXPLAIN (ANALYZE)' : 'EXPLAIN';
  if (params.length === 0) return explained(tx, `${explain} ${text}`);
  await tx.query(`PREPARE plan_probe AS ${text}`);
  try {
    return await explained(tx, `${explain} EXECUTE plan_probe(${params.map(literal).join(', ')})`);
  } finally {
    await tx.query('DEALLOCATE plan_probe');
  }
}

async function explained(tx: Sql, statement: string): Promise<string> {
  const rows = await tx.query<{ 'QUERY PLAN': string }>(statement);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

import type { Sql } from '../src/platform/db.ts';

/**
 * The plans of the statements `work` sends through `tx`, each explained with its own parameters
 * in the same transaction (as the same role, in the same company) once `work` is done.
 */
export async function plansOfStatements(
  tx: Sql,
  work: (recording: Sql) => Promise<unknown>,
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
  for (const [text, params] of sent) plans.push(await planOf(tx, text, params));
  return plans.join('\n---\n');
}

/** One statement's plan, its lines joined. */
export async function planOf(tx: Sql, text: string, params: unknown[] = []): Promise<string> {
  const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

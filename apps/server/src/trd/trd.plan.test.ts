import { describe, expect, it } from 'vitest';
import { useExpedientTree } from '../../test/expedient-fixtures.ts';
import { plansOfStatements } from '../../test/plans.ts';
import { listChildren } from './trd.repo.ts';

/**
 * The tree is opened a level at a time, and a company's nodes are mostly expedients and
 * directories deep in it. On PostgreSQL, as the application role, with 5,000 expedients under one
 * series: opening the funds reads the funds through the children's index.
 */
const tree = useExpedientTree('planes-trd.co', 5_000);

describe.runIf(tree.onPostgres)('the plan of a level of the tree under row-level security', () => {
  it('reads the funds through the children index, not every node of the company', async () => {
    const plans = await tree.inCompany((tx) =>
      plansOfStatements(tx, (recording) => listChildren(recording, tree.tenantId, null)),
    );
    expect(plans).toMatch(/Index Cond: \(\(tenant_id = \$1\) AND \(parent_id IS NULL\)\)/);
    expect(plans).not.toMatch(/IS DISTINCT FROM/);
  });

  it('opens the series of 5,000 expedients without compiling its plan (JIT is off)', async () => {
    const plans = await tree.inCompany(async (tx) => {
      const [series] = await tx.query<{ parent_id: string }>(
        'SELECT parent_id FROM trd_nodes WHERE level = 6 LIMIT 1',
      );
      return plansOfStatements(
        tx,
        (recording) => listChildren(recording, tree.tenantId, series?.parent_id as string),
        { analyze: true },
      );
    });
    expect(plans).toMatch(/rows=5000 loops=1/);
    expect(plans).not.toMatch(/JIT:/);
  });
});

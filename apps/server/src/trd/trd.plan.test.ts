import { beforeAll, describe, expect, it } from 'vitest';
import { trdBranch } from '../../test/expedient-fixtures.ts';
import { plansOfStatements } from '../../test/plans.ts';
import { ownerQuery, useCompanyServer } from '../../test/test-server.ts';
import { inTenant, system } from '../platform/work.ts';
import { listChildren } from './trd.repo.ts';

/**
 * The tree is opened a level at a time, and a company's nodes are mostly expedients and
 * directories deep in it. On PostgreSQL, as the application role, with 5,000 expedients under one
 * series: opening the funds reads the funds through the children's index. PGlite's plans prove
 * nothing about production (see expedients.plan.test.ts).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = useCompanyServer('planes-trd.co', undefined, { own: true });
const NODES = 5_000;

let tenantId: string;

beforeAll(async () => {
  if (!onPostgres) return;
  const branch = await trdBranch(t);
  const [tenant] = await ownerQuery<{ id: string }>(
    t.server,
    'SELECT id FROM tenants WHERE domain = $1',
    [t.company.domain],
  );
  tenantId = tenant?.id as string;
  await ownerQuery(
    t.server,
    `INSERT INTO trd_nodes (tenant_id, parent_id, level, code, name, created_by)
     SELECT $1, $2, 6, 'EXP-' || lpad(g::text, 6, '0'), 'Expediente ' || g, $3
       FROM generate_series(1, ${NODES}) g`,
    [tenantId, branch.series, t.company.admin.user.id],
  );
  await ownerQuery(t.server, 'ANALYZE trd_nodes');
}, 120_000);

describe.runIf(onPostgres)('the plan of a level of the tree under row-level security', () => {
  it('reads the funds through the children index, not every node of the company', async () => {
    const plans = await inTenant(
      t.server.app.platform,
      { tenantId, actor: system, language: 'es' },
      ({ tx }) => plansOfStatements(tx, (recording) => listChildren(recording, tenantId, null)),
    );
    expect(plans).toMatch(/Index Cond: \(\(tenant_id = \$1\) AND \(parent_id IS NULL\)\)/);
    expect(plans).not.toMatch(/IS DISTINCT FROM/);
  });
});

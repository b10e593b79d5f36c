import { api } from '@custodia/contracts';
import { beforeAll, expect } from 'vitest';
import type { Sql } from '../src/platform/db.ts';
import { inTenant, system } from '../src/platform/work.ts';
import { type CompanyServer, ownerQuery, useCompanyServer } from './test-server.ts';

let branches = 0;

/** A fund → section → series branch of a company's TRD with the series' retention years. */
export async function trdBranch(
  context: CompanyServer,
  retention: { officeYears?: number; centralYears?: number } = {},
): Promise<{ background: string; section: string; series: string }> {
  branches += 1;
  const created = (response: { statusCode: number; body: string; json(): { id: string } }) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  };
  const background = created(
    await context.asAdmin(api.trd.createFund, {
      body: { code: `F${branches}`, name: `Fondo ${branches}` },
    }),
  );
  const section = created(
    await context.asAdmin(api.trd.createSection, {
      params: { backgroundId: background },
      body: { parent_uuid: background, code: `S${branches}`, name: `Sección ${branches}` },
    }),
  );
  const series = created(
    await context.asAdmin(api.trd.createSeries, {
      params: { backgroundId: background },
      body: {
        parent_uuid: section,
        code: `SR${branches}`,
        name: `Serie ${branches}`,
        office_years: retention.officeYears ?? 2,
        central_years: retention.centralYears ?? 8,
      },
    }),
  );
  return { background, section, series };
}

/**
 * On PostgreSQL only: a company whose TRD series holds `count` expedients written by SQL, then
 * vacuumed and analyzed as autovacuum would (GIN's pending entries merged too), and its
 * transactions as the application role. What the plan tests explain statements in; PGlite is one
 * process's own database, with nobody to hide rows from, and its plans prove nothing.
 */
export function useExpedientTree(domain: string, count: number) {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const t = useCompanyServer(domain, undefined, { own: true });
  const tree = {
    onPostgres,
    tenantId: '',
    /** Work in a transaction of the company's, as the application role. */
    inCompany: <T>(work: (tx: Sql) => Promise<T>) =>
      inTenant(
        t.server.app.platform,
        { tenantId: tree.tenantId, actor: system, language: 'es' },
        ({ tx }) => work(tx),
      ),
  };
  beforeAll(async () => {
    if (!onPostgres) return;
    const branch = await trdBranch(t);
    const [tenant] = await ownerQuery<{ id: string }>(
      t.server,
      'SELECT id FROM tenants WHERE domain = $1',
      [t.company.domain],
    );
    tree.tenantId = tenant?.id as string;
    await ownerQuery(
      t.server,
      `WITH nodes AS (
         INSERT INTO trd_nodes (tenant_id, parent_id, level, code, name, created_by)
         SELECT $1, $2, 6, 'EXP-' || lpad(g::text, 6, '0'), 'Expediente ' || g, $3
           FROM generate_series(1, ${count}) g
         RETURNING tenant_id, id, code)
       INSERT INTO expedients (tenant_id, node_id, number, subject, opened_on)
       SELECT tenant_id, id, code, 'Contrato de obra ' || code, date '2026-01-01' FROM nodes`,
      [tree.tenantId, branch.series, t.company.admin.user.id],
    );
    await ownerQuery(
      t.server,
      'VACUUM ANALYZE trd_nodes, trd_node_ancestors, expedients, expedient_texts',
    );
  }, 120_000);
  return tree;
}

let numbers = 0;

/** A new open expedient of the series, through the API as the admin creates it. */
export async function newExpedient(
  context: CompanyServer,
  branch: { background: string; series: string },
  fields: Record<string, unknown> = {},
): Promise<{ id: string; number: string; name: string }> {
  numbers += 1;
  const response = await context.asAdmin(api.expedients.create, {
    params: { backgroundId: branch.background },
    body: {
      serie_subserie_uuid: branch.series,
      number: `EXP-${numbers}`,
      name: `Expediente ${numbers}`,
      subject: 'Contrato de prestación de servicios',
      opened_on: '2026-01-15',
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Places files in a node of the tree, in this order, as the file features will. */
export async function placeFiles(
  context: CompanyServer,
  nodeId: string,
  fileIds: string[],
): Promise<void> {
  for (const fileId of fileIds) {
    await ownerQuery(
      context.server,
      'UPDATE record_files SET trd_node_id = $1, located_at = clock_timestamp() WHERE id = $2',
      [nodeId, fileId],
    );
  }
}

import { expect } from 'vitest';
import { type CompanyServer, ownerQuery } from './test-server.ts';

let branches = 0;

/**
 * A fund → section → series branch of a company's TRD, with the series' retention years, as the
 * tree's own endpoints would build it (inserted as the database owner: the expedient tests need
 * only the nodes).
 */
export async function trdBranch(
  context: CompanyServer,
  retention: { officeYears?: number; centralYears?: number } = {},
): Promise<{ background: string; section: string; series: string }> {
  branches += 1;
  const [tenant] = await ownerQuery<{ id: string }>(
    context.server,
    'SELECT id FROM tenants WHERE domain = $1',
    [context.company.domain],
  );
  const by = context.company.admin.user.id;
  const insert = async (parent: string | null, level: number, code: string, years = false) => {
    const [row] = await ownerQuery<{ id: string }>(
      context.server,
      `INSERT INTO trd_nodes (tenant_id, parent_id, level, code, name, created_by, office_years,
                             central_years)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        tenant?.id,
        parent,
        level,
        code,
        `Nivel ${code}`,
        by,
        years ? (retention.officeYears ?? 2) : null,
        years ? (retention.centralYears ?? 8) : null,
      ],
    );
    return row?.id as string;
  };
  const background = await insert(null, 1, `F${branches}`);
  const section = await insert(background, 2, `S${branches}`);
  const series = await insert(section, 4, `SR${branches}`, true);
  return { background, section, series };
}

let numbers = 0;

/** A new open expedient of the series, through the API as the admin creates it. */
export async function newExpedient(
  context: CompanyServer,
  branch: { background: string; series: string },
  fields: Record<string, unknown> = {},
): Promise<{ id: string; number: string; name: string }> {
  numbers += 1;
  const response = await context.asAdmin(
    'POST',
    `/trd/backgrounds/${branch.background}/expedients/`,
    {
      serie_subserie_uuid: branch.series,
      number: `EXP-${numbers}`,
      name: `Expediente ${numbers}`,
      subject: 'Contrato de prestación de servicios',
      opened_on: '2026-01-15',
      ...fields,
    },
  );
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

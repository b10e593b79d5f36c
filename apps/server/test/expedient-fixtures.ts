import { expect } from 'vitest';
import { type CompanyServer, ownerQuery } from './test-server.ts';

let branches = 0;

/** A fund → section → series branch of a company's TRD with the series' retention years. */
export async function trdBranch(
  context: CompanyServer,
  retention: { officeYears?: number; centralYears?: number } = {},
): Promise<{ background: string; section: string; series: string }> {
  branches += 1;
  const created = async (url: string, body: Record<string, unknown>) => {
    const response = await context.asAdmin('POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  };
  const background = await created('/trd/backgrounds/', {
    code: `F${branches}`,
    name: `Fondo ${branches}`,
  });
  const section = await created(`/trd/backgrounds/${background}/sections/`, {
    parent_uuid: background,
    code: `S${branches}`,
    name: `Sección ${branches}`,
  });
  const series = await created(`/trd/backgrounds/${background}/series/`, {
    parent_uuid: section,
    code: `SR${branches}`,
    name: `Serie ${branches}`,
    office_years: retention.officeYears ?? 2,
    central_years: retention.centralYears ?? 8,
  });
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

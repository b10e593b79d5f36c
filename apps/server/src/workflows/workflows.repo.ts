import { ProcessStatus, WorkflowStatus, type WorkflowStatusValue } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';
import { assignments, containsPattern, parsedJson, selectPage, Where } from '../platform/sql.ts';

export type WorkflowRow = {
  tenant_id: string;
  id: string;
  form_id: string;
  form_name: string;
  name: string;
  description: string;
  status: WorkflowStatusValue;
  created_by: string;
  creator_name: string;
  /** The newest saved diagram, if any. */
  model_id: string | null;
  model_version: number | null;
  model_token: string | null;
  has_model: boolean;
  steps_count: string;
  created_at: Date;
  updated_at: Date;
};

const conflicts: UniqueConflicts = {
  workflows_name_unique: { error: 'workflowNameTaken', field: 'name' },
};

/** A workflow with its form, its creator and its newest diagram, in one statement. */
const workflowSelect = `w.*, f.name AS form_name,
  trim(u.first_name || ' ' || u.last_name) AS creator_name,
  m.id AS model_id, m.version AS model_version, m.token AS model_token,
  m.id IS NOT NULL AS has_model,
  (SELECT count(*) FROM workflow_steps s WHERE s.tenant_id = w.tenant_id AND s.workflow_id = w.id
      AND s.in_model AND s.type <> 'sequence_flow') AS steps_count`;
const workflowFrom = `workflows w
  JOIN forms f ON f.tenant_id = w.tenant_id AND f.id = w.form_id
  JOIN users u ON u.tenant_id = w.tenant_id AND u.id = w.created_by
  LEFT JOIN LATERAL (SELECT x.id, x.version, x.token FROM workflow_models x
     WHERE x.tenant_id = w.tenant_id AND x.workflow_id = w.id
     ORDER BY x.version DESC LIMIT 1) m ON true`;

export async function findWorkflow(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<WorkflowRow | undefined> {
  const [row] = await tx.query<WorkflowRow>(
    `SELECT ${workflowSelect} FROM ${workflowFrom} WHERE w.tenant_id = $1 AND w.id = $2`,
    [tenantId, id],
  );
  return row;
}

export type WorkflowFilter = {
  name?: string;
  status?: WorkflowStatusValue;
  formId?: string;
  /** Ids a restricted designer keeps to; null for every workflow. */
  only?: readonly string[] | null;
  /** Forms whose workflows the actor may start; null for every form. */
  ofForms?: readonly string[] | null;
  limit: number;
  offset: number;
};

export function listWorkflows(tx: Sql, tenantId: string, filter: WorkflowFilter) {
  const where = new Where('w.tenant_id = $1', tenantId);
  if (filter.only) where.and('w.id = ANY(?::uuid[])', filter.only);
  if (filter.ofForms) where.and('w.form_id = ANY(?::uuid[])', filter.ofForms);
  if (filter.formId) where.and('w.form_id = ?', filter.formId);
  if (filter.name) where.and('lower(w.name) LIKE ?', containsPattern(filter.name));
  if (filter.status !== undefined) where.and('w.status = ?', filter.status);
  return selectPage<WorkflowRow>(
    tx,
    { select: workflowSelect, from: workflowFrom, where, orderBy: 'w.created_at DESC, w.id' },
    filter,
  );
}

export async function insertWorkflow(
  tx: Sql,
  tenantId: string,
  input: { name: string; description: string; form_id: string; created_by: string },
): Promise<string> {
  return withConflictAnswers(conflicts, async () => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO workflows (tenant_id, name, description, form_id, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [tenantId, input.name, input.description, input.form_id, input.created_by],
    );
    return (row as { id: string }).id;
  });
}

const updatable = ['name', 'description', 'status'] as const;

export async function updateWorkflow(
  tx: Sql,
  tenantId: string,
  id: string,
  patch: Partial<Pick<WorkflowRow, (typeof updatable)[number]>>,
): Promise<void> {
  const { sql, values } = assignments(patch, updatable, 3);
  await withConflictAnswers(conflicts, () =>
    tx.query(`UPDATE workflows SET ${sql} WHERE tenant_id = $1 AND id = $2`, [
      tenantId,
      id,
      ...values,
    ]),
  );
}

/** The name of another active workflow of the form, if any (a form's unique-workflow option). */
export async function otherActiveWorkflow(
  tx: Sql,
  tenantId: string,
  formId: string,
  exceptId: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ name: string }>(
    `SELECT name FROM workflows
      WHERE tenant_id = $1 AND form_id = $2 AND status = ${WorkflowStatus.active} AND id <> $3
      LIMIT 1`,
    [tenantId, formId, exceptId],
  );
  return row?.name;
}

/** Of the given ids, those that are no workflow of the company. */
export async function unknownWorkflowIds(
  tx: Sql,
  tenantId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM workflows WHERE tenant_id = $1 AND id = ANY($2::uuid[])',
    [tenantId, ids],
  );
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Every workflow of the company, by name: what a role's designers may be given. */
export function listWorkflowSummaries(tx: Sql, tenantId: string) {
  return tx.query<{ id: string; name: string; status: WorkflowStatusValue }>(
    'SELECT id, name, status FROM workflows WHERE tenant_id = $1 ORDER BY lower(name)',
    [tenantId],
  );
}

/** Stores a new version of the workflow's diagram; answers its id and version. */
export async function insertModel(
  tx: Sql,
  tenantId: string,
  model: { workflowId: string; xml: string; sizeBytes: number; token: string; createdBy: string },
): Promise<{ id: string; version: number }> {
  const [row] = await tx.query<{ id: string; version: number }>(
    `INSERT INTO workflow_models (tenant_id, workflow_id, version, xml, size_bytes, token, created_by)
     VALUES ($1, $2, (SELECT coalesce(max(version), 0) + 1 FROM workflow_models
                       WHERE tenant_id = $1 AND workflow_id = $2), $3, $4, $5, $6)
     RETURNING id, version`,
    [tenantId, model.workflowId, model.xml, model.sizeBytes, model.token, model.createdBy],
  );
  return row as { id: string; version: number };
}

/** Forgets a draft's diagrams and their steps: no process ever ran them. */
export async function deleteModels(tx: Sql, tenantId: string, workflowId: string): Promise<void> {
  await tx.query('DELETE FROM workflow_models WHERE tenant_id = $1 AND workflow_id = $2', [
    tenantId,
    workflowId,
  ]);
  await tx.query('DELETE FROM workflow_steps WHERE tenant_id = $1 AND workflow_id = $2', [
    tenantId,
    workflowId,
  ]);
}

/**
 * A saved diagram's XML by its address token, while the address answers: the workflow's newest
 * version, or an older one that a process in progress still runs.
 */
export async function modelXml(
  tx: Sql,
  tenantId: string,
  token: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ xml: string }>(
    `SELECT m.xml FROM workflow_models m
      WHERE m.tenant_id = $1 AND m.token = $2
        AND (NOT EXISTS (SELECT 1 FROM workflow_models newer
                          WHERE newer.tenant_id = m.tenant_id
                            AND newer.workflow_id = m.workflow_id AND newer.version > m.version)
             OR EXISTS (SELECT 1 FROM processes p
                         WHERE p.tenant_id = m.tenant_id AND p.model_id = m.id
                           AND p.status = ${ProcessStatus.inProgress}))`,
    [tenantId, token],
  );
  return row?.xml;
}

/** A saved version's XML by its id, whether or not its address still answers. */
export async function versionXml(
  tx: Sql,
  tenantId: string,
  modelId: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ xml: string }>(
    'SELECT xml FROM workflow_models WHERE tenant_id = $1 AND id = $2',
    [tenantId, modelId],
  );
  return row?.xml;
}

/** A saved version's XML and the step each of its elements is, by element id. */
export async function versionSource(
  tx: Sql,
  tenantId: string,
  modelId: string,
): Promise<{ xml: string; steps: { id: string; element_id: string }[] } | undefined> {
  const [row] = await tx.query<{
    xml: string;
    steps: { id: string; element_id: string }[] | string;
  }>(
    `SELECT m.xml,
        (SELECT coalesce(json_agg(json_build_object('id', s.id, 'element_id', s.element_id)), '[]')
           FROM workflow_model_steps ms
           JOIN workflow_steps s ON s.tenant_id = ms.tenant_id AND s.id = ms.step_id
          WHERE ms.tenant_id = m.tenant_id AND ms.model_id = m.id) AS steps
       FROM workflow_models m WHERE m.tenant_id = $1 AND m.id = $2`,
    [tenantId, modelId],
  );
  if (!row) return undefined;
  return { xml: row.xml, steps: parsedJson(row.steps) };
}

import {
  FieldStatus,
  FormStatus,
  type ResponsibleTypeValue,
  type StepActions,
  type StepTypeValue,
  UserType,
  WorkGroupStatus,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { userSearchText } from '../platform/search-text.ts';
import { assignments } from '../platform/sql.ts';
import { receivesWork } from '../users/index.ts';

/** A step of a saved diagram as the element drew it. */
export type DrawnStep = {
  element_id: string;
  type: StepTypeValue;
  name: string;
  source: string | null;
  target: string | null;
  condition: string | null;
};

type Named = { id: string; name: string };

export type StepRow = StepActions & {
  id: string;
  workflow_id: string;
  element_id: string;
  type: StepTypeValue;
  name: string;
  label: string | null;
  source_element_id: string | null;
  target_element_id: string | null;
  condition: string | null;
  responsible_type: ResponsibleTypeValue | null;
  work_group: Named | null;
  date_execute: number;
  unit_of_measure: 1 | 2 | 3 | 4;
  data_form: Named | null;
  data_form_fields: string[];
  data_form_required: string[];
  email_recipients: string[];
  email_body: string;
  notification_user: Named | null;
  /** json: parsed by pg, text from PGlite. */
  responsibles: Named[] | string;
};

const userName = (alias: string) => `trim(${alias}.first_name || ' ' || ${alias}.last_name)`;

const stepSelect = `SELECT s.*,
    CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'name', g.name) END AS work_group,
    CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object('id', f.id, 'name', f.name) END AS data_form,
    CASE WHEN n.id IS NULL THEN NULL
         ELSE json_build_object('id', n.id, 'name', ${userName('n')}) END AS notification_user,
    (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', ${userName('u')})
                              ORDER BY r.position), '[]')
       FROM workflow_step_responsibles r
       JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.user_id
      WHERE r.tenant_id = s.tenant_id AND r.step_id = s.id) AS responsibles
  FROM workflow_steps s
  LEFT JOIN work_groups g ON g.tenant_id = s.tenant_id AND g.id = s.work_group_id
  LEFT JOIN forms f ON f.tenant_id = s.tenant_id AND f.id = s.data_form_id
  LEFT JOIN users n ON n.tenant_id = s.tenant_id AND n.id = s.notification_user_id`;

/** The steps of the workflow's newest diagram. */
export function stepsOfWorkflow(tx: Sql, tenantId: string, workflowId: string) {
  return tx.query<StepRow>(
    `${stepSelect} WHERE s.tenant_id = $1 AND s.workflow_id = $2 AND s.in_model ORDER BY s.created_at, s.element_id`,
    [tenantId, workflowId],
  );
}

/** Steps by id with their configuration as it stands now, whichever diagram holds them. */
export function stepsById(tx: Sql, tenantId: string, ids: readonly string[]) {
  return tx.query<StepRow>(`${stepSelect} WHERE s.tenant_id = $1 AND s.id = ANY($2::uuid[])`, [
    tenantId,
    ids,
  ]);
}

export async function findStep(
  tx: Sql,
  tenantId: string,
  workflowId: string,
  stepId: string,
): Promise<StepRow | undefined> {
  const [row] = await tx.query<StepRow>(
    `${stepSelect} WHERE s.tenant_id = $1 AND s.workflow_id = $2 AND s.id = $3 AND s.in_model`,
    [tenantId, workflowId, stepId],
  );
  return row;
}

/**
 * Makes the steps follow a newly saved diagram: an element that keeps its id keeps its step and
 * its configuration, new elements get steps, removed ones leave the diagram (their steps stay for
 * the versions that hold them). The version records the steps it holds; what a step's new type
 * no longer takes (a task that became a gateway has no responsible) is cleared.
 */
export async function syncSteps(
  tx: Sql,
  tenantId: string,
  workflowId: string,
  modelId: string,
  steps: DrawnStep[],
): Promise<void> {
  await tx.query(
    'UPDATE workflow_steps SET in_model = false WHERE tenant_id = $1 AND workflow_id = $2',
    [tenantId, workflowId],
  );
  const kept = await tx.query<{ id: string }>(
    `INSERT INTO workflow_steps
       (tenant_id, workflow_id, element_id, type, name, source_element_id, target_element_id, condition)
     SELECT $1, $2, s.element_id, s.type, s.name, s.source, s.target, s.condition
       FROM json_to_recordset($3::json)
         AS s(element_id text, type text, name text, source text, target text, condition text)
     ON CONFLICT (tenant_id, workflow_id, element_id) DO UPDATE
       SET type = EXCLUDED.type, name = EXCLUDED.name, source_element_id = EXCLUDED.source_element_id,
           target_element_id = EXCLUDED.target_element_id, condition = EXCLUDED.condition,
           in_model = true, updated_at = now()
     RETURNING id`,
    [tenantId, workflowId, JSON.stringify(steps)],
  );
  await tx.query(
    `INSERT INTO workflow_model_steps (tenant_id, model_id, step_id)
     SELECT $1, $2, unnest($3::uuid[])`,
    [tenantId, modelId, kept.map((row) => row.id)],
  );
  await tx.query(
    `DELETE FROM workflow_step_responsibles r USING workflow_steps s
      WHERE r.tenant_id = $1 AND s.tenant_id = r.tenant_id AND s.id = r.step_id
        AND s.workflow_id = $2 AND s.type NOT IN ('user_task', 'manual_task')`,
    [tenantId, workflowId],
  );
  await tx.query(
    `UPDATE workflow_steps
        SET responsible_type = NULL, work_group_id = NULL, data_form_id = NULL,
            data_form_fields = '{}', data_form_required = '{}'
      WHERE tenant_id = $1 AND workflow_id = $2 AND type NOT IN ('user_task', 'manual_task')
        AND (responsible_type IS NOT NULL OR data_form_id IS NOT NULL)`,
    [tenantId, workflowId],
  );
  await tx.query(
    `UPDATE workflow_steps SET email_recipients = '{}', email_body = '', notification_user_id = NULL
      WHERE tenant_id = $1 AND workflow_id = $2 AND type <> 'send_task'
        AND (cardinality(email_recipients) > 0 OR notification_user_id IS NOT NULL)`,
    [tenantId, workflowId],
  );
}

const configurable = [
  'label',
  'responsible_type',
  'work_group_id',
  'allow_reassign',
  'allow_interrupt_process',
  'move_file_to_trash',
  'electronic_signature',
  'allow_return_to_step',
  'date_execute',
  'unit_of_measure',
  'email_recipients',
  'email_body',
  'notification_user_id',
  'data_form_id',
  'data_form_fields',
  'data_form_required',
] as const;
export type StepPatch = Partial<{
  label: string | null;
  responsible_type: ResponsibleTypeValue | null;
  work_group_id: string | null;
  allow_reassign: boolean;
  allow_interrupt_process: boolean;
  move_file_to_trash: boolean;
  electronic_signature: boolean;
  allow_return_to_step: boolean;
  date_execute: number;
  unit_of_measure: number;
  email_recipients: string[];
  email_body: string;
  notification_user_id: string | null;
  data_form_id: string | null;
  data_form_fields: string[];
  data_form_required: string[];
}>;

export async function updateStep(
  tx: Sql,
  tenantId: string,
  stepId: string,
  patch: StepPatch,
): Promise<void> {
  const { sql, values } = assignments(patch, configurable, 3);
  await tx.query(`UPDATE workflow_steps SET ${sql} WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    stepId,
    ...values,
  ]);
}

/** Replaces the users a step names, in the order given. */
export async function setResponsibleUsers(
  tx: Sql,
  tenantId: string,
  stepId: string,
  userIds: string[],
): Promise<void> {
  await tx.query('DELETE FROM workflow_step_responsibles WHERE tenant_id = $1 AND step_id = $2', [
    tenantId,
    stepId,
  ]);
  await tx.query(
    `INSERT INTO workflow_step_responsibles (tenant_id, step_id, user_id, position)
     SELECT $1, $2, id, position FROM unnest($3::uuid[]) WITH ORDINALITY AS chosen(id, position)`,
    [tenantId, stepId, userIds],
  );
}

/** Of the given users, those work may go to (admins only, where asked). */
export async function workerIds(
  tx: Sql,
  tenantId: string,
  ids: string[],
  adminsOnly = false,
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM users u WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND ${receivesWork('u')}
        AND ($3::boolean IS FALSE OR user_type = ${UserType.admin})`,
    [tenantId, ids, adminsOnly],
  );
  return rows.map((row) => row.id);
}

/** Of the given users, those work may go to, with the address their mail goes to. */
export function workers(tx: Sql, tenantId: string, ids: readonly string[]) {
  return tx.query<{ id: string; name: string; email: string }>(
    `SELECT id, ${userName('u')} AS name, email FROM users u
      WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND ${receivesWork('u')}`,
    [tenantId, ids],
  );
}

export async function isActiveWorkGroup(tx: Sql, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM work_groups WHERE tenant_id = $1 AND id = $2
        AND status = ${WorkGroupStatus.active}`,
    [tenantId, id],
  );
  return rows.length > 0;
}

/** The people a step may name (work may go to), by name, at most a page of a picker. */
export function candidateUsers(
  tx: Sql,
  tenantId: string,
  filter: { name?: string; adminsOnly: boolean; limit: number },
) {
  return tx.query<{ id: string; name: string; user_name: string }>(
    `SELECT id, ${userName('u')} AS name, user_name FROM users u
      WHERE tenant_id = $1 AND ${receivesWork('u')}
        AND ($2::boolean IS FALSE OR user_type = ${UserType.admin})
        AND ($3::text IS NULL OR ${userSearchText('u')} LIKE $3)
      ORDER BY lower(first_name), lower(last_name) LIMIT $4`,
    [tenantId, filter.adminsOnly, filter.name ?? null, filter.limit],
  );
}

export function activeWorkGroups(tx: Sql, tenantId: string) {
  return tx.query<Named>(
    `SELECT id, name FROM work_groups WHERE tenant_id = $1 AND status = ${WorkGroupStatus.active}
      ORDER BY lower(name)`,
    [tenantId],
  );
}

/** "Workflow › step" for every step of a saved diagram that names the user as its responsible. */
export async function stepsNamingUser(
  tx: Sql,
  tenantId: string,
  userId: string,
): Promise<string[]> {
  const rows = await tx.query<{ step: string }>(
    `SELECT w.name || ' › ' || coalesce(s.label, s.name) AS step
       FROM workflow_step_responsibles r
       JOIN workflow_steps s ON s.tenant_id = r.tenant_id AND s.id = r.step_id AND s.in_model
       JOIN workflows w ON w.tenant_id = s.tenant_id AND w.id = s.workflow_id
      WHERE r.tenant_id = $1 AND r.user_id = $2
      ORDER BY lower(w.name), lower(coalesce(s.label, s.name))`,
    [tenantId, userId],
  );
  return rows.map((row) => row.step);
}

/** Active forms a step may have filled in, each with its active fields in order. */
export function dataFormChoices(tx: Sql, tenantId: string) {
  return tx.query<{
    id: string;
    name: string;
    fields: { id: string; label: string; required: boolean }[] | string;
  }>(
    `SELECT f.id, f.name,
            (SELECT coalesce(json_agg(json_build_object('id', x.id, 'label', x.label,
                                                        'required', x.required)
                                      ORDER BY x.position), '[]')
               FROM form_fields x
              WHERE x.tenant_id = f.tenant_id AND x.form_id = f.id
                AND x.status = ${FieldStatus.active}) AS fields
       FROM forms f WHERE f.tenant_id = $1 AND f.status = ${FormStatus.active}
      ORDER BY lower(f.name)`,
    [tenantId],
  );
}

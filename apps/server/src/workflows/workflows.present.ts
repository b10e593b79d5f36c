import type { WorkflowDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { WorkflowRow } from './workflows.repo.ts';

/** A workflow with what the actor may do with it. */
export function toWorkflowDto(row: WorkflowRow, actor: Actor): WorkflowDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    form: { id: row.form_id, name: row.form_name },
    created_by: { id: row.created_by, name: row.creator_name },
    model_version: row.model_version,
    model: row.model_token,
    steps_count: Number(row.steps_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    abilities: abilities(actor, 'workflow', row),
  };
}

import {
  type DiagramIssue,
  type DiagramSavedDto,
  diagramRules,
  diagramSavedCode,
  parseMessage,
  translate,
  type WorkflowDto,
} from '@custodia/contracts';
import { recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { newTenantToken, parseTenantToken } from '../platform/secrets.ts';
import { type AppWork, enterTenant, system, type Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { diagramSteps, lintDiagram, readDiagram } from './diagram.ts';
import { refuseUnfitConditions } from './gateway-conditions.service.ts';
import { stepsOfWorkflow, syncSteps } from './steps.repo.ts';
import { toWorkflowDto } from './workflows.present.ts';
import * as repo from './workflows.repo.ts';
import { existingWorkflow } from './workflows.service.ts';

/** A diagram as uploaded: the file's bytes and the size the client said it sent. */
export type DiagramUpload = { bytes: Buffer; size: number };

/**
 * A diagram that breaks rules of spec §5: the first issue's code and text, and every issue in
 * `data`, each naming its element, so the designer's dialog can list them all.
 */
function diagramRefusal(issues: DiagramIssue[]): AppError {
  const [first] = issues as [DiagramIssue, ...DiagramIssue[]];
  const fields = Object.fromEntries(
    issues.map((issue) => [`${issue.code}:${issue.element}`, issue.message]),
  );
  return new AppError(diagramRules[first.rule], fields, parseMessage(first.message).params);
}

/**
 * Saves a new version of a workflow's diagram (spec §4 designer flow): only while the workflow is
 * a draft or inactive, and only a diagram in which the rules of §5 find no issue and whose gateway
 * conditions activation would not refuse (50120–50122; the transaction keeps nothing of a refused
 * save). The file is read after the actor is authorized, never before.
 */
export async function saveModel(
  work: Work,
  id: string,
  read: () => Promise<DiagramUpload>,
): Promise<DiagramSavedDto> {
  const { tx, actor, tenantId } = work;
  const workflow = await existingWorkflow(work, id);
  authorize(actor, 'workflow.designModel', workflow);
  const upload = await read();
  if (upload.size !== upload.bytes.length) {
    throw new AppError('diagramSizeMismatch', { size: 'errors.50045' });
  }
  const xml = upload.bytes.toString('utf8');
  const definitions = await readDiagram(xml);
  const issues = await lintDiagram(definitions);
  if (issues.length > 0) throw diagramRefusal(issues);
  const model = await repo.insertModel(tx, tenantId, {
    workflowId: id,
    xml,
    sizeBytes: upload.size,
    token: newTenantToken(tenantId),
    createdBy: actor.userId,
  });
  await syncSteps(tx, tenantId, id, model.id, diagramSteps(definitions));
  // The steps as saved, with the configuration kept for the elements that kept their ids.
  await refuseUnfitConditions(work, workflow, await stepsOfWorkflow(tx, tenantId, id), 'save');
  await recordAudit(tx, auditActorOf(actor), {
    module: 'workflows',
    action: 'model_save',
    entityType: 'workflow',
    entityId: id,
    changes: { version: model.version },
  });
  return {
    code: diagramSavedCode,
    detail: translate(work.language, 'workflows.diagramSaved'),
    workflow: await shown(work, id),
  };
}

async function shown(work: Work, id: string): Promise<WorkflowDto> {
  return toWorkflowDto(await existingWorkflow(work, id), work.actor);
}

/** Deletes a draft's diagrams, every version, and the steps drawn in them (spec §4). */
export async function deleteModel(work: Work, id: string): Promise<WorkflowDto> {
  const workflow = await existingWorkflow(work, id);
  authorize(work.actor, 'workflow.deleteModel', workflow);
  await repo.deleteModels(work.tx, work.tenantId, id);
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'workflows',
    action: 'model_delete',
    entityType: 'workflow',
    entityId: id,
    changes: { version: workflow.model_version },
  });
  return shown(work, id);
}

/** A saved version's XML (a process's live map), whether or not its address still answers. */
export async function versionXml(work: Work, modelId: string): Promise<string> {
  return found(await repo.versionXml(work.tx, work.tenantId, modelId), 'workflowHasNoModel');
}

/**
 * A saved diagram's XML by its address, read in the company the address names (10002 if none, or
 * once the version is superseded and no process in progress runs it).
 */
export async function modelByToken(work: AppWork, token: string): Promise<string> {
  const company = parseTenantToken(token);
  if (!company) throw new AppError('notFound');
  const { tx, tenantId } = await enterTenant(work, company.tenantId, system);
  return found(await repo.modelXml(tx, tenantId, token), 'notFound');
}

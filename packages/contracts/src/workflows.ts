import { z } from 'zod';
import { EntityName, IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { FormSummaryDto } from './form-grants.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';
import { PageQuery, paged } from './paging.ts';

/** Workflow states (spec §4): a draft is being designed, an active one runs, an inactive one rests. */
export const WorkflowStatus = { draft: 1, active: 2, inactive: 3 } as const;
export const WorkflowStatusValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type WorkflowStatusValue = z.infer<typeof WorkflowStatusValue>;

const WorkflowName = EntityName(limits.workflowName.min, limits.workflowName.max);
const WorkflowDescription = requiredText(
  limits.workflowDescription.min,
  limits.workflowDescription.max,
);

/** A new workflow: it belongs to one form for good and starts as a draft. */
export const WorkflowInput = z.object({
  name: WorkflowName,
  description: WorkflowDescription,
  form_id: Uuid,
});
export type WorkflowInput = z.input<typeof WorkflowInput>;

/** Only what is sent changes; the status moves draft → active ↔ inactive. */
export const WorkflowUpdateInput = z.object({
  name: WorkflowName.optional(),
  description: WorkflowDescription.optional(),
  status: WorkflowStatusValue.optional(),
});
export type WorkflowUpdateInput = z.input<typeof WorkflowUpdateInput>;

const listNameBetween = message('validation.between', limits.workflowListName);

export const WorkflowListQuery = PageQuery.extend({
  name: z
    .string()
    .trim()
    .min(limits.workflowListName.min, { error: listNameBetween })
    .max(limits.workflowListName.max, { error: listNameBetween })
    .optional(),
  status: z.coerce.number().pipe(WorkflowStatusValue).optional(),
});
export type WorkflowListQuery = z.infer<typeof WorkflowListQuery>;

const Named = z.object({ id: z.string(), name: z.string() });

export const WorkflowDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: WorkflowStatusValue,
  form: Named,
  created_by: Named,
  /** The saved diagram's version (1, 2 …), null while none is saved. */
  model_version: z.number().int().nullable(),
  /**
   * The token of the saved diagram's address (`GET /workflows/models/{model}/`, the viewer's
   * `/workflow/view/{model}`): unguessable, it is what protects the XML.
   */
  model: z.string().nullable(),
  /** Steps of the saved diagram: its events, tasks and gateways. */
  steps_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: abilitiesSchema('workflow'),
});
export type WorkflowDto = z.infer<typeof WorkflowDto>;

/** A workflow to pick (a role's designers are given some). */
export const WorkflowSummaryDto = z.object({
  id: z.string(),
  name: z.string(),
  status: WorkflowStatusValue,
});
export type WorkflowSummaryDto = z.infer<typeof WorkflowSummaryDto>;

export const FormIdParams = z.object({ formId: Uuid });

/** A saved diagram's address: the company's id and 256 random bits (decision 49). */
export const ModelParams = z.object({
  model: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/, {
      error: 'validation.invalid',
    }),
});

/** Spec §7: a diagram saved answers its own success code, 5015, with the workflow as it is now. */
export const diagramSavedCode = 5015;
export const DiagramSavedDto = z.object({
  code: z.literal(diagramSavedCode),
  detail: z.string(),
  workflow: WorkflowDto,
});
export type DiagramSavedDto = z.infer<typeof DiagramSavedDto>;

const tag = 'workflows';

/**
 * Designers reach workflows through `workflow.list` before any workflow is read, so an unknown
 * workflow and a forbidden one answer alike to everyone else.
 */
export const workflowsApi = {
  list: endpoint({
    method: 'GET',
    path: '/workflows/',
    tag,
    query: WorkflowListQuery,
    status: 200,
    response: paged(WorkflowDto),
    access: { action: 'workflow.list' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/workflows/',
    tag,
    body: WorkflowInput,
    status: 201,
    response: WorkflowDto,
    access: { action: 'workflow.create' },
  }),
  /** Forms a new workflow may belong to: those with the workflow option on (spec §3). */
  formChoices: endpoint({
    method: 'GET',
    path: '/workflows/form-choices/',
    tag,
    status: 200,
    response: z.array(FormSummaryDto),
    access: { action: 'workflow.create' },
  }),
  /** Active workflows the actor may start a process of (their roles' start grants). */
  availableToStart: endpoint({
    method: 'GET',
    path: '/workflows/availables-per-user/',
    tag,
    status: 200,
    response: z.array(WorkflowDto),
    access: { session: true },
  }),
  /** The same, of one form: what a record of that form may start. */
  ofForm: endpoint({
    method: 'GET',
    path: '/workflows/forms/:formId/',
    tag,
    params: FormIdParams,
    status: 200,
    response: z.array(WorkflowDto),
    access: { session: true },
  }),
  /**
   * The active workflows filing a record of the form starts (spec §3 mandatory start), for whoever
   * files in it; none when the form's workflows do not start with filing.
   */
  filingChoices: endpoint({
    method: 'GET',
    path: '/workflows/forms/:formId/filing/',
    tag,
    params: FormIdParams,
    status: 200,
    response: z.array(WorkflowSummaryDto),
    access: { session: true },
  }),
  get: endpoint({
    method: 'GET',
    path: '/workflows/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: WorkflowDto,
    access: { action: 'workflow.list' },
  }),
  /**
   * Spec §7: the diagram as a multipart upload of `file` and its `size` in bytes. A diagram that
   * breaks a rule of §5 is refused with the first issue's code and every issue in `data`.
   */
  saveModel: endpoint({
    method: 'POST',
    path: '/workflows/file-config/:id/',
    tag,
    params: IdParams,
    body: 'multipart',
    status: 201,
    response: DiagramSavedDto,
    access: { action: 'workflow.list' },
  }),
  deleteModel: endpoint({
    method: 'DELETE',
    path: '/workflows/file-config/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: WorkflowDto,
    access: { action: 'workflow.list' },
  }),
  /** A saved diagram's XML, without a session: its address is what protects it (spec §7). */
  model: endpoint({
    method: 'GET',
    path: '/workflows/models/:model/',
    tag,
    params: ModelParams,
    status: 200,
    response: 'binary',
    access: { public: true },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/workflows/:id/',
    tag,
    params: IdParams,
    body: WorkflowUpdateInput,
    status: 200,
    response: WorkflowDto,
    access: { action: 'workflow.list' },
  }),
};

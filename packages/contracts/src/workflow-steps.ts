import { z } from 'zod';
import { AcceptedDto, Email, IdParams, Uuid } from './common-schemas.ts';
import { endpoint } from './endpoint.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';

/** Step types of spec §3, one per kind of diagram element Custodia runs. */
export const stepTypes = [
  'start_event',
  'sequence_flow',
  'manual_task',
  'user_task',
  'exclusive_gateway',
  'end_event',
  'send_task',
] as const;
export const StepTypeValue = z.enum(stepTypes);
export type StepTypeValue = z.infer<typeof StepTypeValue>;

/** The BPMN element each step type is drawn as. */
export const stepTypeOfElement: Record<string, StepTypeValue> = {
  'bpmn:StartEvent': 'start_event',
  'bpmn:SequenceFlow': 'sequence_flow',
  'bpmn:ManualTask': 'manual_task',
  'bpmn:UserTask': 'user_task',
  'bpmn:ExclusiveGateway': 'exclusive_gateway',
  'bpmn:EndEvent': 'end_event',
  'bpmn:SendTask': 'send_task',
};

/** The steps people work, which need a responsible; e-mail tasks need recipients. */
export const workedStepTypes: readonly StepTypeValue[] = ['user_task', 'manual_task'];

/** Who works a step (spec §3): one user, one of a list the sender picks, or a work group in turns. */
export const ResponsibleType = { single: 1, senderSelects: 2, workGroup: 3 } as const;
export const ResponsibleTypeValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ResponsibleTypeValue = z.infer<typeof ResponsibleTypeValue>;

/** Step duration units of spec §9: 1 weeks, 2 days, 3 hours, 4 minutes. */
export const DurationUnit = { week: 1, days: 2, hours: 3, minutes: 4 } as const;
export const DurationUnitValue = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type DurationUnitValue = z.infer<typeof DurationUnitValue>;
export const durationUnitMs: Record<DurationUnitValue, number> = {
  1: 7 * 86_400_000,
  2: 86_400_000,
  3: 3_600_000,
  4: 60_000,
};

const Named = z.object({ id: z.string(), name: z.string() });

export const StepActions = z.object({
  allow_reassign: z.boolean(),
  allow_interrupt_process: z.boolean(),
  move_file_to_trash: z.boolean(),
  electronic_signature: z.boolean(),
  allow_return_to_step: z.boolean(),
});
export type StepActions = z.infer<typeof StepActions>;

/**
 * A step's deadline (spec §5, §9): a whole number of 1 to 3 digits of a unit, never under the
 * 5,000 ms a step takes at least.
 */
export const ExpirationInput = z
  .object({
    date_execute: z
      .number({ error: 'fieldRequired' })
      .int({ error: 'validation.integer' })
      .min(limits.stepDuration.min, {
        error: message('validation.numberRange', limits.stepDuration),
      })
      .max(limits.stepDuration.max, {
        error: message('validation.numberRange', limits.stepDuration),
      }),
    unit_of_measure: DurationUnitValue,
  })
  .refine(
    (value) => value.date_execute * durationUnitMs[value.unit_of_measure] >= limits.stepMinimumMs,
    { error: 'validation.stepTooShort', path: ['date_execute'] },
  );
export type ExpirationInput = z.infer<typeof ExpirationInput>;

export const SendTaskInput = z.object({
  recipients: z
    .array(Email)
    .min(1, { error: 'fieldRequired' })
    .max(limits.emailRecipients, {
      error: message('validation.maxItems', { max: limits.emailRecipients }),
    }),
  body: z
    .string()
    .trim()
    .max(limits.emailBody, { error: message('validation.maxChars', { max: limits.emailBody }) }),
  notification_user_uuid: Uuid,
});
export type SendTaskInput = z.infer<typeof SendTaskInput>;

/** A step's whole configuration, as the engine will read it. */
export const StepConfigurationDto = z.object({
  responsible_type: ResponsibleTypeValue.nullable(),
  /** The single responsible, or the list the sender chooses from, in order. */
  users: z.array(Named),
  work_group: Named.nullable(),
  actions: StepActions,
  expiration_date_data: z.object({
    date_execute: z.number().int(),
    unit_of_measure: DurationUnitValue,
  }),
  data_form: z
    .object({ form: Named, fields: z.array(z.string()), required: z.array(z.string()) })
    .nullable(),
  send_task: z
    .object({
      recipients: z.array(z.string()),
      body: z.string(),
      notification_user: Named.nullable(),
    })
    .nullable(),
});
export type StepConfigurationDto = z.infer<typeof StepConfigurationDto>;

export const StepDto = z.object({
  id: z.string(),
  /** The diagram element's id: the step keeps its id and configuration while this stays. */
  element_id: z.string(),
  /** The element's name in the diagram. */
  name: z.string(),
  /** The name people read: the diagram's, unless a designer renamed the step. */
  step_name: z.string(),
  type: StepTypeValue,
  /** A sequence flow's ends, by element id, and its condition. */
  source: z.string().nullable(),
  target: z.string().nullable(),
  condition: z.string().nullable(),
  /** Whether the step takes a configuration (tasks), and whether it has what activation needs. */
  configurable: z.boolean(),
  configured: z.boolean(),
});
export type StepDto = z.infer<typeof StepDto>;

export const StepDetailDto = StepDto.extend({
  workflow: Named,
  configuration: StepConfigurationDto,
});
export type StepDetailDto = z.infer<typeof StepDetailDto>;

export const StepParams = z.object({ id: Uuid, stepId: Uuid });

const StepRef = { workflow_id: Uuid, step_id: Uuid };
export const SingleResponsibleInput = z.object({ ...StepRef, user_uuid: Uuid });
export const ResponsibleListInput = z.object({
  ...StepRef,
  users_uuid: z
    .array(Uuid)
    .min(limits.responsibleUsers.min, {
      error: message('validation.itemsBetween', limits.responsibleUsers),
    })
    .max(limits.responsibleUsers.max, {
      error: message('validation.itemsBetween', limits.responsibleUsers),
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.repeatedItems' }),
});
export const WorkGroupResponsibleInput = z.object({ ...StepRef, work_group_uuid: Uuid });
export type SingleResponsibleInput = z.infer<typeof SingleResponsibleInput>;
export type ResponsibleListInput = z.infer<typeof ResponsibleListInput>;
export type WorkGroupResponsibleInput = z.infer<typeof WorkGroupResponsibleInput>;

/** A form to fill in at the step: the fields shown and those of them that must be filled. */
export const DataFormInput = z
  .object({
    form_id: Uuid,
    fields: z.array(Uuid).min(1, { error: 'fieldRequired' }).max(200),
    required: z.array(Uuid).max(200).default([]),
  })
  .refine((value) => value.required.every((id) => value.fields.includes(id)), {
    error: 'validation.requiredNotShown',
    path: ['required'],
  });
export type DataFormInput = z.input<typeof DataFormInput>;
export const DataFormFieldInput = z.object({
  field_id: Uuid,
  required: z.boolean().default(false),
});
export const DataFormFieldQuery = z.object({ field_id: Uuid });

/** A form a step may have filled in, with its active fields. */
export const DataFormChoiceDto = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(z.object({ id: z.string(), label: z.string(), required: z.boolean() })),
});
export type DataFormChoiceDto = z.infer<typeof DataFormChoiceDto>;

export const StepLabelsInput = z.object({
  steps: z
    .array(
      z.object({
        id: Uuid,
        /** Empty gives the step back its name in the diagram. */
        step_name: z
          .string()
          .trim()
          .max(limits.workflowName.max, {
            error: message('validation.maxChars', { max: limits.workflowName.max }),
          }),
      }),
    )
    .min(1, { error: 'fieldRequired' })
    .max(200),
});
export type StepLabelsInput = z.infer<typeof StepLabelsInput>;

/** People and groups a step may name: active ones only (spec §4). */
export const CandidateQuery = z.object({
  name: z.string().trim().max(limits.userName.max).optional(),
  /** Only administrators: the notification user of an e-mail task (spec §6). */
  admins: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type CandidateQuery = z.input<typeof CandidateQuery>;
export const CandidateDto = z.object({ id: z.string(), name: z.string(), user_name: z.string() });
export type CandidateDto = z.infer<typeof CandidateDto>;

const tag = 'workflow steps';
/** Whoever lists workflows reaches their steps; the handler then decides on the workflow. */
const onSteps = { action: 'workflow.list' } as const;

/** Setting a responsible answers the step; the POST and the PATCH of spec §7 take the same. */
const responsibleBy = <
  const M extends 'POST' | 'PATCH',
  const P extends string,
  B extends z.ZodType,
>(
  method: M,
  path: P,
  body: B,
) => endpoint({ method, path, tag, body, status: 200, response: StepDetailDto, access: onSteps });

const onStep = <
  const M extends 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  const P extends string,
>(
  method: M,
  path: P,
) => ({ method, path: `/workflows/:id/step/:stepId/${path}` as const, tag, params: StepParams });

export const workflowStepsApi = {
  list: endpoint({
    method: 'GET',
    path: '/workflows/steps/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: z.array(StepDto),
    access: onSteps,
  }),
  get: endpoint({
    method: 'GET',
    path: '/workflows/:id/step/:stepId/',
    tag,
    params: StepParams,
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  /** Renames steps for the people who work them (spec §7 PUT labels). */
  labels: endpoint({
    method: 'PUT',
    path: '/workflows/:id/labels/',
    tag,
    params: IdParams,
    body: StepLabelsInput,
    status: 200,
    response: z.array(StepDto),
    access: onSteps,
  }),
  setSingleResponsible: responsibleBy(
    'POST',
    '/workflows/step/responsible/only/',
    SingleResponsibleInput,
  ),
  changeSingleResponsible: responsibleBy(
    'PATCH',
    '/workflows/step/responsible/only/',
    SingleResponsibleInput,
  ),
  setResponsibleList: responsibleBy(
    'POST',
    '/workflows/step/sender-selects/responsible/',
    ResponsibleListInput,
  ),
  changeResponsibleList: responsibleBy(
    'PATCH',
    '/workflows/step/sender-selects/responsible/',
    ResponsibleListInput,
  ),
  setWorkGroupResponsible: responsibleBy(
    'POST',
    '/workflows/step/responsible/work-group/',
    WorkGroupResponsibleInput,
  ),
  changeWorkGroupResponsible: responsibleBy(
    'PATCH',
    '/workflows/step/responsible/work-group/',
    WorkGroupResponsibleInput,
  ),
  deleteResponsible: endpoint({
    ...onStep('DELETE', 'responsible/'),
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  /** Spec §7: answered 202. */
  setActions: endpoint({
    ...onStep('PUT', 'actions/'),
    body: StepActions,
    status: 202,
    response: AcceptedDto,
    access: onSteps,
  }),
  setExpiration: endpoint({
    ...onStep('POST', 'expiration-date/'),
    body: ExpirationInput,
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  sendTaskConfig: endpoint({
    ...onStep('GET', 'send-task/config/'),
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  setSendTaskConfig: endpoint({
    ...onStep('POST', 'send-task/config/'),
    body: SendTaskInput,
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  dataForm: endpoint({
    ...onStep('GET', 'configuration-data-form/'),
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  /** Sets the step's data form; PATCH replaces it, DELETE takes it away (spec §7). */
  setDataForm: endpoint({
    ...onStep('POST', 'configuration-data-form/'),
    body: DataFormInput,
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  changeDataForm: endpoint({
    ...onStep('PATCH', 'configuration-data-form/'),
    body: DataFormInput,
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  deleteDataForm: endpoint({
    ...onStep('DELETE', 'configuration-data-form/'),
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  /** Adds one field to the step's data form, or takes one away. */
  addDataFormField: endpoint({
    ...onStep('POST', 'data-forms/'),
    body: DataFormFieldInput,
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  removeDataFormField: endpoint({
    ...onStep('DELETE', 'data-forms/'),
    query: DataFormFieldQuery,
    status: 200,
    response: StepDetailDto,
    access: onSteps,
  }),
  /** The active forms a step may have filled in, with their active fields. */
  dataFormChoices: endpoint({
    ...onStep('GET', 'data-forms-external-config/'),
    status: 200,
    response: z.array(DataFormChoiceDto),
    access: onSteps,
  }),
  /** Active users a step may name (administrators only, for an e-mail task's notification). */
  candidates: endpoint({
    method: 'GET',
    path: '/workflows/step/candidates/',
    tag,
    query: CandidateQuery,
    status: 200,
    response: z.array(CandidateDto),
    access: { action: 'workflow.list' },
  }),
  /** Active work groups a step may name. */
  workGroupCandidates: endpoint({
    method: 'GET',
    path: '/workflows/step/candidate-work-groups/',
    tag,
    status: 200,
    response: z.array(Named),
    access: { action: 'workflow.list' },
  }),
};

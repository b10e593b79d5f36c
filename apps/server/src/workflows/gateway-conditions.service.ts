import {
  type ConditionField,
  type ConditionProblem,
  FieldStatus,
  fieldNoneHas,
  kindOfControl,
  message,
  type NamedField,
  parseCondition,
  parseMessage,
  resolveCondition,
} from '@custodia/contracts';
import { type FieldRow, fieldsOfForm } from '../forms/index.ts';
import { AppError } from '../platform/errors.ts';
import { parsedJson } from '../platform/sql.ts';
import type { Work } from '../platform/work.ts';
import { dataFormChoices, type StepRow } from './steps.repo.ts';
import type * as repo from './workflows.repo.ts';

/** A form's active fields that hold a value, of those chosen when a step chose some. */
function conditionFields(
  fields: FieldRow[],
  source: ConditionField['source'],
  formName: string,
  chosen?: ReadonlySet<string>,
): ConditionField[] {
  return fields.flatMap((field) => {
    const kind = kindOfControl(field.control_data);
    const usable = field.status === FieldStatus.active && (!chosen || chosen.has(field.id));
    return kind && usable
      ? [{ id: field.id, label: field.label, kind, source, form_name: formName }]
      : [];
  });
}

/** A form's fields, as the caller reads them (the engine reads each once a transition). */
export type FieldsOf = (formId: string) => Promise<FieldRow[]>;

/**
 * What a gateway's conditions may name: the fields of the workflow's form, and those each step's
 * data form asks for (a form several steps fill counts once, with every field any of them asks).
 * Activation checks the newest diagram's steps; a process binds over the version it runs, so a
 * step a later diagram dropped still brings its data form's fields to the conditions that read
 * them. The record's own data are not listed; the conditions name them by their words.
 */
export async function conditionFieldsOf(
  form: { id: string; name: string },
  steps: StepRow[],
  fieldsOf: FieldsOf,
): Promise<ConditionField[]> {
  const dataForms = new Map<string, { name: string; chosen: Set<string> }>();
  for (const step of steps) {
    if (!step.data_form) continue;
    const entry = dataForms.get(step.data_form.id) ?? {
      name: step.data_form.name,
      chosen: new Set<string>(),
    };
    for (const id of step.data_form_fields) entry.chosen.add(id);
    dataForms.set(step.data_form.id, entry);
  }
  const [record, ...filled] = await Promise.all([
    fieldsOf(form.id).then((fields) => conditionFields(fields, 'record', form.name)),
    ...[...dataForms].map(async ([id, { name, chosen }]) =>
      conditionFields(await fieldsOf(id), 'data_form', name, chosen),
    ),
  ]);
  return [...(record ?? []), ...filled.flat()];
}

/**
 * A step's data form that is the workflow's own form (500044, naming the step and the form): its
 * fields are the record's, and a condition naming one could not say which value it reads.
 */
export function refuseRecordFormFilled(
  workflow: Pick<repo.WorkflowRow, 'form_id' | 'form_name'>,
  steps: (Pick<StepRow, 'name' | 'label'> & { data_form: { id: string } | null })[],
  field?: string,
): void {
  const step = steps.find((candidate) => candidate.data_form?.id === workflow.form_id);
  if (!step) return;
  const params = { step: step.label ?? step.name, form: workflow.form_name };
  throw new AppError(
    'dataFormIsRecordForm',
    field ? { [field]: message('errors.500044', params) } : undefined,
    params,
  );
}

/**
 * Whether a problem may still go away before activation: a field that no form of the workflow has
 * yet, which the data form of a step configured after the save may bring.
 */
const awaitsConfiguration = (problem: ConditionProblem) =>
  parseMessage(problem.key).key === 'conditions.unknownField';

/** Every active field of the company's active forms: those a step's data form could bring. */
async function fieldsAnyFormHas(work: Work): Promise<NamedField[]> {
  const forms = await dataFormChoices(work.tx, work.tenantId);
  return forms.flatMap((form) =>
    parsedJson(form.fields).map(({ id, label }) => ({
      id,
      label,
      source: 'data_form' as const,
      form_name: form.name,
    })),
  );
}

/**
 * Refuses a workflow whose gateway conditions the engine could not evaluate: one that cannot be
 * read (50120), that names a field the forms do not have, or have twice (50121), or that compares
 * one in a way its kind does not allow (50122). The refusal names the flow, says what is wrong and
 * where (a 1-based character), so the designer can point at it. Saving a diagram checks the same,
 * except a field not known yet (`awaitsConfiguration`) that some active form of the company has,
 * which activation refuses if no step brings it; a name no form has is refused at once.
 */
export async function refuseUnfitConditions(
  work: Work,
  workflow: Pick<repo.WorkflowRow, 'form_id' | 'form_name'>,
  steps: StepRow[],
  moment: 'save' | 'activation',
): Promise<void> {
  const gateways = new Set(
    steps.filter((step) => step.type === 'exclusive_gateway').map((step) => step.element_id),
  );
  const flows = steps.filter(
    (step) => step.type === 'sequence_flow' && gateways.has(step.source_element_id ?? ''),
  );
  if (flows.length === 0) return;
  const fields = await conditionFieldsOf(
    { id: workflow.form_id, name: workflow.form_name },
    steps,
    (formId) => fieldsOfForm(work, formId),
  );
  let anyForm: NamedField[] | undefined;
  for (const flow of flows) {
    const read = parseCondition(flow.condition ?? '');
    if (!read.ok) throw conditionRefusal(flow, read.problem);
    const bound = resolveCondition(read.condition, fields);
    if (bound.ok) continue;
    if (moment === 'activation' || !awaitsConfiguration(bound.problem)) {
      throw conditionRefusal(flow, bound.problem);
    }
    anyForm ??= [...fields, ...(await fieldsAnyFormHas(work))];
    const missing = fieldNoneHas(read.condition, anyForm);
    if (missing) throw conditionRefusal(flow, missing);
  }
}

/**
 * The refusal of a flow's condition (50120–50122): its name, or its id when a diagram drawn
 * elsewhere left it unnamed, and what is wrong and where (a 1-based character); for a field
 * named that the forms lack or have twice (50121), that name as written, so a diagram drawn in
 * another modeler says which of its variables no field is.
 */
export function conditionRefusal(
  flow: { name: string; element_id: string },
  { error, key, at }: ConditionProblem,
): AppError {
  const name = flow.name || flow.element_id;
  const { field } = parseMessage(key).params;
  const named: Record<string, string> =
    error === 'conditionFieldUnknown' && field !== undefined ? { field: String(field) } : {};
  return new AppError(
    error,
    { flow: name, element: flow.element_id, condition: key, at: String(at + 1), ...named },
    { flow: name, ...named },
  );
}

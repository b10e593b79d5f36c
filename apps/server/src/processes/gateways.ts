import {
  type ConditionField,
  type DataFormValues,
  evaluateCondition,
  evaluateKnownCondition,
  parseCondition,
  type RecordDatum,
  resolveCondition,
} from '@custodia/contracts';
import { type FieldOfForm, fieldsOfForm } from '../forms/index.ts';
import { AppError } from '../platform/errors.ts';
import { existingRecord, valueReader } from '../records/index.ts';
import {
  conditionFieldsOf,
  conditionRefusal,
  type GraphFlow,
  type GraphNode,
} from '../workflows/index.ts';
import type { EngineReads, LockedProcess } from './engine.service.ts';
import { processData } from './processes.repo.ts';

type ValueOf = (fieldId: string) => string | null;

/** A form's fields, read once a request however many conditions and values read them. */
const formFields = (reads: EngineReads) => (formId: string) =>
  reads.once(`form-fields:${formId}`, () => fieldsOfForm(reads.work, formId));

/** The fields a version's conditions may read: its form's and its steps' data forms'. */
async function fieldsRead(reads: EngineReads, process: LockedProcess): Promise<FieldOfForm[]> {
  const steps = await reads.stepsOf(process.graph);
  const forms = new Set([process.form_id]);
  for (const step of steps.values()) if (step.data_form) forms.add(step.data_form.id);
  const fields = await Promise.all([...forms].map(formFields(reads)));
  return fields.flat();
}

/**
 * The values a gateway's conditions read, as the record filters read them: the record's own data,
 * its field values and the data forms filled so far; list items and looked-up records by name,
 * dates by their day.
 */
async function conditionValues(
  reads: EngineReads,
  process: LockedProcess,
  data: DataFormValues = processData(process),
): Promise<ValueOf> {
  const { work } = reads;
  const [record, fields] = await Promise.all([
    existingRecord(work, process.form_id, process.record_id),
    reads.once(`fields:${process.model_id}`, () => fieldsRead(reads, process)),
  ]);
  const read = await valueReader(work, fields, [record.field_values, data]);
  const byId = new Map(fields.map((field) => [field.id, field]));
  const own: Record<RecordDatum, string | null> = {
    number: record.number,
    subject: record.subject,
    filer: record.user_name,
    filed_on: record.created_at.toISOString().slice(0, 10),
    document_date: record.document_date?.slice(0, 10) ?? null,
    support_type: String(record.support_type),
  };
  return (fieldId) => {
    if (fieldId in own) return own[fieldId as RecordDatum];
    const field = byId.get(fieldId);
    const value = record.field_values[fieldId] ?? data[fieldId] ?? null;
    const dated = field?.type_data === 'date' || field?.type_data === 'datetime';
    return dated ? (value?.slice(0, 10) ?? null) : read(field, value);
  };
}

/** The fields a version's conditions are bound with, read once a request. */
const conditionFields = (reads: EngineReads, process: LockedProcess) =>
  reads.once(`conditions:${process.model_id}`, async () =>
    conditionFieldsOf(
      { id: process.form_id, name: process.form_name },
      [...(await reads.stepsOf(process.graph)).values()],
      formFields(reads),
    ),
  );

const bound = (flow: GraphFlow, fields: readonly ConditionField[]) => {
  const parsed = parseCondition(flow.condition ?? '');
  return parsed.ok ? resolveCondition(parsed.condition, fields) : parsed;
};

function holds(flow: GraphFlow, fields: readonly ConditionField[], valueOfField: ValueOf): boolean {
  const condition = bound(flow, fields);
  // Activation refused conditions that do not read or bind; a field retired since is one.
  if (!condition.ok) throw conditionRefusal(flow, condition.problem);
  return evaluateCondition(condition.condition, valueOfField);
}

/**
 * The one flow out of an exclusive gateway whose condition holds (spec §4). None, or both, stop
 * the person completing the task with the gateway's name (50009, 50010): the transaction rolls
 * back and nothing moves, so the data can be corrected and the task completed again.
 */
export async function chooseFlow(
  reads: EngineReads,
  process: LockedProcess,
  gateway: GraphNode,
): Promise<GraphFlow> {
  const [fields, valueOfField] = await Promise.all([
    conditionFields(reads, process),
    conditionValues(reads, process),
  ]);
  const holding = gateway.outgoing.filter((flow) => holds(flow, fields, valueOfField));
  const [chosen, other] = holding;
  if (!chosen) throw new AppError('gatewayNoFlow', undefined, { gateway: gateway.name });
  if (other) throw new AppError('gatewayBothFlows', undefined, { gateway: gateway.name });
  return chosen;
}

/** What is known of the values a gateway reads before the task leading to it is completed. */
export type KnownData = {
  /** The data form's values as its holder is filling them, in place of those kept. */
  data?: DataFormValues;
  /** Fields not known yet: the data form being filled, when its values are not given. */
  unknown?: ReadonlySet<string>;
};

/**
 * Whether each flow out of an exclusive gateway will be taken, judged as `chooseFlow` will judge
 * it on what is known now (decision 65): true or false, or undefined while its condition waits on
 * a field not known yet. A condition that no longer binds is undefined too: the completion says
 * why.
 */
export async function knownFlows(
  reads: EngineReads,
  process: LockedProcess,
  gateway: GraphNode,
  known: KnownData,
): Promise<(boolean | undefined)[]> {
  const [fields, valueOfField] = await Promise.all([
    conditionFields(reads, process),
    conditionValues(reads, process, { ...processData(process), ...known.data }),
  ]);
  const knownValue = (fieldId: string) =>
    known.unknown?.has(fieldId) ? undefined : valueOfField(fieldId);
  return gateway.outgoing.map((flow) => {
    const condition = bound(flow, fields);
    return condition.ok ? evaluateKnownCondition(condition.condition, knownValue) : undefined;
  });
}

import { recordValuesSchema } from '@custodia/contracts';
import { z } from 'zod';
import { fieldsOfForm } from '../forms/index.ts';
import { parsedOrRefused } from '../platform/errors.ts';
import type { Work } from '../platform/work.ts';
import type { StepRow } from '../workflows/index.ts';
import { processData } from './processes.repo.ts';

/**
 * The step's data-form fields (spec §3 data_form): those the step shows, required as the step
 * says rather than as the form does, and never hidden (the step chose to show them).
 */
export async function dataFormFields(work: Work, step: StepRow) {
  if (!step.data_form) return [];
  const shown = new Set(step.data_form_fields);
  const required = new Set(step.data_form_required);
  return (await fieldsOfForm(work, step.data_form.id))
    .filter((field) => shown.has(field.id))
    .map((field) => ({ ...field, hide: false, required: required.has(field.id) }));
}

/**
 * The process's data-form values once a step's form is filled in: the step's fields checked as a
 * record's values are (30010 marks each under `data_form.<id>`), merged over what earlier steps
 * filled, where gateways read them. A step without a data form changes nothing.
 */
export async function checkedDataForm(
  work: Work,
  process: { data: Record<string, string | null> | string },
  step: StepRow,
  sent: Record<string, string | null>,
): Promise<Record<string, string | null>> {
  const kept = processData(process);
  const fields = await dataFormFields(work, step);
  if (fields.length === 0) return kept;
  const schema = z.object({ data_form: recordValuesSchema(fields, { mode: 'file', kept }) });
  const given = Object.fromEntries(fields.map((field) => [field.id, kept[field.id] ?? null]));
  const checked = parsedOrRefused(schema, { data_form: { ...given, ...sent } });
  return { ...kept, ...(checked.data_form as Record<string, string | null>) };
}

import { z } from 'zod';
import { Uuid } from './common-schemas.ts';
import { FormStatusValue } from './forms.ts';

/**
 * What a role lets its members do with one form's records (spec §6). Starting workflows turns on
 * viewing the processes started (spec §4), so the stored grant never has one without the other.
 */
export const FormGrantInput = z
  .object({
    form_id: Uuid,
    file: z.boolean().default(false),
    query: z.boolean().default(false),
    view_files: z.boolean().default(false),
    start_workflows: z.boolean().default(false),
    view_started_processes: z.boolean().default(false),
    sign_electronically: z.boolean().default(false),
  })
  .transform((grant) => ({
    ...grant,
    view_started_processes: grant.view_started_processes || grant.start_workflows,
  }));
export type FormGrantInput = z.input<typeof FormGrantInput>;

export const FormGrantDto = z.object({
  form_uuid: z.string(),
  form_name: z.string(),
  file: z.boolean(),
  query: z.boolean(),
  view_files: z.boolean(),
  start_workflows: z.boolean(),
  view_started_processes: z.boolean(),
  sign_electronically: z.boolean(),
});
export type FormGrantDto = z.infer<typeof FormGrantDto>;
/** What one grant lets its holder do with one form's records. */
export type FormGrantFlags = Omit<FormGrantDto, 'form_uuid' | 'form_name'>;

/** A form as the grant screens and the filing menu list it. */
export const FormSummaryDto = z.object({
  id: z.string(),
  name: z.string(),
  status: FormStatusValue,
});
export type FormSummaryDto = z.infer<typeof FormSummaryDto>;
/** A grant as stored, after the start-workflows rule was applied. */
export type FormGrant = z.output<typeof FormGrantInput>;

import { z } from 'zod';
import { requiredText } from './common-schemas.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';
import { PageQuery } from './paging.ts';

/** Form states (spec §4): draft 1 (fields editable), active 2, inactive 3, deleted 4. */
export const FormStatus = { draft: 1, active: 2, inactive: 3, deleted: 4 } as const;
export const FormStatusValue = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type FormStatusValue = z.infer<typeof FormStatusValue>;

/** How a record's sticker is printed (spec §3). */
export const StickerType = { text: 1, barcode: 2 } as const;
export const StickerTypeValue = z.union([z.literal(1), z.literal(2)]);

/** Which files a process started from a record takes along (spec §3 workflow options). */
export const AttachFilesAtStartValue = z.enum(['all', 'last', 'none']);

export const FormInput = z.object({
  name: requiredText(limits.formName.min, limits.formName.max),
  description: requiredText(limits.formDescription.min, limits.formDescription.max),
  /** Digits of the running number inside a record number, zero-padded (1-20210512-0001). */
  sequence_length: z
    .number({ error: 'fieldRequired' })
    .int({ error: 'validation.integer' })
    .min(1, { error: message('validation.numberRange', limits.sequenceLength) })
    .max(limits.sequenceLength.max, {
      error: message('validation.numberRange', limits.sequenceLength),
    }),
  sticker_type: StickerTypeValue,
  activate_workflow: z.boolean().default(false),
  unique_workflow: z.boolean().default(false),
  mandatory_start: z.boolean().default(false),
  attach_files_at_start: AttachFilesAtStartValue.default('none'),
  free_notifications: z.boolean().default(false),
  yearly_restart: z.boolean().default(false),
});
export type FormInput = z.input<typeof FormInput>;

export const FormListQuery = PageQuery.extend({
  name: z.string().trim().max(limits.formName.max).optional(),
  status: z.coerce.number().pipe(FormStatusValue).optional(),
});
export type FormListQuery = z.infer<typeof FormListQuery>;

export const FormStatusInput = z.object({ status: FormStatusValue });
export type FormStatusInput = z.infer<typeof FormStatusInput>;

export const FormDto = z.object({
  id: z.string(),
  /** The company's number for the form: the first part of its record numbers. */
  number: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: FormStatusValue,
  sequence_length: z.number().int(),
  sticker_type: StickerTypeValue,
  activate_workflow: z.boolean(),
  unique_workflow: z.boolean(),
  mandatory_start: z.boolean(),
  attach_files_at_start: AttachFilesAtStartValue,
  free_notifications: z.boolean(),
  yearly_restart: z.boolean(),
  fields_count: z.number().int(),
  records_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FormDto = z.infer<typeof FormDto>;

import { z } from 'zod';
import { AcceptedDto, IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';
import { PageQuery, paged } from './paging.ts';
import { TrdPathDto } from './trd.ts';

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
  /** The series or subseries its records' files are placed in; left out, it stays as it is. */
  trd_path_id: Uuid.nullable().optional(),
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
  trd_path: TrdPathDto.nullable(),
  fields_count: z.number().int(),
  records_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the actor may do with the form as its designer, and with its records. */
  abilities: abilitiesSchema('form').and(abilitiesSchema('record')),
});
export type FormDto = z.infer<typeof FormDto>;

/** A form of the filing menu, with what the actor may do with its records. */
export const AvailableFormDto = z.object({
  id: z.string(),
  name: z.string(),
  status: FormStatusValue,
  abilities: abilitiesSchema('record'),
});
export type AvailableFormDto = z.infer<typeof AvailableFormDto>;

const tag = 'forms';

/**
 * The designer's endpoints need the designer right (`form.list`) before any form is read, so an
 * unknown form and a forbidden one answer alike to non-designers.
 */
export const formsApi = {
  list: endpoint({
    method: 'GET',
    path: '/form/forms/',
    tag,
    query: FormListQuery,
    status: 200,
    response: paged(FormDto),
    access: { action: 'form.list' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/form/forms/',
    tag,
    body: FormInput,
    status: 201,
    response: FormDto,
    access: { action: 'form.create' },
  }),
  availableToFile: endpoint({
    method: 'GET',
    path: '/form/forms/availables-per-user/',
    tag,
    status: 200,
    response: z.array(AvailableFormDto),
    access: { session: true },
  }),
  get: endpoint({
    method: 'GET',
    path: '/form/forms/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: FormDto,
    access: { action: 'form.list' },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/form/forms/:id/',
    tag,
    params: IdParams,
    body: FormInput,
    status: 200,
    response: FormDto,
    access: { action: 'form.list' },
  }),
  /** Deleting through the status answers as DELETE does; the other moves answer the form. */
  changeStatus: endpoint({
    method: 'PATCH',
    path: '/form/forms/:id/status/',
    tag,
    params: IdParams,
    body: FormStatusInput,
    status: 200,
    response: FormDto.or(AcceptedDto),
    access: { action: 'form.list' },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/form/forms/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: { action: 'form.list' },
  }),
};

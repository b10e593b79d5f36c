import { z } from 'zod';
import { IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { RecordExpedientDto } from './expedients.ts';
import { ControlTypeValue, FieldDefinitionDto } from './form-fields.ts';
import { FormStatusValue } from './forms.ts';
import { HeldByDto } from './holds.ts';
import type { MessageKey } from './i18n/index.ts';
import { limits } from './limits.ts';
import { PageQuery, paged } from './paging.ts';
import { RecordFilterInput } from './record-filters.ts';
import {
  type FieldDefinition,
  type RecordValues,
  recordFormSchema,
  requiredDay,
} from './record-values.ts';

/** How the filed document exists (spec §3 Record support type). */
export const SupportType = { physical: 1, electronic: 2, generic: 3 } as const;
export const SupportTypeValue = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'fieldRequired',
});
export type SupportTypeValue = z.infer<typeof SupportTypeValue>;

/** How a support type reads, in every language's catalogue. */
export const supportLabels = {
  [SupportType.physical]: 'records.support.physical',
  [SupportType.electronic]: 'records.support.electronic',
  [SupportType.generic]: 'records.support.generic',
} as const satisfies Record<SupportTypeValue, MessageKey>;

/** Record states of spec §4: 1 active, 2 cancelled. */
export const RecordStatus = { active: 1, cancelled: 2 } as const;
export const RecordStatusValue = z.union([z.literal(1), z.literal(2)]);
export type RecordStatusValue = z.infer<typeof RecordStatusValue>;

export const recordStatusLabels = {
  [RecordStatus.active]: 'records.status.active',
  [RecordStatus.cancelled]: 'records.status.cancelled',
} as const satisfies Record<RecordStatusValue, MessageKey>;

/**
 * What filing a record sends: the record's own data (spec §5 record form: subject, support type
 * and document date required, texts of at least 4 characters) and the values of the form's
 * fields, checked by the schema those fields make. Browser and server build it alike. Editing
 * sends the same, checked by the same schema, given the values the record keeps (`kept`).
 */
export function fileRecordSchema(
  fields: FieldDefinition[],
  options: { now?: Date; kept?: RecordValues } = {},
) {
  return recordFormSchema(fields, { mode: 'file', ...options }).extend({
    subject: requiredText(limits.recordSubject.min, limits.recordSubject.max),
    support_type: SupportTypeValue,
    document_date: requiredDay(options.now),
  });
}
export type FileRecordInput = z.output<ReturnType<typeof fileRecordSchema>>;

/**
 * The filing body as the route declares it: the values' shape depends on the form, so the
 * service checks the whole body with fileRecordSchema once it has read the form's fields.
 */
export const FileRecordBody = z.object({
  subject: z.unknown().optional(),
  support_type: z.unknown().optional(),
  document_date: z.unknown().optional(),
  values: z.record(z.string(), z.unknown()).default({}),
});

/**
 * Filing a record of a form whose workflow starts with its filing (spec §3 mandatory start): the
 * workflow, when the form has several active ones, and the first step's responsible when the
 * filer chooses it.
 */
export const FilingStart = z.object({
  workflow_id: Uuid.optional(),
  next_user_uuid: Uuid.optional(),
});
export type FilingStart = z.infer<typeof FilingStart>;

export const FilingBody = FileRecordBody.extend(FilingStart.shape);

export const RecordDto = z.object({
  id: z.string(),
  form_id: z.string(),
  /** Form number, filing day and consecutive: 1-20210512-0001 (spec §3, decision 22). */
  number: z.string(),
  status: RecordStatusValue,
  subject: z.string(),
  support_type: SupportTypeValue,
  document_date: z.string(),
  values: z.record(z.string(), z.string().nullable()),
  user_name: z.string(),
  created_at: z.string(),
  /** What the actor may do with this record (decision 37): the web reads, never re-derives. */
  abilities: abilitiesSchema('filedRecord'),
});
export type RecordDto = z.infer<typeof RecordDto>;

/** A record of a form: the spec's detail address names the form `id` and the record `recordId`. */
export const RecordParams = z.object({ id: Uuid, recordId: Uuid });

/**
 * Spec §7 `?action=`: what the record is read for. Reading it to edit asks the edit rule, so a
 * cancelled record answers why it cannot be edited before the person fills anything in.
 */
export const RecordReadQuery = z.object({ action: z.enum(['view', 'edit']).default('view') });
export type RecordReadQuery = z.infer<typeof RecordReadQuery>;

/** Spec §5: a reason of 4–1000 characters, required. */
export const CancelRecordInput = z.object({
  reason: requiredText(limits.cancelReason.min, limits.cancelReason.max),
});
export type CancelRecordInput = z.infer<typeof CancelRecordInput>;

/** Who did something and when: the login name (spec §3 user_name) and the person's name. */
const Done = z.object({ user_name: z.string(), full_name: z.string(), at: z.string() });

/**
 * How two records are linked (issue 47): an outgoing radicado answering an incoming one, a
 * PQRS remitted to whoever is competent, a reply to a later message. A link is read from both
 * ends: `direction` says whether the record shown is its origin (`to` names the other) or not.
 */
export const recordLinkKinds = ['answer', 'remission', 'reply'] as const;
export type RecordLinkKind = (typeof recordLinkKinds)[number];

export const RecordLinkDto = z.object({
  kind: z.enum(recordLinkKinds),
  direction: z.enum(['to', 'from']),
  record_id: z.string(),
  form_id: z.string(),
  number: z.string(),
  subject: z.string(),
  at: z.string(),
});
export type RecordLinkDto = z.infer<typeof RecordLinkDto>;

/**
 * Every datum of one record (spec §3 Record) and what the detail needs to show it: the form's
 * fields in order, the values as a person reads them, and the company's time zone, in which the
 * filing and the changes are shown (decision 22).
 */
export const RecordDetailDto = RecordDto.extend({
  form: z.object({ id: z.string(), name: z.string(), number: z.number().int() }),
  fields: z.array(FieldDefinitionDto),
  /** The values with list items by name and looked-up records by their two values. */
  shown_values: z.record(z.string(), z.string().nullable()),
  filer_name: z.string(),
  /** The last edit, null when the record was never edited. */
  updated_at: z.string().nullable(),
  /** Spec §3: the cancellation reason and canceller; null while the record is in force. */
  cancellation: Done.extend({ reason: z.string() }).nullable(),
  /** The expedient the record was placed in, if any (spec §6 set expedient path). */
  expedient: RecordExpedientDto.nullable(),
  /** The records linked to it, oldest link first: "Radicados relacionados". */
  links: z.array(RecordLinkDto),
  /** The legal holds that keep it as it is (issue 50 §3), oldest first: none, most often. */
  holds: z.array(HeldByDto),
  time_zone: z.string(),
});
export type RecordDetailDto = z.infer<typeof RecordDetailDto>;

/**
 * One datum an edit changed, as a person reads it: `field` is 'subject', 'support_type',
 * 'document_date' (the record's own data, which the web names) or a field's id, with its label
 * and control so the web can show a date as a date; list items and looked-up records by name.
 */
export const RecordChangeDto = z.object({
  field: z.string(),
  label: z.string().nullable(),
  control: ControlTypeValue.nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type RecordChangeDto = z.infer<typeof RecordChangeDto>;

/**
 * One step of a record's history, from the audit log (oldest first): filed, edited, cancelled,
 * and what happened to its files (attached, a new version, renamed, trashed, restored, deleted,
 * moved in the TRD; `changes` then tells where the file went), and its placing in an expedient and
 * taking out of it (`changes` names the expedient).
 * A step the job runner took has no user: `user_name` is then empty.
 */
export const RecordEventDto = Done.extend({
  action: z.enum([
    'file',
    'edit',
    'cancel',
    'upload',
    'version',
    'file_update',
    'trash',
    'restore',
    'delete',
    'move',
    'link',
    'unlink',
  ]),
  changes: z.array(RecordChangeDto),
  /** The files a step is about, by the names they had then. */
  attachments: z.array(z.string()),
  /** Why the record was cancelled or a file trashed; null for the other steps. */
  reason: z.string().nullable(),
});
export type RecordEventDto = z.infer<typeof RecordEventDto>;

/** Spec §2 traceability of a record: what happened to it, who did it and when. */
export const RecordHistoryDto = z.object({
  record: RecordDto.pick({ id: true, form_id: true, number: true, status: true }),
  form_name: z.string(),
  time_zone: z.string(),
  events: z.array(RecordEventDto),
});
export type RecordHistoryDto = z.infer<typeof RecordHistoryDto>;

/** Searching the looked-up form's records from a lookup field (spec §2, 5 rows a page §9). */
export const LookupRecordsQuery = PageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.lookupPageSize),
  search: z.string().trim().max(limits.fieldText.max).optional(),
});
export type LookupRecordsQuery = z.infer<typeof LookupRecordsQuery>;

/**
 * Spec §7 form-lookup-to-record: the looked-up form, the labels of the two fields a lookup shows,
 * and its records as their uuid and the two values joined ("Acme | 900123").
 */
export const LookupRecordsDto = z.object({
  form_lookup_name: z.string(),
  form_lookup_fields: z.array(z.object({ id: z.string(), label: z.string() })),
  records: z.array(
    z.object({
      uuid: z.string(),
      number: z.string(),
      /** The two values joined, as the lookup box shows the chosen record. */
      value: z.string(),
      /** The two values apart, as the search shows them in columns. */
      values: z.array(z.string().nullable()),
    }),
  ),
  count: z.number().int(),
  pages: z.number().int(),
});
export type LookupRecordsDto = z.infer<typeof LookupRecordsDto>;

/** The value a lookup shows for a record: the looked-up form's two fields, in their order. */
export function lookupValueText(values: (string | null | undefined)[]): string {
  return values.map((value) => value ?? '').join(' | ');
}

/** Spec §9 page sizes; a record list is read newest first unless sorted by number. */
export const RecordListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((size) => (limits.pageSizes as readonly number[]).includes(size), {
      error: 'validation.invalid',
    })
    .default(limits.pageSizes[0]),
  order_by: z.enum(['created_at', 'number']).default('created_at'),
  order: z.enum(['desc', 'asc']).default('desc'),
});
export type RecordListQuery = z.infer<typeof RecordListQuery>;

/**
 * One row of a form's record list (spec §2 /record/list/table/{id}): the record's own data, the
 * values of the form's search fields as a person reads them, what the actor may do with it, the
 * words of a full-text search found in it (empty without one), for the screen to mark, and whether
 * the search found it only in the text of its files (which the row does not show).
 */
export const RecordRowDto = RecordDto.pick({
  id: true,
  form_id: true,
  number: true,
  status: true,
  subject: true,
  support_type: true,
  user_name: true,
  created_at: true,
  abilities: true,
}).extend({
  values: z.record(z.string(), z.string().nullable()),
  matches: z.array(z.string()),
  matched_in_files: z.boolean(),
});
export type RecordRowDto = z.infer<typeof RecordRowDto>;

/**
 * A page of a form's records, with the form, its search fields (the columns), time zone, and
 * whether the actor may export the list.
 */
export const RecordListDto = paged(RecordRowDto).extend({
  form: z.object({ id: z.string(), name: z.string(), number: z.number().int() }),
  /** A list-fed column names its list (item_link): a filter on it offers the list's items. */
  columns: z.array(
    FieldDefinitionDto.pick({ id: true, label: true, control_data: true, item_link: true }),
  ),
  time_zone: z.string(),
  abilities: abilitiesSchema('recordExport'),
});
export type RecordListDto = z.infer<typeof RecordListDto>;

/**
 * A form of the record screens (spec §2 /record/list/forms): one the person may file in or read
 * records of, with how many records they may read there (capped like any list count).
 */
export const RecordFormDto = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  status: FormStatusValue,
  records_count: z.number().int(),
  count_capped: z.boolean(),
  abilities: abilitiesSchema('record'),
});
export type RecordFormDto = z.infer<typeof RecordFormDto>;

/** Spec §5: a filing number holds digits and hyphens only. */
export const RecordNumber = z
  .string()
  .trim()
  .min(1, { error: 'fieldRequired', abort: true })
  .max(limits.recordNumber.max, { error: 'validation.recordNumber' })
  .regex(/^[0-9-]+$/, { error: 'validation.recordNumber' });

/** A record asked by its number: the API's path and the screen's form alike. */
export const RecordNumberInput = z.object({ number: RecordNumber });

const tag = 'records';

export const recordsApi = {
  /** The body is checked against the form's own fields by the service (fileRecordSchema). */
  file: endpoint({
    method: 'POST',
    path: '/form/forms/:id/records/',
    tag,
    params: IdParams,
    body: FilingBody,
    status: 201,
    response: RecordDto,
    access: { session: true },
    idempotent: true,
  }),
  /** Spec §7 GET /form/forms/{id}/records/{id}/?action=: the record's detail. */
  get: endpoint({
    method: 'GET',
    path: '/form/forms/:id/records/:recordId/',
    tag,
    params: RecordParams,
    query: RecordReadQuery,
    status: 200,
    response: RecordDetailDto,
    access: { session: true },
  }),
  /** Spec §7 PUT /form/forms/{formId}/record/{id}/: the body is checked as filing checks it. */
  edit: endpoint({
    method: 'PUT',
    path: '/form/forms/:formId/record/:id/',
    tag,
    params: z.object({ formId: Uuid, id: Uuid }),
    body: FileRecordBody,
    status: 200,
    response: RecordDetailDto,
    access: { session: true },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/form/forms/:id/record/:recordId/cancel/',
    tag,
    params: RecordParams,
    body: CancelRecordInput,
    status: 200,
    response: RecordDetailDto,
    access: { session: true },
  }),
  /** Spec §2 /traceability/record/{id}/{recordId}: the API address is ours (§7 names none). */
  history: endpoint({
    method: 'GET',
    path: '/form/forms/:id/records/:recordId/traceability/',
    tag,
    params: RecordParams,
    status: 200,
    response: RecordHistoryDto,
    access: { session: true },
  }),
  /** Spec §2 /record/list/forms: the forms whose records the person files or reads. */
  forms: endpoint({
    method: 'GET',
    path: '/form/records/forms/',
    tag,
    status: 200,
    response: z.array(RecordFormDto),
    access: { session: true },
  }),
  /** Spec §7 GET records: one form's records, paged, newest first or by number. */
  list: endpoint({
    method: 'GET',
    path: '/form/forms/:id/records/',
    tag,
    params: IdParams,
    query: RecordListQuery,
    status: 200,
    response: RecordListDto,
    access: { session: true },
  }),
  /**
   * Spec §7 records search-filter: the list narrowed by up to 3 criteria and a full-text search.
   * The criteria's fields and values are checked against the form's search fields by the service.
   */
  searchFilter: endpoint({
    method: 'POST',
    path: '/form/forms/:id/records/search-filter/',
    tag,
    params: IdParams,
    query: RecordListQuery,
    body: RecordFilterInput,
    status: 200,
    response: RecordListDto,
    access: { session: true },
  }),
  /** Spec §2 /record/list/record: a record by its filing number, in any form the person reads. */
  byNumber: endpoint({
    method: 'GET',
    path: '/form/records/by-number/:number/',
    tag,
    params: RecordNumberInput,
    status: 200,
    response: RecordDto,
    access: { action: 'record.consult' },
  }),
  searchLookup: endpoint({
    method: 'GET',
    path: '/form/forms/:id/form-lookup-to-record/',
    tag,
    params: IdParams,
    query: LookupRecordsQuery,
    status: 200,
    response: LookupRecordsDto,
    access: { session: true },
  }),
};

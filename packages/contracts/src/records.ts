import { z } from 'zod';
import { IdParams, requiredText } from './common-schemas.ts';
import { endpoint } from './endpoint.ts';
import { limits } from './limits.ts';
import { PageQuery } from './paging.ts';
import { type FieldDefinition, recordFormSchema, requiredDay } from './record-values.ts';

/** How the filed document exists (spec §3 Record support type). */
export const SupportType = { physical: 1, electronic: 2, generic: 3 } as const;
export const SupportTypeValue = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'fieldRequired',
});
export type SupportTypeValue = z.infer<typeof SupportTypeValue>;

/** Record states of spec §4: 1 active, 2 cancelled. */
export const RecordStatusValue = z.union([z.literal(1), z.literal(2)]);
export type RecordStatusValue = z.infer<typeof RecordStatusValue>;

/**
 * What filing a record sends: the record's own data (spec §5 record form: subject, support type
 * and document date required, texts of at least 4 characters) and the values of the form's
 * fields, checked by the schema those fields make. Browser and server build it alike.
 */
export function fileRecordSchema(fields: FieldDefinition[], options: { now?: Date } = {}) {
  return recordFormSchema(fields, { mode: 'file', now: options.now }).extend({
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
});
export type RecordDto = z.infer<typeof RecordDto>;

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

const tag = 'records';

export const recordsApi = {
  /** The body is checked against the form's own fields by the service (fileRecordSchema). */
  file: endpoint({
    method: 'POST',
    path: '/form/forms/:id/records/',
    tag,
    params: IdParams,
    body: FileRecordBody,
    status: 201,
    response: RecordDto,
    access: { session: true, checks: ['record.file'] },
    idempotent: true,
  }),
  searchLookup: endpoint({
    method: 'GET',
    path: '/form/forms/:id/form-lookup-to-record/',
    tag,
    params: IdParams,
    query: LookupRecordsQuery,
    status: 200,
    response: LookupRecordsDto,
    access: { session: true, checks: ['record.searchLookup'] },
  }),
};

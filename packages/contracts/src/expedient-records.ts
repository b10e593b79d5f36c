import { z } from 'zod';
import { AcceptedDto, IdParams, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { RecordExpedientDto } from './expedients.ts';
import { PageQuery, paged } from './paging.ts';
import { RecordStatusValue } from './records.ts';

/** Spec §6 set expedient path: the expedient a record (the path's `id`) is placed in. */
export const RecordExpedientInput = z.object({ expedient_uuid: Uuid });
export type RecordExpedientInput = z.infer<typeof RecordExpedientInput>;

/** A record placed in an expedient, as the expedient's related records list it. */
export const RelatedRecordDto = z.object({
  id: z.string(),
  form_id: z.string(),
  form_name: z.string(),
  number: z.string(),
  subject: z.string(),
  status: RecordStatusValue,
  created_at: z.string(),
  linked_at: z.string(),
  linked_by: z.string(),
  abilities: abilitiesSchema('filedRecord'),
});
export type RelatedRecordDto = z.infer<typeof RelatedRecordDto>;

const tag = 'expedients';

/**
 * Records in expedients (spec §7 /trd/expedients/record/{id}/path/ and
 * /trd/expedients/{id}/related-record/): the record's rule and the expedient's both decide.
 */
export const expedientRecordsApi = {
  setPath: endpoint({
    method: 'PUT',
    path: '/trd/expedients/record/:id/path/',
    tag,
    params: IdParams,
    body: RecordExpedientInput,
    status: 200,
    response: RecordExpedientDto,
    access: { session: true },
  }),
  removePath: endpoint({
    method: 'DELETE',
    path: '/trd/expedients/record/:id/path/',
    tag,
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: { session: true },
  }),
  related: endpoint({
    method: 'GET',
    path: '/trd/expedients/:id/related-record/',
    tag,
    params: IdParams,
    query: PageQuery,
    status: 200,
    response: paged(RelatedRecordDto),
    access: { action: 'expedient.consult' },
  }),
};

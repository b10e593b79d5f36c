import { z } from 'zod';
import { IdParams, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { HeldByDto } from './holds.ts';
import { PageQuery, paged } from './paging.ts';
import { BackgroundNodeParams, BackgroundParams, TrdText } from './trd.ts';

/** Expedient states (spec §4): open 1, closed 2. Closing is final: there is no reopening. */
export const ExpedientStatus = { open: 1, closed: 2 } as const;
export const ExpedientStatusValue = z.union([z.literal(1), z.literal(2)]);
export type ExpedientStatusValue = z.infer<typeof ExpedientStatusValue>;

/** A node's name or an expedient's number: the tree's rules for codes and names (spec §3). */
const NodeText = TrdText();
const Day = z.iso.date({ error: 'validation.date' });
/** Names created at once under one parent. */
const NameList = z
  .array(NodeText)
  .min(1, { error: 'fieldRequired' })
  .max(50, { error: 'validation.invalid' });

export const ExpedientInput = z.object({
  /** The series or subseries the expedient belongs to. */
  serie_subserie_uuid: Uuid,
  number: NodeText,
  name: NodeText,
  subject: z.string().trim().max(1000).default(''),
  opened_on: Day,
});
export type ExpedientInput = z.input<typeof ExpedientInput>;

export const ExpedientUpdateInput = ExpedientInput.omit({ serie_subserie_uuid: true })
  .partial()
  .extend({ subject: z.string().trim().max(1000).optional() });
export type ExpedientUpdateInput = z.input<typeof ExpedientUpdateInput>;

export const ExpedientDto = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  subject: z.string(),
  opened_on: z.string(),
  status: ExpedientStatusValue,
  closed_at: z.string().nullable(),
  /** The series or subseries it belongs to, and the fund above it. */
  series_id: z.string(),
  series_code: z.string(),
  series_name: z.string(),
  background_id: z.string(),
  /** From the closing date and the series' retention years: when it leaves each archive. */
  office_due_on: z.string().nullable(),
  central_due_on: z.string().nullable(),
  index_sha256: z.string().nullable(),
  /** The legal holds on it or its series (issue 50 §3), as one expedient's answers say them. */
  holds: z.array(HeldByDto).optional(),
  abilities: abilitiesSchema('expedient'),
});
export type ExpedientDto = z.infer<typeof ExpedientDto>;

/**
 * The expedient a record sits in (spec §6 expedient path), as the record's detail names it, with
 * what the actor may do with it (take the record out while it is open).
 */
export const RecordExpedientDto = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  status: ExpedientStatusValue,
  abilities: abilitiesSchema('expedient'),
});
export type RecordExpedientDto = z.infer<typeof RecordExpedientDto>;

export const ExpedientListQuery = PageQuery.extend({
  number: z.string().trim().max(150).optional(),
  name: z.string().trim().max(150).optional(),
  subject: z.string().trim().max(150).optional(),
  /** A series or subseries: the expedients anywhere below it. */
  series: Uuid.optional(),
  status: z.coerce.number().pipe(ExpedientStatusValue).optional(),
});
export type ExpedientListQuery = z.infer<typeof ExpedientListQuery>;

/** Closed expedients due to leave the office archive (transfer) or the central one (disposition). */
export const DueStage = z.enum(['transfer', 'disposition']);
export type DueStage = z.infer<typeof DueStage>;
export const DueListQuery = PageQuery.extend({ stage: DueStage.default('transfer') });
export type DueListQuery = z.infer<typeof DueListQuery>;

/** A subdivision or directory as it was created or renamed. */
export const ExpedientNodeDto = z.object({
  id: z.string(),
  parent_id: z.string(),
  level: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type ExpedientNodeDto = z.infer<typeof ExpedientNodeDto>;

export const SubdivisionsInput = z.object({
  expedient_uuid: Uuid,
  subdivision_struct: NameList,
});
export type SubdivisionsInput = z.input<typeof SubdivisionsInput>;
export const SubdivisionUpdateInput = z.object({ base_subdivision_uuid: Uuid, name: NodeText });
export type SubdivisionUpdateInput = z.input<typeof SubdivisionUpdateInput>;

export const DirectoriesInput = z.object({
  /** The parent: a series, subseries, expedient or subdivision; under a directory, subdirectories. */
  serie_subserie_uuid: Uuid,
  directory_struct: NameList,
});
export type DirectoriesInput = z.input<typeof DirectoriesInput>;
export const DirectoryUpdateInput = z.object({ base_directory_uuid: Uuid, name: NodeText });
export type DirectoryUpdateInput = z.input<typeof DirectoryUpdateInput>;

export const NodeListDto = z.object({ items: z.array(ExpedientNodeDto) });
export type NodeListDto = z.infer<typeof NodeListDto>;

/** Origin of a document (AGN): born electronic 1, digitized 2. */
export const DocumentOrigin = { electronic: 1, digitized: 2 } as const;

/** One document of the electronic index (AGN Acuerdo 002 de 2014), in its order. */
export const IndexEntryDto = z.object({
  position: z.number().int(),
  file_id: z.string(),
  record_id: z.string().nullable(),
  version: z.number().int(),
  name: z.string(),
  documentary_type: z.string().nullable(),
  created_at: z.string(),
  added_at: z.string(),
  sha256: z.string(),
  first_page: z.number().int(),
  last_page: z.number().int(),
  format: z.string(),
  size: z.number().int(),
  origin: z.union([z.literal(1), z.literal(2)]),
});
export type IndexEntryDto = z.infer<typeof IndexEntryDto>;

export const ExpedientFilesDto = z.object({
  /** Frozen when the expedient closed; computed from its files while open. */
  frozen: z.boolean(),
  items: z.array(IndexEntryDto),
});
export type ExpedientFilesDto = z.infer<typeof ExpedientFilesDto>;

/** What a verification found for one document. */
export const VerifiedDocument = z.object({
  position: z.number().int(),
  name: z.string(),
  state: z.enum(['intact', 'changed', 'missing']),
  expected_sha256: z.string(),
  actual_sha256: z.string().nullable(),
});
export const VerifyDto = z.object({
  intact: z.boolean(),
  /** The hash written at closing and the one of the frozen index as read now (closed only). */
  index_sha256: z.string().nullable(),
  computed_index_sha256: z.string().nullable(),
  index_intact: z.boolean(),
  documents: z.array(VerifiedDocument),
});
export type VerifyDto = z.infer<typeof VerifyDto>;

const tag = 'expedients';
const manage = { action: 'expedient.manage' } as const;

export const expedientsApi = {
  create: endpoint({
    method: 'POST',
    path: '/trd/backgrounds/:backgroundId/expedients/',
    tag,
    params: BackgroundParams,
    body: ExpedientInput,
    status: 201,
    response: ExpedientDto,
    access: manage,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/trd/backgrounds/:backgroundId/expedients/:id/',
    tag,
    params: BackgroundNodeParams,
    body: ExpedientUpdateInput,
    status: 200,
    response: ExpedientDto,
    access: manage,
  }),
  close: endpoint({
    method: 'POST',
    path: '/trd/expedients/:id/close/',
    tag,
    params: IdParams,
    status: 200,
    response: ExpedientDto,
    access: manage,
  }),
  createSubdivisions: endpoint({
    method: 'POST',
    path: '/trd/backgrounds/:backgroundId/subdivisions/',
    tag,
    params: BackgroundParams,
    body: SubdivisionsInput,
    status: 201,
    response: NodeListDto,
    access: manage,
  }),
  updateSubdivision: endpoint({
    method: 'PATCH',
    path: '/trd/backgrounds/:backgroundId/subdivisions/:id/',
    tag,
    params: BackgroundNodeParams,
    body: SubdivisionUpdateInput,
    status: 200,
    response: ExpedientNodeDto,
    access: manage,
  }),
  createDirectories: endpoint({
    method: 'POST',
    path: '/trd/backgrounds/:backgroundId/directories/',
    tag,
    params: BackgroundParams,
    body: DirectoriesInput,
    status: 201,
    response: NodeListDto,
    access: manage,
  }),
  updateDirectory: endpoint({
    method: 'PATCH',
    path: '/trd/backgrounds/:backgroundId/directories/:id/',
    tag,
    params: BackgroundNodeParams,
    body: DirectoryUpdateInput,
    status: 200,
    response: ExpedientNodeDto,
    access: manage,
  }),
  /** Consultation (spec §2): every logged-in person. */
  list: endpoint({
    method: 'GET',
    path: '/trd/expedients/',
    tag,
    query: ExpedientListQuery,
    status: 200,
    response: paged(ExpedientDto),
    access: { action: 'expedient.consult' },
  }),
  due: endpoint({
    method: 'GET',
    path: '/trd/expedients/due/',
    tag,
    query: DueListQuery,
    status: 200,
    response: paged(ExpedientDto),
    access: manage,
  }),
  get: endpoint({
    method: 'GET',
    path: '/trd/expedients/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: ExpedientDto,
    access: { action: 'expedient.consult' },
  }),
  files: endpoint({
    method: 'GET',
    path: '/file/trd/expedient/:id/files/',
    tag,
    params: IdParams,
    status: 200,
    response: ExpedientFilesDto,
    access: { action: 'expedient.consult' },
  }),
  indexXml: endpoint({
    method: 'GET',
    path: '/trd/expedients/:id/index.xml',
    tag,
    params: IdParams,
    status: 200,
    response: 'binary',
    access: { action: 'expedient.consult' },
  }),
  indexPdf: endpoint({
    method: 'GET',
    path: '/trd/expedients/:id/index.pdf',
    tag,
    params: IdParams,
    status: 200,
    response: 'binary',
    access: { action: 'expedient.consult' },
  }),
  /** The series' inventory in the national FUID layout (AGN), as a spreadsheet. */
  fuid: endpoint({
    method: 'GET',
    path: '/trd/series/:id/fuid.xlsx',
    tag,
    params: IdParams,
    status: 200,
    response: 'binary',
    access: manage,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/trd/expedients/:id/verify/',
    tag,
    params: IdParams,
    status: 200,
    response: VerifyDto,
    access: manage,
  }),
};

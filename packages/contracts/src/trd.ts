import { z } from 'zod';
import { AcceptedDto, entityNamePattern, IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { errorMessage } from './errors.ts';
import { HeldByDto } from './holds.ts';
import { message } from './messages.ts';

/**
 * The retention structure's levels (spec §3 TRD node): 1 fund (background) … 9 subdirectory. The
 * tree holds all of them in one table; levels 6–9 are the expedients' issue.
 */
export const TrdLevel = {
  fund: 1,
  section: 2,
  subsection: 3,
  series: 4,
  subseries: 5,
  expedient: 6,
  subdivision: 7,
  directory: 8,
  subdirectory: 9,
} as const;
export type TrdLevel = (typeof TrdLevel)[keyof typeof TrdLevel];
export const trdLevels = Object.values(TrdLevel);
export type TrdLevelName = keyof typeof TrdLevel;
export const trdLevelNames = Object.keys(TrdLevel) as TrdLevelName[];
export const trdLevelName = (level: TrdLevel): TrdLevelName =>
  trdLevelNames[level - 1] as TrdLevelName;

export const TrdLevelValue = z.union(
  trdLevels.map((level) => z.literal(level)) as [
    z.ZodLiteral<TrdLevel>,
    ...z.ZodLiteral<TrdLevel>[],
  ],
);

/** Under what a node of each level may hang (issue 13); a fund hangs under nothing. */
export const allowedParents: Record<TrdLevel, readonly TrdLevel[]> = {
  1: [],
  2: [TrdLevel.fund],
  3: [TrdLevel.section],
  4: [TrdLevel.section, TrdLevel.subsection],
  5: [TrdLevel.series],
  6: [TrdLevel.series, TrdLevel.subseries],
  7: [TrdLevel.expedient],
  8: [TrdLevel.expedient, TrdLevel.subdivision, TrdLevel.series, TrdLevel.subseries],
  9: [TrdLevel.directory],
};

/** The levels that may hang under a node of this level. */
export const childLevels = (level: TrdLevel): TrdLevel[] =>
  trdLevels.filter((child) => allowedParents[child].includes(level));

/** Series and subseries carry retention and may be a form's publication path. */
export const retentionLevels: readonly TrdLevel[] = [TrdLevel.series, TrdLevel.subseries];

/** Levels this module's tree screen creates and edits; 6–9 belong to the expedients. */
export const structureLevels: readonly TrdLevel[] = [1, 2, 3, 4, 5];

export const TrdStatus = { active: 1, inactive: 2 } as const;
export const TrdStatusValue = z.union([z.literal(1), z.literal(2)]);
export type TrdStatusValue = z.infer<typeof TrdStatusValue>;

export const trdLimits = {
  text: { min: 1, max: 150 },
  years: { min: 0, max: 100 },
  procedure: 2000,
  documentaryTypeName: { min: 1, max: 150 },
} as const;

/** Code and name of any node, and a documentary type's name: letters, digits and - _ . , : (spec §5). */
export const TrdText = () =>
  requiredText(trdLimits.text.min, trdLimits.text.max).regex(entityNamePattern, {
    error: errorMessage('trdIllegalCharacters'),
  });

/** Final dispositions of a series (more than one may apply). */
export const trdDispositions = [
  'conservation',
  'elimination',
  'selection',
  'digitization',
] as const;
export type TrdDisposition = (typeof trdDispositions)[number];

export const TrdSupport = { physical: 1, electronic: 2, hybrid: 3 } as const;
export const TrdAccessClass = { public: 1, classified: 2, reserved: 3 } as const;
const OneTwoThree = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const years = z
  .number({ error: 'validation.integer' })
  .int({ error: 'validation.integer' })
  .min(trdLimits.years.min, { error: message('validation.numberRange', trdLimits.years) })
  .max(trdLimits.years.max, { error: message('validation.numberRange', trdLimits.years) });

/** The retention of a series or subseries, as an archivist expects it. */
export const TrdRetention = z.object({
  office_years: years.nullable(),
  central_years: years.nullable(),
  dispositions: z.array(z.enum(trdDispositions)).max(trdDispositions.length),
  procedure: z
    .string()
    .trim()
    .max(trdLimits.procedure, {
      error: message('validation.between', { min: 0, max: trdLimits.procedure }),
    }),
  support: OneTwoThree.nullable(),
  access_class: OneTwoThree.nullable(),
  documentary_types_uuid: z.array(Uuid).max(500),
});
export type TrdRetention = z.infer<typeof TrdRetention>;

export const emptyRetention: TrdRetention = {
  office_years: null,
  central_years: null,
  dispositions: [],
  procedure: '',
  support: null,
  access_class: null,
  documentary_types_uuid: [],
};

const nodeFields = {
  code: TrdText(),
  name: TrdText(),
  status: TrdStatusValue.default(TrdStatus.active),
};

export const FundInput = z.object(nodeFields);
export type FundInput = z.input<typeof FundInput>;
export const FundUpdateInput = FundInput.partial();

/** A section or subsection, under the node named by parent_uuid. */
export const StructureNodeInput = z.object({ parent_uuid: Uuid, ...nodeFields });
export type StructureNodeInput = z.input<typeof StructureNodeInput>;
export const StructureNodeUpdateInput = FundInput.partial();

/** A series or subseries, with its retention. */
export const SeriesInput = StructureNodeInput.extend(TrdRetention.partial().shape);
export type SeriesInput = z.input<typeof SeriesInput>;
export const SeriesUpdateInput = FundInput.partial().extend(TrdRetention.partial().shape);
export type SeriesUpdateInput = z.input<typeof SeriesUpdateInput>;

/** The updatable part of any node of levels 1–5. */
export type TrdNodeUpdate = z.input<typeof SeriesUpdateInput>;

/** What the node form of the web checks for any level of 1–5 (retention shows on series). */
export const TrdNodeFormInput = FundInput.extend(TrdRetention.partial().shape);
export type TrdNodeFormInput = z.output<typeof TrdNodeFormInput>;

export const TrdTreeQuery = z.object({ parent_id: Uuid.optional() });
export type TrdTreeQuery = z.infer<typeof TrdTreeQuery>;

export const TrdNodeDto = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  level: TrdLevelValue,
  code: z.string(),
  name: z.string(),
  status: TrdStatusValue,
  has_children: z.boolean(),
  abilities: abilitiesSchema('trdNode'),
});
export type TrdNodeDto = z.infer<typeof TrdNodeDto>;

/** A form's publication path as its settings show it. */
export const TrdPathDto = z.object({
  id: z.string(),
  level: TrdLevelValue,
  code: z.string(),
  name: z.string(),
});
export type TrdPathDto = z.infer<typeof TrdPathDto>;

export const DocumentaryTypeRefDto = z.object({ id: z.string(), name: z.string() });

/** One node with its retention and its path from the fund (for the edit form and breadcrumbs). */
export const TrdNodeDetailDto = TrdNodeDto.extend({
  background_id: z.string(),
  path: z.array(TrdPathDto),
  retention: TrdRetention.omit({ documentary_types_uuid: true })
    .extend({ documentary_types: z.array(DocumentaryTypeRefDto) })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The legal holds on it or a node above it (issue 50 §3). */
  holds: z.array(HeldByDto),
});
export type TrdNodeDetailDto = z.infer<typeof TrdNodeDetailDto>;

export const DeleteNodeParams = z.object({
  id: Uuid,
  level: z.coerce.number().pipe(TrdLevelValue),
});

export const BackgroundParams = z.object({ backgroundId: Uuid });
export const BackgroundNodeParams = z.object({ backgroundId: Uuid, id: Uuid });

/** Documentary types (spec §3): a name unique in the company, who created it and when. */
export const DocumentaryTypeInput = z.object({ name: TrdText() });
export type DocumentaryTypeInput = z.input<typeof DocumentaryTypeInput>;

export const DocumentaryTypeDto = z.object({
  id: z.string(),
  name: z.string(),
  created_by: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  /** Files or series use it: it cannot be deleted. */
  in_use: z.boolean(),
  abilities: abilitiesSchema('documentaryType'),
});
export type DocumentaryTypeDto = z.infer<typeof DocumentaryTypeDto>;

/** A documentary type as a file's data offers it: whoever names a file's type reads these. */
export const DocumentaryTypeChoiceDto = z.object({ id: z.string(), name: z.string() });
export type DocumentaryTypeChoiceDto = z.infer<typeof DocumentaryTypeChoiceDto>;

const tag = 'trd';

const onNode = { action: 'trd.configure' } as const;

/** Create and update endpoints of one level below the fund, at its plural path segment. */
function levelEndpoints<const P extends string, B extends z.ZodType, U extends z.ZodType>(
  plural: P,
  body: B,
  update: U,
) {
  return {
    create: endpoint({
      method: 'POST',
      path: `/trd/backgrounds/:backgroundId/${plural}/`,
      tag,
      params: BackgroundParams,
      body,
      status: 201,
      response: TrdNodeDetailDto,
      access: { action: 'trd.configure' },
    }),
    update: endpoint({
      method: 'PATCH',
      path: `/trd/backgrounds/:backgroundId/${plural}/:id/`,
      tag,
      params: BackgroundNodeParams,
      body: update,
      status: 200,
      response: TrdNodeDetailDto,
      access: onNode,
    }),
  };
}

const sections = levelEndpoints('sections', StructureNodeInput, StructureNodeUpdateInput);
const subsections = levelEndpoints('subsections', StructureNodeInput, StructureNodeUpdateInput);
const series = levelEndpoints('series', SeriesInput, SeriesUpdateInput);
const subseries = levelEndpoints('subseries', SeriesInput, SeriesUpdateInput);

export const trdApi = {
  /** One level of the tree: the funds, or one node's children, in code order. */
  tree: endpoint({
    method: 'GET',
    path: '/trd/tree/',
    tag,
    query: TrdTreeQuery,
    status: 200,
    response: z.array(TrdNodeDto),
    access: { action: 'trd.browse' },
  }),
  node: endpoint({
    method: 'GET',
    path: '/trd/tree/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: TrdNodeDetailDto,
    access: onNode,
  }),
  deleteNode: endpoint({
    method: 'DELETE',
    path: '/trd/tree/:id/level/:level/',
    tag,
    params: DeleteNodeParams,
    status: 200,
    response: AcceptedDto,
    access: onNode,
  }),
  createFund: endpoint({
    method: 'POST',
    path: '/trd/backgrounds/',
    tag,
    body: FundInput,
    status: 201,
    response: TrdNodeDetailDto,
    access: { action: 'trd.configure' },
  }),
  updateFund: endpoint({
    method: 'PATCH',
    path: '/trd/backgrounds/:id/',
    tag,
    params: IdParams,
    body: FundUpdateInput,
    status: 200,
    response: TrdNodeDetailDto,
    access: onNode,
  }),
  createSection: sections.create,
  updateSection: sections.update,
  createSubsection: subsections.create,
  updateSubsection: subsections.update,
  createSeries: series.create,
  updateSeries: series.update,
  createSubseries: subseries.create,
  updateSubseries: subseries.update,
};

/** Where each level of the structure is created and updated, for the web's node form. */
export const structureEndpoints = {
  2: sections,
  3: subsections,
  4: series,
  5: subseries,
} as const;

const onType = { action: 'documentaryType.manage' } as const;

export const DocumentaryTypeListQuery = z.object({
  name: z.string().trim().max(trdLimits.documentaryTypeName.max).optional(),
});

export const documentaryTypesApi = {
  list: endpoint({
    method: 'GET',
    path: '/trd/documentary-type/',
    tag,
    query: DocumentaryTypeListQuery,
    status: 200,
    response: z.array(DocumentaryTypeDto),
    access: { action: 'documentaryType.list' },
  }),
  /** Every type of the company by name, for the upload and edit-file-data screens. */
  choices: endpoint({
    method: 'GET',
    path: '/trd/documentary-type/choices/',
    tag,
    status: 200,
    response: z.array(DocumentaryTypeChoiceDto),
    access: { session: true },
  }),
  create: endpoint({
    method: 'POST',
    path: '/trd/documentary-type/',
    tag,
    body: DocumentaryTypeInput,
    status: 201,
    response: DocumentaryTypeDto,
    access: { action: 'documentaryType.manage' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/trd/documentary-type/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: DocumentaryTypeDto,
    access: { action: 'documentaryType.list' },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/trd/documentary-type/:id/',
    tag,
    params: IdParams,
    body: DocumentaryTypeInput,
    status: 200,
    response: DocumentaryTypeDto,
    access: onType,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/trd/documentary-type/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: onType,
  }),
};

import { z } from 'zod';
import { IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { limits } from './limits.ts';
import { PageQuery, paged } from './paging.ts';

/**
 * Legal holds (issue 50 §3): a freeze on every change and deletion of what a case or an authority
 * needs kept as it is. A hold covers records (one, or the records a search listed when it was
 * placed) or a node of the TRD (a series, a subseries or an expedient) with everything below it.
 */
export const HoldScope = { records: 1, node: 2 } as const;
export type HoldScope = (typeof HoldScope)[keyof typeof HoldScope];

export const HoldStatus = { active: 'active', released: 'released' } as const;
export type HoldStatus = (typeof HoldStatus)[keyof typeof HoldStatus];

const HoldText = requiredText(limits.holdText.min, limits.holdText.max);

/**
 * What a hold covers, named as a person knows it: a record by its number, an expedient by its
 * number, a TRD node by its id (the tree's screens have it), or the records of a search by their
 * ids, which the hold keeps as they were listed (decision 92).
 */
export const HoldTarget = z.union([
  z.object({ record_number: z.string().trim().min(1).max(60) }),
  z.object({ expedient_number: z.string().trim().min(1).max(150) }),
  z.object({ node_id: Uuid }),
  z.object({ record_ids: z.array(Uuid).min(1).max(limits.holdRecords.max) }),
]);
export type HoldTarget = z.input<typeof HoldTarget>;

export const PlaceHoldInput = z.object({
  target: HoldTarget,
  reason: HoldText,
  /** The case or proceeding (radicado del proceso, expediente judicial). */
  reference: HoldText,
  /** Who ordered it: a court, a control body, the company's legal office. */
  authority: HoldText,
  /** The person answerable for the hold, a user of the company. */
  owner_id: Uuid,
});
export type PlaceHoldInput = z.input<typeof PlaceHoldInput>;

export const ReleaseHoldInput = z.object({ reason: HoldText });
export type ReleaseHoldInput = z.input<typeof ReleaseHoldInput>;

export const HoldListQuery = PageQuery.extend({
  status: z.enum([HoldStatus.active, HoldStatus.released]).default(HoldStatus.active),
});
export type HoldListQuery = z.input<typeof HoldListQuery>;

const Person = z.object({ id: z.string(), name: z.string() });

export const HoldDto = z.object({
  id: z.string(),
  scope: z.union([z.literal(HoldScope.records), z.literal(HoldScope.node)]),
  /** What it covers as it was named when placed: a record's number, a node's code and name. */
  target: z.string(),
  /** How many records a records hold covers. */
  record_count: z.number().int(),
  /** Where the covered thing is read: the record's form and id, or the node's fund and id. */
  record: z.object({ id: z.string(), form_id: z.string() }).nullable(),
  node: z.object({ id: z.string(), level: z.number().int(), background_id: z.string() }).nullable(),
  reason: z.string(),
  reference: z.string(),
  authority: z.string(),
  owner: Person,
  placed_by: Person,
  placed_at: z.string(),
  released_by: Person.nullable(),
  released_at: z.string().nullable(),
  release_reason: z.string().nullable(),
  abilities: abilitiesSchema('legalHold'),
});
export type HoldDto = z.infer<typeof HoldDto>;

/** A hold as the screens of what it covers show it: why, for which case, since when. */
export const HeldByDto = z.object({
  id: z.string(),
  reason: z.string(),
  reference: z.string(),
  authority: z.string(),
  placed_at: z.string(),
});
export type HeldByDto = z.infer<typeof HeldByDto>;

/** Who may answer for a hold: the company's active users. */
export const HoldOwnerDto = Person;
export type HoldOwnerDto = z.infer<typeof HoldOwnerDto>;

const tag = 'legal-holds';

export const holdsApi = {
  list: endpoint({
    method: 'GET',
    path: '/legal-holds/',
    tag,
    query: HoldListQuery,
    status: 200,
    response: paged(HoldDto),
    access: { action: 'legalHold.manage' },
  }),
  owners: endpoint({
    method: 'GET',
    path: '/legal-holds/owners/',
    tag,
    status: 200,
    response: z.array(HoldOwnerDto),
    access: { action: 'legalHold.manage' },
  }),
  place: endpoint({
    method: 'POST',
    path: '/legal-holds/',
    tag,
    body: PlaceHoldInput,
    status: 201,
    response: HoldDto,
    access: { action: 'legalHold.manage' },
  }),
  release: endpoint({
    method: 'POST',
    path: '/legal-holds/:id/release/',
    tag,
    params: IdParams,
    body: ReleaseHoldInput,
    status: 200,
    response: HoldDto,
    access: { action: 'legalHold.manage' },
  }),
};

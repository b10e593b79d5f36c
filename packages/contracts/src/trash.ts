import { z } from 'zod';
import { Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { limits } from './limits.ts';
import { PageQuery, paged } from './paging.ts';
import { TimeZoneName } from './time-zones.ts';

const Day = z.iso.date({ error: 'validation.date' });

/**
 * Spec §7 GET /file/trash/: pages of the trash, narrowed by subject and by the days files were
 * moved there, read in `time_zone` (the company's when not given).
 */
export const TrashQuery = PageQuery.extend({
  subject: z.string().trim().max(limits.fileSubject.max).optional(),
  date_from: Day.optional(),
  date_to: Day.optional(),
  time_zone: TimeZoneName.optional(),
});
export type TrashQuery = z.infer<typeof TrashQuery>;

/** Spec §3 Trash item: the deleted file, who deleted it and when, and what it belonged to. */
export const TrashItemDto = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  size: z.number().int(),
  record: z.object({ id: z.string(), form_id: z.string(), number: z.string() }),
  form_name: z.string(),
  reason: z.string(),
  trashed_by: z.object({ user_name: z.string(), full_name: z.string() }),
  trashed_at: z.string(),
  /** When the job runner deletes it for good, unless restored before. */
  purge_at: z.string(),
  abilities: abilitiesSchema('trashedFile'),
});
export type TrashItemDto = z.infer<typeof TrashItemDto>;

/** Spec §7 PATCH /file/trash/actions/?action=: 1 restores, 2 deletes for good. */
export const TrashAction = { restore: 1, delete: 2 } as const;
export const TrashActionQuery = z.object({
  action: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});

/** Spec §5 takes 1 to 5 files at a time: more or none is refused with its own code (4024). */
export const TrashActionInput = z.object({ files: z.array(Uuid).max(100) });
export type TrashActionInput = z.infer<typeof TrashActionInput>;

export const TrashActionDto = z.object({
  action: z.union([z.literal(1), z.literal(2)]),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TrashActionDto = z.infer<typeof TrashActionDto>;

const tag = 'trash';

export const trashApi = {
  list: endpoint({
    method: 'GET',
    path: '/file/trash/',
    tag,
    query: TrashQuery,
    status: 200,
    response: paged(TrashItemDto),
    access: { action: 'fileTrash.read' },
  }),
  act: endpoint({
    method: 'PATCH',
    path: '/file/trash/actions/',
    tag,
    query: TrashActionQuery,
    body: TrashActionInput,
    status: 200,
    response: TrashActionDto,
    access: { action: 'fileTrash.read' },
  }),
};

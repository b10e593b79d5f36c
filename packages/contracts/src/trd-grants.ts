import { z } from 'zod';
import { Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { RecordFileDto } from './files.ts';
import { PageQuery, paged } from './paging.ts';
import { onRole } from './roles.ts';
import { TrdLevelValue } from './trd.ts';

/** What a role may do on a TRD level and everything below it (spec §6): consult, upload. */
export const TrdPermission = z.enum(['consult', 'upload']);
export type TrdPermission = z.infer<typeof TrdPermission>;

/** At least one permission per level (spec §5: 'temporalPermissionLevelValidation1'). */
const Permissions = z
  .array(TrdPermission)
  .min(1, { error: 'temporalPermissionLevelValidation1' })
  .max(2)
  .transform((permissions) => [...new Set(permissions)]);

/** One staged entry of the role screen (spec §3 level permission entry). */
export const LevelPermissionEntry = z.object({
  level_uuid: Uuid,
  level: TrdLevelValue,
  background_uuid: Uuid,
  permissions: Permissions,
});
export type LevelPermissionEntry = z.input<typeof LevelPermissionEntry>;

export const LevelPermissionsInput = z.object({
  levels_trd_permissions: z.array(LevelPermissionEntry).min(1).max(100),
});
export type LevelPermissionsInput = z.input<typeof LevelPermissionsInput>;
/** A submission as checked: each entry's permissions without repeats. */
export type LevelPermissions = z.output<typeof LevelPermissionsInput>;

/** Editing one level's grant replaces its permissions. */
export const LevelPermissionChange = z.object({ permissions: Permissions });
export type LevelPermissionChange = z.input<typeof LevelPermissionChange>;
export type LevelPermissionChanged = z.output<typeof LevelPermissionChange>;

/** A role's grant on one level, named as the tree shows it. */
export const LevelPermissionDto = z.object({
  level_uuid: z.string(),
  level: TrdLevelValue,
  background_uuid: z.string(),
  code: z.string(),
  name: z.string(),
  permissions: z.array(TrdPermission),
});
export type LevelPermissionDto = z.infer<typeof LevelPermissionDto>;

/**
 * A node of the tree as the caller may see it: `path_only` when it is shown only as the way to
 * a level granted below it (its own files stay out of reach).
 */
export const TrdVisibleNodeDto = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  level: TrdLevelValue,
  status: z.number().int(),
  has_children: z.boolean(),
  path_only: z.boolean(),
  abilities: abilitiesSchema('trdLevel'),
});
export type TrdVisibleNodeDto = z.infer<typeof TrdVisibleNodeDto>;

export const LevelFilesQuery = z.object({ node_id: Uuid });
export type LevelFilesQuery = z.infer<typeof LevelFilesQuery>;

export const TrdTreeLevelQuery = z.object({ parent_id: Uuid.optional() });
export type TrdTreeLevelQuery = z.infer<typeof TrdTreeLevelQuery>;

/** A level where the caller may upload, with the path that names it. */
export const TrdUploadLevelDto = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  level: TrdLevelValue,
  /** 'code-name' of each ancestor, from the fund down. */
  path: z.array(z.string()),
});
export type TrdUploadLevelDto = z.infer<typeof TrdUploadLevelDto>;

const LevelGrantParams = z.object({ id: Uuid, levelId: Uuid });

const tag = 'roles';

export const trdGrantsApi = {
  list: endpoint({
    method: 'GET',
    path: '/roles/:id/levels-trd-permissions/',
    tag,
    params: z.object({ id: Uuid }),
    status: 200,
    response: z.array(LevelPermissionDto),
    access: onRole,
  }),
  add: endpoint({
    method: 'POST',
    path: '/roles/:id/levels-trd-permissions/',
    tag,
    params: z.object({ id: Uuid }),
    body: LevelPermissionsInput,
    status: 200,
    response: z.array(LevelPermissionDto),
    access: onRole,
  }),
  change: endpoint({
    method: 'PATCH',
    path: '/roles/:id/levels-trd-permissions/:levelId/',
    tag,
    params: LevelGrantParams,
    body: LevelPermissionChange,
    status: 200,
    response: z.array(LevelPermissionDto),
    access: onRole,
  }),
  // Everyone with a session: the answer holds only what the caller's grants reach.
  tree: endpoint({
    method: 'GET',
    path: '/trd/tree/role-permissions/',
    tag: 'trd',
    query: TrdTreeLevelQuery,
    status: 200,
    response: z.array(TrdVisibleNodeDto),
    access: { session: true },
  }),
  /** The files placed on one level (spec §7 GET /file/trd/), for those who may consult it. */
  levelFiles: endpoint({
    method: 'GET',
    path: '/file/trd/',
    tag: 'files',
    query: LevelFilesQuery,
    status: 200,
    response: z.array(RecordFileDto),
    access: { session: true },
  }),
  uploadLevels: endpoint({
    method: 'GET',
    path: '/file/trd/role-permissions/',
    tag: 'files',
    query: PageQuery,
    status: 200,
    response: paged(TrdUploadLevelDto),
    access: { session: true },
  }),
};

import {
  errorCatalogue,
  type LevelPermissionChange,
  type LevelPermissionsInput,
  trdGrantsApi,
} from '@custodia/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { readKey } from '../platform/queryKeys.ts';
import { useRoleChange } from './useRoles.ts';

export function useRoleTrdGrants(id: string) {
  return useQuery(readQuery(trdGrantsApi.list, { params: { id } }));
}

/**
 * Refusals of a submission about one staged level (spec §5, §8 10064): they mark the entry and
 * name its level, so the screen offers to take it off the list.
 */
export const trdGrantRefusals = [
  errorCatalogue.trdGrantRepeated.code,
  errorCatalogue.trdGrantLevelUnknown.code,
  errorCatalogue.trdGrantHasBoth.code,
  errorCatalogue.trdGrantHasConsult.code,
  errorCatalogue.trdGrantHasUpload.code,
  errorCatalogue.trdGrantNotFound.code,
] as const;

export function useAddTrdGrants(id: string) {
  const queryClient = useQueryClient();
  return useRoleChange(
    (input: LevelPermissionsInput) =>
      call(trdGrantsApi.add, { params: { id }, body: input }, { handledCodes: trdGrantRefusals }),
    (grants) => queryClient.setQueryData(readKey(trdGrantsApi.list, { params: { id } }), grants),
  );
}

export function useChangeTrdGrant(id: string) {
  const queryClient = useQueryClient();
  return useRoleChange(
    ({ levelId, ...body }: LevelPermissionChange & { levelId: string }) =>
      call(
        trdGrantsApi.change,
        { params: { id, levelId }, body },
        { handledCodes: trdGrantRefusals },
      ),
    (grants) => queryClient.setQueryData(readKey(trdGrantsApi.list, { params: { id } }), grants),
  );
}

import {
  errorCatalogue,
  type LevelPermissionChange,
  type LevelPermissionsInput,
  trdGrantsApi,
} from '@custodia/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../platform/api.ts';
import { useRoleChange } from './useRoles.ts';

const grantsKey = (id: string) => ['roles', id, 'levels-trd-permissions'] as const;

export function useRoleTrdGrants(id: string) {
  return useQuery({
    queryKey: grantsKey(id),
    queryFn: ({ signal }) => call(trdGrantsApi.list, { params: { id } }, { signal }),
  });
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
    (grants) => queryClient.setQueryData(grantsKey(id), grants),
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
    (grants) => queryClient.setQueryData(grantsKey(id), grants),
  );
}

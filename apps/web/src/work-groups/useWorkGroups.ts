import {
  apiPath,
  apiPaths,
  type WorkGroupDto,
  type WorkGroupInput,
  WorkGroupListQuery,
  type WorkGroupStatusValue,
  type WorkGroupUpdateInput,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateSource, MemberOwner } from '../members/useMembers.ts';
import { http } from '../platform/http.ts';
import { usePagedList } from '../platform/usePagedList.ts';

const workGroupsKey = ['work-groups'] as const;

export function useWorkGroupList() {
  return usePagedList<WorkGroupDto, WorkGroupListQuery>({
    key: [...workGroupsKey, 'list'],
    path: apiPaths.workGroups,
    schema: WorkGroupListQuery,
  });
}

export function useWorkGroup(id: string) {
  return useQuery({
    queryKey: [...workGroupsKey, id],
    queryFn: ({ signal }) =>
      http.get<WorkGroupDto>(apiPath(apiPaths.workGroup, { id }), { signal }),
  });
}

function useWorkGroupChange<I>(send: (input: I) => Promise<WorkGroupDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workGroupsKey }),
  });
}

export function useCreateWorkGroup() {
  return useWorkGroupChange((input: WorkGroupInput) =>
    http.post<WorkGroupDto>(apiPaths.workGroups, input),
  );
}

export function useUpdateWorkGroup(id: string) {
  return useWorkGroupChange((input: WorkGroupUpdateInput) =>
    http.patch<WorkGroupDto>(apiPath(apiPaths.workGroup, { id }), input),
  );
}

/** Activating a group with fewer than 2 members is refused (10058): the caller explains it. */
export function useChangeWorkGroupStatus(id: string, handledCodes: readonly number[]) {
  return useWorkGroupChange((status: WorkGroupStatusValue) =>
    http.patch<WorkGroupDto>(apiPath(apiPaths.workGroup, { id }), { status }, { handledCodes }),
  );
}

export function workGroupAsMemberOwner(id: string): MemberOwner {
  return {
    id,
    paths: {
      members: apiPaths.workGroupMembers,
      member: apiPaths.workGroupMember,
      candidates: apiPaths.workGroupCandidates,
    },
    featureKey: workGroupsKey,
  };
}

/**
 * Who may join a group that does not exist yet: the candidates endpoint needs a group id, so the
 * creation form lists the active users instead. That call needs the user-manager permission;
 * without it the first members are added on the group's members screen.
 */
export const newWorkGroupCandidates: CandidateSource = { path: apiPaths.newWorkGroupCandidates };

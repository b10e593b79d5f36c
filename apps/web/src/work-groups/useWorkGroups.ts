import {
  type WorkGroupDto,
  type WorkGroupInput,
  WorkGroupListQuery,
  type WorkGroupStatusValue,
  type WorkGroupUpdateInput,
  workGroupsApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateSource, MemberOwner } from '../members/index.ts';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useWorkGroupList() {
  return usePagedList<WorkGroupDto, WorkGroupListQuery>({
    endpoint: workGroupsApi.list,
    schema: WorkGroupListQuery,
  });
}

export function useWorkGroup(id: string) {
  return useQuery(readQuery(workGroupsApi.get, { params: { id } }));
}

function useWorkGroupChange<I>(send: (input: I) => Promise<WorkGroupDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateReads(queryClient, workGroupsApi.get.tag),
  });
}

export function useCreateWorkGroup() {
  return useWorkGroupChange((input: WorkGroupInput) => call(workGroupsApi.create, { body: input }));
}

export function useUpdateWorkGroup(id: string) {
  return useWorkGroupChange((input: WorkGroupUpdateInput) =>
    call(workGroupsApi.update, { params: { id }, body: input }),
  );
}

/** Activating a group with fewer than 2 members is refused (10058): the caller explains it. */
export function useChangeWorkGroupStatus(id: string, handledCodes: readonly number[]) {
  return useWorkGroupChange((status: WorkGroupStatusValue) =>
    call(workGroupsApi.update, { params: { id }, body: { status } }, { handledCodes }),
  );
}

export function workGroupAsMemberOwner(id: string): MemberOwner {
  return { id, api: workGroupsApi };
}

/**
 * Who may join a group that does not exist yet: the candidates endpoint needs a group id, so the
 * creation form asks for every active user, as whoever may create the group may.
 */
export const newWorkGroupCandidates: CandidateSource = (query) =>
  readQuery(workGroupsApi.newCandidates, { query });

import {
  errorCatalogue,
  limits,
  type MemberDto,
  MemberListQuery,
  type MembershipApi,
  type MembersInput,
  type Paged,
} from '@custodia/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../platform/api.ts';
import { useDebouncedValue } from '../platform/useDebouncedValue.ts';
import { usePagedList } from '../platform/usePagedList.ts';

/** A role or a work group, as far as its members are concerned. */
export type MemberOwner = {
  id: string;
  /** Its member endpoints: roles and work groups declare the same ones. */
  api: MembershipApi;
  /** Query key of the owner's feature; refreshed after a change (member counts, candidates). */
  featureKey: readonly unknown[];
  /** Other queries a change affects, e.g. the session, whose permissions come from roles. */
  alsoRefresh?: readonly (readonly unknown[])[];
};

/** Refusals of member changes that the members screen explains in place. */
export const memberRefusals = [
  errorCatalogue.memberNotActive.code,
  errorCatalogue.groupNeedsMembers.code,
  errorCatalogue.groupMembersExceeded.code,
] as const;

export function useMemberList(owner: MemberOwner) {
  return usePagedList<MemberDto, MemberListQuery, MembershipApi['members']>({
    key: [...owner.featureKey, owner.id, 'members'],
    endpoint: owner.api.members,
    params: { id: owner.id },
    schema: MemberListQuery,
  });
}

/** Where a member picker finds who may join: an owner's candidates, or a new group's. */
export type CandidateSource = {
  /** Cached under the owner's feature, so a change to its members refreshes it. */
  key: readonly unknown[];
  list(query: MemberListQuery, signal: AbortSignal): Promise<Paged<MemberDto>>;
};

/** The active users who could join an existing role or group. */
export function candidatesOf(owner: MemberOwner): CandidateSource {
  return {
    key: [...owner.featureKey, owner.id, 'candidates'],
    list: (query, signal) =>
      call(owner.api.candidates, { params: { id: owner.id }, query }, { signal }),
  };
}

/** The first candidates matching what is typed; enough to pick the most a single add takes. */
export function useCandidates(source: CandidateSource, search: string, enabled: boolean) {
  const name = useDebouncedValue(search.trim());
  return useQuery({
    queryKey: [...source.key, name],
    queryFn: ({ signal }) => source.list({ name, page: 1, per_page: limits.membersPerAdd }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMemberChanges(owner: MemberOwner, handledCodes: readonly number[]) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: owner.featureKey });
    for (const key of owner.alsoRefresh ?? []) {
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };
  const params = { id: owner.id };
  const add = useMutation({
    mutationFn: (input: MembersInput) =>
      call(owner.api.addMembers, { params, body: input }, { handledCodes }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (memberId: string) =>
      call(owner.api.removeMember, { params: { ...params, memberId } }, { handledCodes }),
    onSuccess,
  });
  return { add, remove };
}

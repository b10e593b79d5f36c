import {
  errorCatalogue,
  limits,
  type MemberDto,
  MemberListQuery,
  type MembershipApi,
  type MembersInput,
  type Paged,
} from '@custodia/contracts';
import {
  keepPreviousData,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads, type Stale } from '../platform/queryKeys.ts';
import { useDebouncedValue } from '../platform/useDebouncedValue.ts';
import { usePagedList } from '../platform/usePagedList.ts';

/** A role or a work group, as far as its members are concerned. */
export type MemberOwner = {
  id: string;
  /**
   * Its member endpoints: roles and work groups declare the same ones, in the owner's feature,
   * whose reads a change refreshes (member counts, candidates).
   */
  api: MembershipApi;
  /** Other reads a change affects, e.g. the session, whose permissions come from roles. */
  alsoRefresh?: Stale[];
};

/** Refusals of member changes that the members screen explains in place. */
export const memberRefusals = [
  errorCatalogue.memberNotActive.code,
  errorCatalogue.groupNeedsMembers.code,
  errorCatalogue.groupMembersExceeded.code,
] as const;

export function useMemberList(owner: MemberOwner) {
  return usePagedList<MemberDto, MemberListQuery, MembershipApi['members']>({
    endpoint: owner.api.members,
    params: { id: owner.id },
    schema: MemberListQuery,
  });
}

/**
 * Where a member picker finds who may join: an owner's candidates, or a new group's; read in the
 * owner's feature, so a change to its members refreshes it.
 */
export type CandidateSource = (
  query: MemberListQuery,
) => Pick<UseQueryOptions<Paged<MemberDto>>, 'queryKey' | 'queryFn'>;

/** The active users who could join an existing role or group. */
export function candidatesOf(owner: MemberOwner): CandidateSource {
  return (query) => readQuery(owner.api.candidates, { params: { id: owner.id }, query });
}

/** The first candidates matching what is typed; enough to pick the most a single add takes. */
export function useCandidates(source: CandidateSource, search: string, enabled: boolean) {
  const name = useDebouncedValue(search.trim());
  return useQuery({
    ...source({ name, page: 1, per_page: limits.membersPerAdd }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMemberChanges(owner: MemberOwner, handledCodes: readonly number[]) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    invalidateReads(queryClient, owner.api.members.tag, ...(owner.alsoRefresh ?? []));
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

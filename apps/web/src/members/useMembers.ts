import {
  apiPath,
  errorCatalogue,
  limits,
  type MemberDto,
  MemberListQuery,
  type MembersInput,
  type Paged,
} from '@custodia/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../platform/http.ts';
import { useDebouncedValue } from '../platform/useDebouncedValue.ts';
import { usePagedList } from '../platform/usePagedList.ts';

/** API path templates of one kind of membership; roles and work groups share their shapes. */
export type MemberPaths = {
  /** `…/:id/members/`: list (GET) and add (POST). */
  members: string;
  /** `…/:id/members/:memberId/`: remove (DELETE). */
  member: string;
  /** `…/:id/users/`: active users and API accounts that are not members yet. */
  candidates: string;
};

/** A role or a work group, as far as its members are concerned. */
export type MemberOwner = {
  id: string;
  paths: MemberPaths;
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
  return usePagedList<MemberDto, MemberListQuery>({
    key: [...owner.featureKey, owner.id, 'members'],
    path: apiPath(owner.paths.members, { id: owner.id }),
    schema: MemberListQuery,
  });
}

/** Who can be picked: what a candidates endpoint answers, or plain users (no API account flag). */
export type Candidate = Pick<MemberDto, 'id' | 'name' | 'user_name'> & { is_api_account?: boolean };

export type CandidateSource = { path: string; query?: Record<string, string | number> };

/** The first candidates matching what is typed; enough to pick the most a single add takes. */
export function useCandidates(source: CandidateSource, search: string, enabled: boolean) {
  const name = useDebouncedValue(search.trim());
  return useQuery({
    queryKey: ['candidates', source, name],
    queryFn: ({ signal }) =>
      http.get<Paged<Candidate>>(source.path, {
        query: { ...source.query, name, page: 1, per_page: limits.membersPerAdd },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMemberChanges(owner: MemberOwner, handledCodes: readonly number[]) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: owner.featureKey });
    await queryClient.invalidateQueries({ queryKey: ['candidates'] });
    for (const key of owner.alsoRefresh ?? []) {
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };
  const add = useMutation({
    mutationFn: (input: MembersInput) =>
      http.post(apiPath(owner.paths.members, { id: owner.id }), input, { handledCodes }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (memberId: string) =>
      http.delete(apiPath(owner.paths.member, { id: owner.id, memberId }), { handledCodes }),
    onSuccess,
  });
  return { add, remove };
}

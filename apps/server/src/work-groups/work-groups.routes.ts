import {
  apiPaths,
  IdParams,
  MemberDto,
  MemberListQuery,
  MemberListRoute,
  MemberParams,
  MembersInput,
  paged,
  WorkGroupDto,
  WorkGroupInput,
  WorkGroupListQuery,
  WorkGroupUpdateInput,
} from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../platform/http.ts';
import type { Services } from '../platform/services.ts';
import * as groups from './work-groups.service.ts';

const tags = ['work-groups'];
export const workGroupsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.workGroups,
      { schema: { tags, querystring: WorkGroupListQuery, response: { 200: paged(WorkGroupDto) } } },
      (request) => groups.listWorkGroups(services, request.actor, request.query),
    );

    app.post(
      apiPaths.workGroups,
      { schema: { tags, body: WorkGroupInput, response: { 201: WorkGroupDto } } },
      (request, reply) =>
        created(reply, groups.createWorkGroup(services, request.actor, request.body)),
    );

    app.get(
      apiPaths.workGroup,
      { schema: { tags, params: IdParams, response: { 200: WorkGroupDto } } },
      (request) => groups.getWorkGroup(services, request.actor, request.params.id),
    );

    app.patch(
      apiPaths.workGroup,
      {
        schema: {
          tags,
          params: IdParams,
          body: WorkGroupUpdateInput,
          response: { 200: WorkGroupDto },
        },
      },
      (request) => groups.updateWorkGroup(services, request.actor, request.params.id, request.body),
    );

    for (const [url, which] of [
      [apiPaths.workGroupMembers, 'members'],
      [apiPaths.workGroupCandidates, 'candidates'],
    ] as const) {
      app.get(url, { schema: { tags, ...MemberListRoute } }, (request) =>
        groups.listWorkGroupMembership(
          services,
          request.actor,
          request.params.id,
          which,
          request.query,
        ),
      );
    }

    app.get(
      apiPaths.newWorkGroupCandidates,
      { schema: { tags, querystring: MemberListQuery, response: { 200: paged(MemberDto) } } },
      (request) =>
        groups.listWorkGroupMembership(services, request.actor, null, 'candidates', request.query),
    );

    app.post(
      apiPaths.workGroupMembers,
      { schema: { tags, params: IdParams, body: MembersInput, response: { 201: WorkGroupDto } } },
      (request, reply) =>
        created(
          reply,
          groups.addWorkGroupMembers(
            services,
            request.actor,
            request.params.id,
            request.body.users_uuid,
          ),
        ),
    );

    app.delete(
      apiPaths.workGroupMember,
      { schema: { tags, params: MemberParams, response: { 200: WorkGroupDto } } },
      (request) =>
        groups.removeWorkGroupMember(
          services,
          request.actor,
          request.params.id,
          request.params.memberId,
        ),
    );
  };

import { workGroupsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as groups from './work-groups.service.ts';

export async function workGroupsRoutes(app: FastifyInstance): Promise<void> {
  route(app, workGroupsApi.list, ({ work, query }) => groups.listWorkGroups(work, query));
  route(app, workGroupsApi.create, ({ work, body }) => groups.createWorkGroup(work, body));
  route(app, workGroupsApi.newCandidates, ({ work, query }) =>
    groups.listNewGroupCandidates(work, query),
  );
  route(app, workGroupsApi.get, ({ work, params }) => groups.getWorkGroup(work, params.id));
  route(app, workGroupsApi.update, ({ work, params, body }) =>
    groups.updateWorkGroup(work, params.id, body),
  );

  route(app, workGroupsApi.members, ({ work, params, query }) =>
    groups.listWorkGroupMembership(work, params.id, 'members', query),
  );
  route(app, workGroupsApi.candidates, ({ work, params, query }) =>
    groups.listWorkGroupMembership(work, params.id, 'candidates', query),
  );
  route(app, workGroupsApi.addMembers, ({ work, params, body }) =>
    groups.addWorkGroupMembers(work, params.id, body.users_uuid),
  );
  route(app, workGroupsApi.removeMember, ({ work, params }) =>
    groups.removeWorkGroupMember(work, params.id, params.memberId),
  );
}

import { workGroupsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as groups from './work-groups.service.ts';

export async function workGroupsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, workGroupsApi.list, ({ actor, query }) =>
    groups.listWorkGroups(services, actor, query),
  );
  route(app, workGroupsApi.create, ({ actor, body }) =>
    groups.createWorkGroup(services, actor, body),
  );
  route(app, workGroupsApi.newCandidates, ({ actor, query }) =>
    groups.listNewGroupCandidates(services, actor, query),
  );
  route(app, workGroupsApi.get, ({ actor, params }) =>
    groups.getWorkGroup(services, actor, params.id),
  );
  route(app, workGroupsApi.update, ({ actor, params, body }) =>
    groups.updateWorkGroup(services, actor, params.id, body),
  );

  route(app, workGroupsApi.members, ({ actor, params, query }) =>
    groups.listWorkGroupMembership(services, actor, params.id, 'members', query),
  );
  route(app, workGroupsApi.candidates, ({ actor, params, query }) =>
    groups.listWorkGroupMembership(services, actor, params.id, 'candidates', query),
  );
  route(app, workGroupsApi.addMembers, ({ actor, params, body }) =>
    groups.addWorkGroupMembers(services, actor, params.id, body.users_uuid),
  );
  route(app, workGroupsApi.removeMember, ({ actor, params }) =>
    groups.removeWorkGroupMember(services, actor, params.id, params.memberId),
  );
}

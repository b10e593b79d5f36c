import { rolesApi, trdGrantsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as formGrants from './form-grants.service.ts';
import * as roles from './roles.service.ts';
import * as trdGrants from './trd-grants.service.ts';

export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, rolesApi.list, ({ actor, query }) => roles.listRoles(services, actor, query));
  route(app, rolesApi.create, ({ actor, body }) => roles.createRole(services, actor, body));
  route(app, rolesApi.get, ({ actor, params }) => roles.getRole(services, actor, params.id));
  route(app, rolesApi.update, ({ actor, params, body }) =>
    roles.updateRole(services, actor, params.id, body),
  );
  route(app, rolesApi.delete, async ({ actor, params }) => {
    await roles.deleteRole(services, actor, params.id);
    return { detail: 'ok' };
  });

  route(app, rolesApi.members, ({ actor, params, query }) =>
    roles.listRoleMembership(services, actor, params.id, 'members', query),
  );
  route(app, rolesApi.candidates, ({ actor, params, query }) =>
    roles.listRoleMembership(services, actor, params.id, 'candidates', query),
  );
  route(app, rolesApi.addMembers, ({ actor, params, body }) =>
    roles.addRoleMembers(services, actor, params.id, body.users_uuid),
  );
  route(app, rolesApi.removeMember, ({ actor, params }) =>
    roles.removeRoleMember(services, actor, params.id, params.memberId),
  );

  route(app, rolesApi.setPermissions, ({ actor, params, body }) =>
    roles.setRolePermissions(services, actor, params.id, body),
  );
  route(app, rolesApi.setAdminForms, ({ actor, params, body }) =>
    roles.setRoleAdminScope(services, actor, params.id, { audit: 'admin_forms', input: body }),
  );
  route(app, rolesApi.setAdminWorkflows, ({ actor, params, body }) =>
    roles.setRoleAdminScope(services, actor, params.id, { audit: 'admin_workflows', input: body }),
  );

  route(app, rolesApi.workflows, ({ actor, params }) =>
    roles.listAdministrableWorkflows(services, actor, params.id),
  );
  route(app, rolesApi.forms, ({ actor, params, query }) =>
    formGrants.listGrantableForms(services, actor, params.id, query),
  );
  route(app, rolesApi.formGrants, ({ actor, params }) =>
    formGrants.listRoleFormGrants(services, actor, params.id),
  );
  route(app, rolesApi.addFormGrant, ({ actor, params, body }) =>
    formGrants.saveRoleFormGrant(services, actor, params.id, body, true),
  );
  route(app, rolesApi.changeFormGrant, ({ actor, params, body }) =>
    formGrants.saveRoleFormGrant(services, actor, params.id, body, false),
  );

  route(app, trdGrantsApi.list, ({ actor, params }) =>
    trdGrants.listRoleTrdGrants(services, actor, params.id),
  );
  route(app, trdGrantsApi.add, ({ actor, params, body }) =>
    trdGrants.addRoleTrdGrants(services, actor, params.id, body),
  );
  route(app, trdGrantsApi.change, ({ actor, params, body }) =>
    trdGrants.changeRoleTrdGrant(services, actor, params.id, params.levelId, body),
  );
}

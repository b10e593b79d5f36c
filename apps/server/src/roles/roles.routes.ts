import { rolesApi, trdGrantsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as formGrants from './form-grants.service.ts';
import * as roles from './roles.service.ts';
import * as trdGrants from './trd-grants.service.ts';

export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  route(app, rolesApi.list, ({ work, query }) => roles.listRoles(work, query));
  route(app, rolesApi.create, ({ work, body }) => roles.createRole(work, body));
  route(app, rolesApi.get, ({ work, params }) => roles.getRole(work, params.id));
  route(app, rolesApi.update, ({ work, params, body }) => roles.updateRole(work, params.id, body));
  route(app, rolesApi.delete, async ({ work, params }) => {
    await roles.deleteRole(work, params.id);
    return { detail: 'ok' };
  });

  route(app, rolesApi.members, ({ work, params, query }) =>
    roles.listRoleMembership(work, params.id, 'members', query),
  );
  route(app, rolesApi.candidates, ({ work, params, query }) =>
    roles.listRoleMembership(work, params.id, 'candidates', query),
  );
  route(app, rolesApi.addMembers, ({ work, params, body }) =>
    roles.addRoleMembers(work, params.id, body.users_uuid),
  );
  route(app, rolesApi.removeMember, ({ work, params }) =>
    roles.removeRoleMember(work, params.id, params.memberId),
  );

  route(app, rolesApi.setPermissions, ({ work, params, body }) =>
    roles.setRolePermissions(work, params.id, body),
  );
  route(app, rolesApi.setAdminForms, ({ work, params, body }) =>
    roles.setRoleAdminScope(work, params.id, { audit: 'admin_forms', input: body }),
  );
  route(app, rolesApi.setAdminWorkflows, ({ work, params, body }) =>
    roles.setRoleAdminScope(work, params.id, { audit: 'admin_workflows', input: body }),
  );

  route(app, rolesApi.workflows, ({ work, params }) =>
    roles.listAdministrableWorkflows(work, params.id),
  );
  route(app, rolesApi.forms, ({ work, params, query }) =>
    formGrants.listGrantableForms(work, params.id, query),
  );
  route(app, rolesApi.formGrants, ({ work, params }) =>
    formGrants.listRoleFormGrants(work, params.id),
  );
  route(app, rolesApi.addFormGrant, ({ work, params, body }) =>
    formGrants.saveRoleFormGrant(work, params.id, body, true),
  );
  route(app, rolesApi.changeFormGrant, ({ work, params, body }) =>
    formGrants.saveRoleFormGrant(work, params.id, body, false),
  );

  route(app, trdGrantsApi.list, ({ work, params }) => trdGrants.listRoleTrdGrants(work, params.id));
  route(app, trdGrantsApi.add, ({ work, params, body }) =>
    trdGrants.addRoleTrdGrants(work, params.id, body),
  );
  route(app, trdGrantsApi.change, ({ work, params, body }) =>
    trdGrants.changeRoleTrdGrant(work, params.id, params.levelId, body),
  );
}

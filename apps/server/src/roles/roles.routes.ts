import {
  AcceptedDto,
  AdminFormsInput,
  AdminWorkflowsInput,
  apiPaths,
  FormGrantDto,
  FormGrantInput,
  FormSummaryDto,
  IdParams,
  MemberListRoute,
  MemberParams,
  MembersInput,
  PageQuery,
  paged,
  RoleDto,
  RoleInput,
  RoleListQuery,
  RolePermissionsInput,
  RoleUpdateInput,
} from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created } from '../platform/http.ts';
import type { Services } from '../platform/services.ts';
import * as formGrants from './form-grants.service.ts';
import * as roles from './roles.service.ts';

const tags = ['roles'];

export const rolesRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.roles,
      { schema: { tags, querystring: RoleListQuery, response: { 200: paged(RoleDto) } } },
      (request) => roles.listRoles(services, request.actor, request.query),
    );

    app.post(
      apiPaths.roles,
      { schema: { tags, body: RoleInput, response: { 201: RoleDto } } },
      (request, reply) => created(reply, roles.createRole(services, request.actor, request.body)),
    );

    app.get(
      apiPaths.role,
      { schema: { tags, params: IdParams, response: { 200: RoleDto } } },
      (request) => roles.getRole(services, request.actor, request.params.id),
    );

    app.patch(
      apiPaths.role,
      { schema: { tags, params: IdParams, body: RoleUpdateInput, response: { 200: RoleDto } } },
      (request) => roles.updateRole(services, request.actor, request.params.id, request.body),
    );

    app.delete(
      apiPaths.role,
      { schema: { tags, params: IdParams, response: { 200: AcceptedDto } } },
      async (request) => {
        await roles.deleteRole(services, request.actor, request.params.id);
        return { detail: 'ok' };
      },
    );

    for (const [url, which] of [
      [apiPaths.roleMembers, 'members'],
      [apiPaths.roleCandidates, 'candidates'],
    ] as const) {
      app.get(url, { schema: { tags, ...MemberListRoute } }, (request) =>
        roles.listRoleMembership(services, request.actor, request.params.id, which, request.query),
      );
    }

    app.post(
      apiPaths.roleMembers,
      { schema: { tags, params: IdParams, body: MembersInput, response: { 201: RoleDto } } },
      (request, reply) =>
        created(
          reply,
          roles.addRoleMembers(services, request.actor, request.params.id, request.body.users_uuid),
        ),
    );

    app.delete(
      apiPaths.roleMember,
      { schema: { tags, params: MemberParams, response: { 200: RoleDto } } },
      (request) =>
        roles.removeRoleMember(services, request.actor, request.params.id, request.params.memberId),
    );

    app.put(
      apiPaths.rolePermissions,
      {
        schema: { tags, params: IdParams, body: RolePermissionsInput, response: { 200: RoleDto } },
      },
      (request) =>
        roles.setRolePermissions(services, request.actor, request.params.id, request.body),
    );

    app.get(
      apiPaths.roleForms,
      {
        schema: {
          tags,
          params: IdParams,
          querystring: PageQuery,
          response: { 200: paged(FormSummaryDto) },
        },
      },
      (request) =>
        formGrants.listGrantableForms(services, request.actor, request.params.id, request.query),
    );

    app.get(
      apiPaths.roleFormPermissions,
      { schema: { tags, params: IdParams, response: { 200: z.array(FormGrantDto) } } },
      (request) => formGrants.listRoleFormGrants(services, request.actor, request.params.id),
    );

    for (const [method, adding] of [
      ['POST', true],
      ['PATCH', false],
    ] as const) {
      app.route({
        method,
        url: apiPaths.roleFormPermissions,
        schema: {
          tags,
          params: IdParams,
          body: FormGrantInput,
          response: { 200: z.array(FormGrantDto) },
        },
        handler: (request) =>
          formGrants.saveRoleFormGrant(
            services,
            request.actor,
            request.params.id,
            request.body,
            adding,
          ),
      });
    }

    app.put(
      apiPaths.roleAdminForms,
      { schema: { tags, params: IdParams, body: AdminFormsInput, response: { 200: RoleDto } } },
      (request) =>
        roles.setRoleAdminForms(services, request.actor, request.params.id, request.body),
    );

    app.put(
      apiPaths.roleAdminWorkflows,
      { schema: { tags, params: IdParams, body: AdminWorkflowsInput, response: { 200: RoleDto } } },
      (request) =>
        roles.setRoleAdminWorkflows(services, request.actor, request.params.id, request.body),
    );
  };

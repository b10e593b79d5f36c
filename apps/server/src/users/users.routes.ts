import {
  AcceptedDto,
  AuditEntryDto,
  apiPaths,
  IdParams,
  NewPasswordInput,
  PageQuery,
  PasswordChangeInput,
  PasswordResetInput,
  PasswordResetRequest,
  paged,
  translate,
  UserDto,
  UserInput,
  UserListQuery,
  UserStatusInput,
  UserUpdateInput,
} from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../platform/errors.ts';
import { created } from '../platform/http.ts';
import type { Services } from '../platform/services.ts';
import {
  changeOwnPassword,
  requestPasswordReset,
  resetPassword,
  setUserPassword,
} from './passwords.service.ts';
import {
  changeUserStatus,
  createUser,
  getUser,
  listUsers,
  readAvatar,
  setAvatar,
  updateUser,
  userLogs,
} from './users.service.ts';

const tags = ['users'];

export const usersRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.users,
      { schema: { tags, querystring: UserListQuery, response: { 200: paged(UserDto) } } },
      (request) => listUsers(services, request.actor, request.query),
    );

    app.post(
      apiPaths.users,
      { schema: { tags, body: UserInput, response: { 201: UserDto } } },
      (request, reply) =>
        created(reply, createUser(services, request.actor, request.body, request.language)),
    );

    app.get(
      apiPaths.user,
      { schema: { tags, params: IdParams, response: { 200: UserDto } } },
      (request) => getUser(services, request.actor, request.params.id),
    );

    app.patch(
      apiPaths.user,
      { schema: { tags, params: IdParams, body: UserUpdateInput, response: { 200: UserDto } } },
      (request) => updateUser(services, request.actor, request.params.id, request.body),
    );

    app.patch(
      apiPaths.userStatus,
      { schema: { tags, params: IdParams, body: UserStatusInput, response: { 200: UserDto } } },
      (request) =>
        changeUserStatus(services, request.actor, request.params.id, request.body.status),
    );

    app.patch(
      apiPaths.userPasswordChange,
      {
        config: { allowExpiredPassword: true },
        schema: {
          tags,
          params: IdParams,
          body: PasswordChangeInput,
          response: { 200: AcceptedDto },
        },
      },
      async (request) => {
        await changeOwnPassword(services, request.actor, request.params.id, request.body);
        return { detail: translate(request.language, 'users.passwordChanged') };
      },
    );

    app.patch(
      apiPaths.userNewPassword,
      {
        schema: { tags, params: IdParams, body: NewPasswordInput, response: { 200: AcceptedDto } },
      },
      async (request) => {
        await setUserPassword(services, request.actor, request.params.id, request.body);
        return { detail: translate(request.language, 'users.passwordChanged') };
      },
    );

    app.post(
      apiPaths.userPasswordResetRequest,
      {
        config: { public: true },
        schema: { tags, body: PasswordResetRequest, response: { 202: AcceptedDto } },
      },
      async (request, reply) => {
        await requestPasswordReset(services, request.body.email, request.language);
        return reply
          .status(202)
          .send({ detail: translate(request.language, 'users.passwordResetSent') });
      },
    );

    app.post(
      apiPaths.userPasswordReset,
      {
        config: { public: true },
        schema: {
          tags,
          params: IdParams,
          body: PasswordResetInput,
          response: { 200: AcceptedDto },
        },
      },
      async (request) => {
        await resetPassword(services, request.params.id, request.body);
        return { detail: translate(request.language, 'users.passwordChanged') };
      },
    );

    app.get(
      apiPaths.userLogs,
      {
        schema: {
          tags,
          params: IdParams,
          querystring: PageQuery,
          response: { 200: paged(AuditEntryDto) },
        },
      },
      (request) => userLogs(services, request.actor, request.params.id, request.query),
    );

    app.put(
      apiPaths.userAvatar,
      {
        schema: {
          tags,
          params: IdParams,
          consumes: ['multipart/form-data'],
          response: { 200: UserDto },
        },
      },
      async (request) => {
        const file = await request.file();
        if (!file) throw new AppError('validation', { avatar: 'fieldRequired' });
        return setAvatar(services, request.actor, request.params.id, file.file);
      },
    );

    app.get(apiPaths.userAvatar, { schema: { tags, params: IdParams } }, async (request, reply) => {
      const avatar = await readAvatar(services, request.actor, request.params.id);
      return reply
        .type(avatar.mime)
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', `inline; filename="avatar.${avatar.mime.split('/')[1]}"`)
        .send(avatar.stream);
    });
  };

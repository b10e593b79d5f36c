import { translate, usersApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { route } from '../platform/routes.ts';
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

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const passwordChanged = (language: Parameters<typeof translate>[0]) => ({
    detail: translate(language, 'users.passwordChanged'),
  });

  route(app, usersApi.list, ({ actor, query }) => listUsers(services, actor, query));
  route(app, usersApi.create, ({ actor, body, language }) =>
    createUser(services, actor, body, language),
  );
  route(app, usersApi.get, ({ actor, params }) => getUser(services, actor, params.id));
  route(app, usersApi.update, ({ actor, params, body }) =>
    updateUser(services, actor, params.id, body),
  );
  route(app, usersApi.changeStatus, ({ actor, params, body }) =>
    changeUserStatus(services, actor, params.id, body.status),
  );
  route(app, usersApi.changeOwnPassword, async ({ actor, params, body, language }) => {
    await changeOwnPassword(services, actor, params.id, body);
    return passwordChanged(language);
  });
  route(app, usersApi.setPassword, async ({ actor, params, body, language }) => {
    await setUserPassword(services, actor, params.id, body);
    return passwordChanged(language);
  });
  route(app, usersApi.requestPasswordReset, async ({ body, language }) => {
    await requestPasswordReset(services, body.email, language);
    return { detail: translate(language, 'users.passwordResetSent') };
  });
  route(app, usersApi.resetPassword, async ({ params, body, language }) => {
    await resetPassword(services, params.id, body);
    return passwordChanged(language);
  });
  route(app, usersApi.logs, ({ actor, params, query }) =>
    userLogs(services, actor, params.id, query),
  );
  route(app, usersApi.setAvatar, ({ actor, params, request }) =>
    setAvatar(services, actor, params.id, async () => {
      const file = await request.file();
      if (!file) throw new AppError('validation', { avatar: 'fieldRequired' });
      return file.file;
    }),
  );
  route(app, usersApi.avatar, async ({ actor, params, reply }) => {
    const avatar = await readAvatar(services, actor, params.id);
    return reply
      .type(avatar.mime)
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', `inline; filename="avatar.${avatar.mime.split('/')[1]}"`)
      .send(avatar.stream);
  });
}

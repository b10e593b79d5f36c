import { type Language, translate, usersApi } from '@custodia/contracts';
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
  const passwordChanged = (language: Language) => ({
    detail: translate(language, 'users.passwordChanged'),
  });

  route(app, usersApi.list, ({ work, query }) => listUsers(work, query));
  route(app, usersApi.create, ({ work, body }) => createUser(work, body));
  route(app, usersApi.get, ({ work, params }) => getUser(work, params.id));
  route(app, usersApi.update, ({ work, params, body }) => updateUser(work, params.id, body));
  route(app, usersApi.changeStatus, ({ work, params, body }) =>
    changeUserStatus(work, params.id, body.status),
  );
  route(app, usersApi.changeOwnPassword, async ({ work, params, body }) => {
    await changeOwnPassword(work, params.id, body);
    return passwordChanged(work.language);
  });
  route(app, usersApi.setPassword, async ({ work, params, body }) => {
    await setUserPassword(work, params.id, body);
    return passwordChanged(work.language);
  });
  route(app, usersApi.requestPasswordReset, async ({ work, body }) => {
    await requestPasswordReset(work, body.email);
    return { detail: translate(work.language, 'users.passwordResetSent') };
  });
  route(app, usersApi.resetPassword, async ({ work, params, body }) => {
    await resetPassword(work, params.id, body);
    return passwordChanged(work.language);
  });
  route(app, usersApi.logs, ({ work, params, query }) => userLogs(work, params.id, query));
  route(app, usersApi.setAvatar, ({ work, params, upload }) =>
    setAvatar(work, params.id, async () => {
      const file = await upload.file();
      if (!file) throw new AppError('validation', { avatar: 'fieldRequired' });
      return file.file;
    }),
  );
  route(app, usersApi.avatar, async ({ work, params, reply }) => {
    const avatar = await readAvatar(work, params.id);
    return reply
      .type(avatar.mime)
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', `inline; filename="avatar.${avatar.mime.split('/')[1]}"`)
      .send(avatar.stream);
  });
}

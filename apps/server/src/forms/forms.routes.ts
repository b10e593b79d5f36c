import { formsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  changeFormStatus,
  createForm,
  deleteForm,
  formsAvailableToFile,
  getForm,
  listForms,
  updateForm,
} from './forms.service.ts';

const deleted = { detail: 'ok' };

export async function formsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, formsApi.list, ({ actor, query }) => listForms(services, actor, query));
  route(app, formsApi.create, ({ actor, body }) => createForm(services, actor, body));
  route(app, formsApi.availableToFile, ({ actor }) => formsAvailableToFile(services, actor));
  route(app, formsApi.get, ({ actor, params }) => getForm(services, actor, params.id));
  route(app, formsApi.update, ({ actor, params, body }) =>
    updateForm(services, actor, params.id, body),
  );
  route(
    app,
    formsApi.changeStatus,
    async ({ actor, params, body }) =>
      (await changeFormStatus(services, actor, params.id, body.status)) ?? deleted,
  );
  route(app, formsApi.delete, async ({ actor, params }) => {
    await deleteForm(services, actor, params.id);
    return deleted;
  });
}

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
  route(app, formsApi.list, ({ work, query }) => listForms(work, query));
  route(app, formsApi.create, ({ work, body }) => createForm(work, body));
  route(app, formsApi.availableToFile, ({ work }) => formsAvailableToFile(work));
  route(app, formsApi.get, ({ work, params }) => getForm(work, params.id));
  route(app, formsApi.update, ({ work, params, body }) => updateForm(work, params.id, body));
  route(
    app,
    formsApi.changeStatus,
    async ({ work, params, body }) =>
      (await changeFormStatus(work, params.id, body.status)) ?? deleted,
  );
  route(app, formsApi.delete, async ({ work, params }) => {
    await deleteForm(work, params.id);
    return deleted;
  });
}
